import type { MessageId } from '@souscrire/i18n';

/** The texts the side-state screens share (spec 2: cancelled, reviewing, unhooking, broker, accepted, qualification). */
export const SIDE_STATE_MESSAGES = {
  helpTitle: 'need-help.title',
  helpBody: 'need-help.body',
  goHome: 'common.go-home',
  cancelledReason: 'cancelled.reason',
  cancelledNext: 'cancelled.next',
  reviewingBody: 'reviewing.body',
  reviewingDownload: 'reviewing.download-form',
  unhookingBody: 'unhooking.body',
  brokerBody: 'broker.body',
  acceptedBody: 'accepted.body',
  fileFetchError: 'errors.file-fetch',
  errorToastTitle: 'toast.error.title',
  loading: 'ui.loading',
  genericError: 'errors.generic',
  retry: 'common.retry',
} as const satisfies Record<string, MessageId>;
