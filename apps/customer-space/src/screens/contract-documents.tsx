import type { CoreApiClient } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../app/message-ids.ts';
import { spaceDownloads } from '../router/space-downloads.ts';
import { spaceQueries } from '../router/space-queries.ts';

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
  const documents = useQuery(spaceQueries.documents(api, tenant, contractId, locale));
  const download = useMutation(spaceDownloads.document(api, tenant, contractId, locale));

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
