import type { CoreApiClient } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../app/message-ids.ts';
import { RefusedDownload, spaceDownloads } from '../router/space-downloads.ts';

/**
 * An active contract's proof the client can show: the certificate of insurance, made by the core when asked in
 * the page's language, and the proof-of-sale file (zip). Both are downloaded as blobs with the session header.
 * A contract signed elsewhere has no proof-of-sale file, which the client is told.
 */
export function ContractProof({
  api,
  tenant,
  contractId,
  fileName,
  locale,
  headingId,
}: {
  api: CoreApiClient;
  tenant: string;
  contractId: string;
  /** What the files are named after (the contract's number). */
  fileName: string;
  locale: Locale;
  headingId: string;
}) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const certificate = useMutation(spaceDownloads.certificate(api, tenant, contractId, locale, fileName));
  const proof = useMutation(spaceDownloads.proofOfSale(api, tenant, contractId, locale, fileName));
  const proofMissing = proof.error instanceof RefusedDownload && proof.error.status === 404;

  return (
    <section className="sc-space-documents" aria-labelledby={headingId}>
      <h3 id={headingId}>{text(MESSAGES.proofTitle)}</h3>
      {(certificate.isError || (proof.isError && !proofMissing)) && (
        <Alert type="error" live>
          {text(MESSAGES.documentsError)}
        </Alert>
      )}
      {proofMissing && (
        <Alert type="info" live>
          {text(MESSAGES.proofNoFile)}
        </Alert>
      )}
      <ul className="sc-space-documents__list">
        <li>
          <Button
            variant="secondary"
            onPress={() => certificate.mutate()}
            isPending={certificate.isPending}
            pendingLabel={text(MESSAGES.loading)}
            aria-describedby={`${headingId}-certificate`}
          >
            {text(MESSAGES.proofCertificate)}
          </Button>
          <p id={`${headingId}-certificate`}>{text(MESSAGES.proofCertificateHint)}</p>
        </li>
        <li>
          <Button
            variant="secondary"
            onPress={() => proof.mutate()}
            isPending={proof.isPending}
            pendingLabel={text(MESSAGES.loading)}
            aria-describedby={`${headingId}-file`}
          >
            {text(MESSAGES.proofFile)}
          </Button>
          <p id={`${headingId}-file`}>{text(MESSAGES.proofFileHint)}</p>
        </li>
      </ul>
    </section>
  );
}
