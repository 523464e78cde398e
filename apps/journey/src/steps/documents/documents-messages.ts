import type { MessageId } from '@souscrire/i18n';

/** The texts of the documents screen (spec 2, 5). */
export const DOCUMENTS_MESSAGES = {
  intro: 'documents.intro',
  amendmentIntro: 'documents.amendment.intro',
  acknowledge: 'documents.acknowledge',
  amendmentAcknowledge: 'documents.amendment.acknowledge',
  acknowledgeRow: 'documents.acknowledge.row',
  acceptConditions: 'documents.accept-conditions',
  read: 'documents.read',
  download: 'documents.download',
  downloadAll: 'documents.download-all',
  downloaded: 'documents.downloaded',
  acknowledgeAllError: 'errors.documents.acknowledge-all',
  acceptConditionsError: 'errors.documents.accept-conditions',
  fileFetchError: 'errors.file-fetch',
  errorSummaryTitle: 'layout.error-summary.title',
  loading: 'ui.loading',
} as const satisfies Record<string, MessageId>;
