import type { CoreApiClient } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../app/message-ids.ts';
import { spaceQueries } from '../router/space-queries.ts';

/** Saves a blob under a file name (the browser's download). */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const anchor = Object.assign(document.createElement('a'), { href: url, download: fileName });
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A contract's documents (signed contract, SEPA mandate, product documents), each downloaded as a blob with
 * the session header, since a plain link would carry no token. A failed download says so.
 */
export function ContractDocuments({
  api,
  tenant,
  contractId,
  locale,
  headingId,
}: {
  api: CoreApiClient;
  tenant: string;
  contractId: string;
  locale: Locale;
  headingId: string;
}) {
  const intl = useIntl();
  // The core names the documents and writes the PDFs in the page's language, not the browser's.
  const headers = { 'Accept-Language': locale };
  const documents = useQuery(spaceQueries.documents(api, tenant, contractId, locale));
  const download = useMutation({
    mutationFn: async (document: { id: string }) => {
      const { data, error } = await api.GET('/v2/clients/me/contracts/{contractId}/documents/{documentId}', {
        params: { path: { contractId, documentId: document.id } },
        headers,
        parseAs: 'blob',
      });
      if (error || !data) throw error ?? new Error('empty document');
      saveBlob(data as Blob, `${document.id}.pdf`);
    },
  });

  return (
    <section className="sc-space-documents" aria-labelledby={headingId}>
      <h3 id={headingId}>{intl.formatMessage({ id: MESSAGES.documentsTitle })}</h3>
      {documents.isPending && <p className="sc-space-skeleton sc-space-skeleton--line" aria-hidden="true" />}
      {documents.isError && <Alert type="error">{intl.formatMessage({ id: MESSAGES.documentsError })}</Alert>}
      {download.isError && (
        <Alert type="error" live>
          {intl.formatMessage({ id: MESSAGES.documentsError })}
        </Alert>
      )}
      {documents.data && (
        <ul className="sc-space-documents__list">
          {documents.data.map((document) => (
            <li key={document.id}>
              <Button
                variant="secondary"
                onPress={() => download.mutate(document)}
                isPending={download.isPending && download.variables?.id === document.id}
                pendingLabel={intl.formatMessage({ id: MESSAGES.loading })}
              >
                {intl.formatMessage({ id: MESSAGES.documentsDownload }, { name: document.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
