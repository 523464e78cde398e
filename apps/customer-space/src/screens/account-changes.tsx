import type { CoreApiClient, components } from '@souscrire/core-api';
import { formatDate, type Locale, type MessageId } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Heading } from '@souscrire/ui/heading';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { spaceQueries } from '../router/space-queries.ts';

type Change = components['schemas']['SelfServiceChange'];

/** Each kind of change, as the client reads it. */
const KINDS: Readonly<Record<Change['change'], MessageId>> = {
  iban_changed: MESSAGES.changeIban,
  contact_changed: MESSAGES.changeContact,
  email_change_requested: MESSAGES.changeEmailRequested,
  email_confirmed: MESSAGES.changeEmailConfirmed,
  cancellation_requested: MESSAGES.changeCancellation,
  deletion_requested: MESSAGES.changeDeletion,
  password_changed: MESSAGES.changePassword,
};

/**
 * "Recent changes" on the account page: the client's latest changes made here (what, the day, and whether
 * signed in or through an e-mail's link), newest first, as the core recorded them.
 */
export function AccountChanges({
  api,
  tenant,
  locale,
}: {
  api: CoreApiClient;
  tenant: string;
  locale: Locale;
}) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const changes = useQuery(spaceQueries.changes(api, tenant));
  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {text(MESSAGES.changesTitle)}
      </Heading>
      {changes.isError && (
        <Alert type="error" live>
          {text(MESSAGES.errorGeneric)}
        </Alert>
      )}
      {changes.isPending && <p>{text(MESSAGES.loading)}</p>}
      {changes.data?.length === 0 && <p>{text(MESSAGES.changesEmpty)}</p>}
      {changes.data !== undefined && changes.data.length > 0 && (
        <ul>
          {changes.data.map((change) => (
            <li key={`${change.changed_at} ${change.change}`}>
              {text(MESSAGES.changesEntry, {
                change: text(KINDS[change.change]),
                date: formatDate(change.changed_at, locale, 'long'),
                by: text(change.changed_by === 'link' ? MESSAGES.changesByLink : MESSAGES.changesBySession),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
