import type { CoreApiClient } from '@souscrire/core-api';
import { formatDate, formatMoney, type Locale } from '@souscrire/i18n';
import { Alert } from '@souscrire/ui/alert';
import { DocumentRow } from '@souscrire/ui/document-row';
import { Heading } from '@souscrire/ui/heading';
import { SummaryList, type SummaryRow } from '@souscrire/ui/summary-list';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Fragment, useId, useMemo } from 'react';
import { useText } from '../../app/use-text.ts';
import { journeyKeys } from '../../core/query-keys.ts';
import { arrivedFiles, useObjectUrls } from '../use-object-urls.ts';
import { type IssuedContract, issuedContractApi } from './issued-contract-api.ts';

/** Props of {@link IssuedContractSummary}. */
export type IssuedContractSummaryProps = {
  /** The core client under the session finalize answered. */
  client: CoreApiClient;
  tenant: string;
  prospectId: string;
  locale: Locale;
};

type Text = ReturnType<typeof useText>;

/** The certificate's key among the fetched files (no contract document has this id). */
const CERTIFICATE = 'certificate';

/**
 * The payment rows: by SEPA direct debit, the first debit (taken on the start date) and the next one; by card,
 * the payment made and the next charge. A yearly payment has no next one within the first year.
 */
function paymentRows(contract: IssuedContract, t: Text, locale: Locale): SummaryRow[] {
  const payment = contract.payment;
  if (payment === null) return [];
  const on = (index: number) => {
    const entry = payment.schedule[index];
    return entry
      ? t('finalization.payment.on', {
          amount: formatMoney(entry.amount.amount / 100, locale),
          date: formatDate(entry.due_on, locale, 'long'),
        })
      : undefined;
  };
  const sepa = payment.method === 'sepa';
  const first = on(0);
  const next = on(1);
  return [
    ...(first === undefined
      ? []
      : [
          {
            id: 'first-payment',
            term: t(sepa ? 'finalization.payment.first-debit' : 'finalization.payment.card-paid'),
            value: first,
          },
        ]),
    ...(next === undefined
      ? []
      : [
          {
            id: 'next-payment',
            term: t(sepa ? 'finalization.payment.next-debit' : 'finalization.payment.next-charge'),
            value: next,
          },
        ]),
  ];
}

/**
 * What the subscription issued, on the finalization screen: the contract's number, product, start date,
 * annual premium and payments (read under the session finalize answered, as the customer space reads it), then
 * its documents to read or download, the signed contract first and the certificate of insurance beside it (each
 * fetched with that session, so a link holds the PDF itself). When they cannot be read, it says the customer
 * space has them.
 */
export function IssuedContractSummary({ client, tenant, prospectId, locale }: IssuedContractSummaryProps) {
  const t = useText();
  const contractHeading = useId();
  const documentsHeading = useId();
  const api = useMemo(() => issuedContractApi(client), [client]);
  const issued = useQuery({
    queryKey: journeyKeys.issuedContract(tenant, prospectId),
    queryFn: () => api.contract(prospectId),
  });
  const contractId = issued.data?.contract.id ?? '';
  const documents = useMemo(() => issued.data?.documents ?? [], [issued.data]);
  const files = useQueries({
    queries: documents.map((document) => ({
      queryKey: journeyKeys.issuedDocument(tenant, prospectId, document.id),
      queryFn: () => api.file(contractId, document.id),
      staleTime: Number.POSITIVE_INFINITY,
    })),
    combine: arrivedFiles,
  });
  // The certificate of insurance, made once the contract is read (the core makes one per call).
  const certificate = useQuery({
    queryKey: journeyKeys.issuedCertificate(tenant, prospectId, locale),
    queryFn: () => api.certificate(contractId, locale),
    enabled: contractId !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const blobs = useMemo(
    () =>
      new Map([
        ...documents.flatMap((document, index) => {
          const data = files.data[index];
          return data ? [[document.id, data] as const] : [];
        }),
        ...(certificate.data ? [[CERTIFICATE, certificate.data] as const] : []),
      ]),
    [documents, files.data, certificate.data],
  );
  const urls = useObjectUrls(blobs);
  const certificateUrl = urls.get(CERTIFICATE);

  if (issued.isPending) return <p role="status">{t('ui.loading')}</p>;
  if (issued.isError) return <Alert type="warning">{t('finalization.documents.failed')}</Alert>;
  const { contract } = issued.data;
  const certificateName = t('finalization.certificate.name');
  const rows: SummaryRow[] = [
    { id: 'number', term: t('finalization.contract.number'), value: contract.number ?? '' },
    { id: 'product', term: t('finalization.contract.product'), value: contract.product.name },
    ...(contract.starts_on === null
      ? []
      : [
          {
            id: 'starts-on',
            term: t('finalization.contract.starts-on'),
            value: formatDate(contract.starts_on, locale, 'long'),
          },
        ]),
    {
      id: 'premium',
      term: t('finalization.contract.premium'),
      value: formatMoney(contract.premium.amount / 100, locale),
    },
    ...paymentRows(contract, t, locale),
  ];
  return (
    <>
      <section aria-labelledby={contractHeading}>
        <Heading level={2} id={contractHeading}>
          {t('finalization.contract.title')}
        </Heading>
        <SummaryList rows={rows} />
      </section>
      <section
        aria-labelledby={documentsHeading}
        aria-busy={blobs.size < documents.length || certificate.isPending || undefined}
      >
        <Heading level={2} id={documentsHeading}>
          {t('finalization.documents.title')}
        </Heading>
        {(files.failed || certificate.isError) && (
          <Alert type="warning">{t('finalization.documents.failed')}</Alert>
        )}
        {documents.map((document, index) => {
          const url = urls.get(document.id);
          return (
            <Fragment key={document.id}>
              {url !== undefined && (
                <DocumentRow
                  name={document.name}
                  openHref={url}
                  openLabel={t('documents.read', { name: document.name })}
                  downloadHref={url}
                  downloadLabel={t('documents.download', { name: document.name })}
                  downloadFileName={`${contract.number ?? document.id}-${document.id}.pdf`}
                />
              )}
              {index === 0 && certificateUrl !== undefined && (
                <DocumentRow
                  name={certificateName}
                  description={t('finalization.certificate.hint')}
                  openHref={certificateUrl}
                  openLabel={t('documents.read', { name: certificateName })}
                  downloadHref={certificateUrl}
                  downloadLabel={t('documents.download', { name: certificateName })}
                  downloadFileName={`${contract.number ?? contractId}-certificate.pdf`}
                />
              )}
            </Fragment>
          );
        })}
      </section>
    </>
  );
}
