import type { MessageId } from '@souscrire/i18n';

/** The texts of the proof screen (issue 13: a subscription opened in a browser that did not start it). */
export const PROOF_MESSAGES = {
  title: 'proof.title',
  body: 'proof.body',
  send: 'proof.send',
  sent: 'proof.sent',
  noEmail: 'proof.no-email',
  loading: 'ui.loading',
  genericError: 'errors.generic',
} as const satisfies Record<string, MessageId>;
