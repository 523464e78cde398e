import type { CoreApiClient } from '@souscrire/core-api';
import { formatDate, type Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { TextField } from '@souscrire/ui/text-field';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { browserPasskeys, type PasskeyCeremonies } from '../app/passkey-ceremonies.ts';
import { AddPasskeyError, type AddPasskeyFailure, spaceMutations } from '../router/space-mutations.ts';
import { spaceQueries } from '../router/space-queries.ts';

const FAILURE_MESSAGES: Record<AddPasskeyFailure, string> = {
  cancelled: MESSAGES.passkeysCancelled,
  already: MESSAGES.passkeysAlready,
  limit: MESSAGES.passkeysLimit,
  other: MESSAGES.errorGeneric,
};

/** Props of {@link AccountPasskeys}. */
export type AccountPasskeysProps = {
  api: CoreApiClient;
  tenant: string;
  locale: Locale;
  /** The browser's WebAuthn ceremonies ({@link browserPasskeys} unless a test hands in its own). */
  ceremonies?: PasskeyCeremonies;
};

/**
 * "Passkeys" on the account page: the client's passkeys (name, added on, last used), each removable, and a
 * named one added from this device when the browser has WebAuthn. What happened (added, removed, or why not)
 * is said in one status message, which takes the focus.
 */
export function AccountPasskeys({ api, tenant, locale, ceremonies = browserPasskeys }: AccountPasskeysProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = useId();
  const queryClient = useQueryClient();
  const [supported] = useState(() => ceremonies.supported());
  // A new form after each passkey added, so its name does not stay.
  const [round, setRound] = useState(0);
  const status = useRef<HTMLDivElement>(null);
  const list = useQuery(spaceQueries.passkeys(api, tenant));
  const add = useMutation(spaceMutations.addPasskey(queryClient, api, tenant, ceremonies));
  const remove = useMutation(spaceMutations.removePasskey(queryClient, api, tenant));
  // The last thing done is the one told.
  const [told, setTold] = useState<'add' | 'remove'>();
  const outcome = told === 'add' ? add : told === 'remove' ? remove : undefined;
  useEffect(() => {
    if (outcome?.isSuccess || outcome?.isError) status.current?.focus();
  }, [outcome?.isSuccess, outcome?.isError]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTold('add');
    add.mutate(String(new FormData(event.currentTarget).get('name') ?? '').trim(), {
      onSuccess: () => setRound((value) => value + 1),
    });
  };
  const day = (iso: string) => formatDate(iso.slice(0, 10), locale, 'long');

  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {text(MESSAGES.passkeysTitle)}
      </Heading>
      <p>{text(MESSAGES.passkeysIntro)}</p>
      <div ref={status} tabIndex={-1}>
        {told === 'add' && add.isSuccess && (
          <Alert type="success" live>
            {text(MESSAGES.passkeysAdded, { name: add.data.name })}
          </Alert>
        )}
        {told === 'add' && add.isError && (
          <Alert type="error" live>
            {text(
              add.error instanceof AddPasskeyError
                ? FAILURE_MESSAGES[add.error.failure]
                : MESSAGES.errorGeneric,
            )}
          </Alert>
        )}
        {told === 'remove' && remove.isSuccess && (
          <Alert type="success" live>
            {text(MESSAGES.passkeysRemoved, { name: remove.data.name })}
          </Alert>
        )}
        {told === 'remove' && remove.isError && (
          <Alert type="error" live>
            {text(MESSAGES.errorGeneric)}
          </Alert>
        )}
      </div>
      {list.isError && <Alert type="error">{text(MESSAGES.errorGeneric)}</Alert>}
      {list.data?.length === 0 && <p>{text(MESSAGES.passkeysEmpty)}</p>}
      {list.data !== undefined && list.data.length > 0 && (
        <ul className="sc-space-passkeys" aria-label={text(MESSAGES.passkeysListLabel)}>
          {list.data.map((passkey) => (
            <li key={passkey.id}>
              <strong>{passkey.name}</strong>
              <span>{text(MESSAGES.passkeysAddedOn, { date: day(passkey.created_at) })}</span>
              <span>
                {passkey.last_used_at === null
                  ? text(MESSAGES.passkeysNeverUsed)
                  : text(MESSAGES.passkeysLastUsed, { date: day(passkey.last_used_at) })}
              </span>
              <Button
                variant="secondary"
                size="sm"
                isPending={remove.isPending && remove.variables?.id === passkey.id}
                pendingLabel={text(MESSAGES.loading)}
                onPress={() => {
                  setTold('remove');
                  remove.mutate(passkey);
                }}
              >
                {text(MESSAGES.passkeysRemove, { name: passkey.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <Form key={round} errorSummaryTitle={text(MESSAGES.formErrorSummary)} onSubmit={submit}>
          <TextField
            name="name"
            label={text(MESSAGES.passkeysNameLabel)}
            description={text(MESSAGES.passkeysNameDescription)}
            maxLength={64}
            isRequired
            validate={(value) => (value.trim() === '' ? text(MESSAGES.passkeysNameRequired) : null)}
            errorMessage={fieldErrorMessage({ missing: text(MESSAGES.passkeysNameRequired) })}
          />
          <Button type="submit" isPending={add.isPending} pendingLabel={text(MESSAGES.loading)}>
            {text(MESSAGES.passkeysAdd)}
          </Button>
        </Form>
      ) : (
        <Alert type="info">{text(MESSAGES.passkeysUnsupported)}</Alert>
      )}
    </section>
  );
}
