import type { MessageId } from '@souscrire/i18n';

/** The texts of the finalization screen (spec 2). */
export const FINALIZATION_MESSAGES = {
  create: 'finalization.title.create',
  update: 'finalization.title.update',
  created: 'finalization.title.created',
  updated: 'finalization.title.updated',
  body: 'finalization.body',
  done: 'finalization.done',
  go: 'finalization.go',
  failed: 'errors.generic',
  retry: 'common.retry',
} as const satisfies Record<string, MessageId>;
