import type { CoreApiClient } from '@souscrire/core-api';
import type { ClientSession } from '@souscrire/core-api/client-session';
import type { Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Heading } from '@souscrire/ui/heading';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../app/message-ids.ts';
import { spaceQueries } from '../router/space-queries.ts';
import { ContractCard } from './contract-card.tsx';

/** Props of {@link ContractsPage}. */
export type ContractsPageProps = {
  api: CoreApiClient;
  tenant: string;
  locale: Locale;
  journeyUrl: string;
  /** The client's session, which "Resume my subscription" carries to the journey. */
  session: Pick<ClientSession, 'signedIn'>;
  /** The tenant's brand, the creditor a SEPA mandate names. */
  brand: string;
};

/**
 * The client's contracts: a skeleton while loading, an empty state, or each contract with its
 * status, schedule, documents, and a way back into an unfinished subscription. A 401 logs out (the root
 * then shows the login page).
 */
export function ContractsPage({ api, tenant, locale, journeyUrl, session, brand }: ContractsPageProps) {
  const intl = useIntl();
  const me = useQuery(spaceQueries.client(api, tenant));
  const contracts = useQuery(spaceQueries.contracts(api, tenant, locale));

  return (
    <section
      className="sc-space-contracts"
      aria-labelledby="sc-space-contracts-title"
      aria-busy={contracts.isPending}
    >
      <Heading level={1} id="sc-space-contracts-title">
        {intl.formatMessage({ id: MESSAGES.contractsTitle })}
      </Heading>
      {me.data && <p>{intl.formatMessage({ id: MESSAGES.contractsGreeting }, { login: me.data.login })}</p>}
      {contracts.isPending && (
        <div className="sc-space-skeleton" aria-hidden="true">
          <div className="sc-space-skeleton__card" />
          <div className="sc-space-skeleton__card" />
        </div>
      )}
      {contracts.isPending && (
        <p className="sc-visually-hidden">{intl.formatMessage({ id: MESSAGES.loading })}</p>
      )}
      {contracts.isError && (
        <Alert type="error" live>
          <p>{intl.formatMessage({ id: MESSAGES.contractsError })}</p>
          <Button variant="secondary" onPress={() => contracts.refetch()}>
            {intl.formatMessage({ id: MESSAGES.contractsRetry })}
          </Button>
        </Alert>
      )}
      {contracts.data?.length === 0 && (
        <div className="sc-space-empty">
          <h2>{intl.formatMessage({ id: MESSAGES.contractsEmptyTitle })}</h2>
          <p>{intl.formatMessage({ id: MESSAGES.contractsEmptyBody })}</p>
        </div>
      )}
      {contracts.data && contracts.data.length > 0 && (
        <ul className="sc-space-contracts__list">
          {contracts.data.map((contract) => (
            <li key={contract.id}>
              <ContractCard
                contract={contract}
                tenant={tenant}
                locale={locale}
                api={api}
                journeyUrl={journeyUrl}
                session={session}
                brand={brand}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
