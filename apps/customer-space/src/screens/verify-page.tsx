import type { CoreApiClient, components } from '@souscrire/core-api';
import { formatDate, type Locale, type MessageId } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Heading } from '@souscrire/ui/heading';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../app/message-ids.ts';
import { spaceQueries } from '../router/space-queries.ts';

type CertificateCheck = components['schemas']['CertificateCheck'];

const STATUS: Readonly<Record<CertificateCheck['status'], MessageId>> = {
  valid: MESSAGES.verifyValid,
  expired: MESSAGES.verifyExpired,
  cancelled: MESSAGES.verifyCancelled,
};

/** Props of {@link VerifyPage}. */
export type VerifyPageProps = { api: CoreApiClient; tenant: string; locale: Locale; code: string };

/**
 * The public verification of a certificate of insurance, which its QR code opens (no login): whether it is
 * valid today, expired or cancelled, with the insured company's name and the period, and nothing more. A code
 * no certificate has says so.
 */
export function VerifyPage({ api, tenant, locale, code }: VerifyPageProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const check = useQuery(spaceQueries.certificate(api, tenant, code));
  const found = check.data;
  return (
    <section className="sc-space-verify" aria-labelledby="sc-space-verify-title">
      <Heading level={1} id="sc-space-verify-title">
        {text(MESSAGES.verifyTitle)}
      </Heading>
      {check.isPending && <p className="sc-space-skeleton sc-space-skeleton--line" aria-hidden="true" />}
      {check.isError && (
        <Alert type="error" live>
          {text(MESSAGES.verifyError)}
        </Alert>
      )}
      {found === null && (
        <Alert type="warning" live>
          {text(MESSAGES.verifyUnknown)}
        </Alert>
      )}
      {found && (
        <div className="sc-space-verify__result" data-status={found.status}>
          <Alert type={found.status === 'valid' ? 'success' : 'error'} live>
            {text(STATUS[found.status])}
          </Alert>
          <p>{intl.formatMessage({ id: MESSAGES.verifyCompany }, { company: found.company_name })}</p>
          <p>
            {intl.formatMessage(
              { id: MESSAGES.verifyPeriod },
              {
                start: formatDate(found.period.starts_on, locale, 'long'),
                end: formatDate(found.period.ends_on, locale, 'long'),
              },
            )}
          </p>
        </div>
      )}
    </section>
  );
}
