import type { CoreApiClient } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { TextField } from '@souscrire/ui/text-field';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { CurrentPasswordRefused, spaceMutations } from '../router/space-mutations.ts';
import { AccountChanges } from './account-changes.tsx';
import { AccountContact } from './account-contact.tsx';
import { AccountData } from './account-data.tsx';
import { AccountDeletion } from './account-deletion.tsx';
import { AccountPasskeys } from './account-passkeys.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** Props of {@link AccountPage}. */
export type AccountPageProps = { api: CoreApiClient; tenant: string; locale: Locale };

/**
 * The client's account: change the password, the current one first (once changed, the page says so: the
 * client's other devices are signed out, this one stays; the form starts again empty), change their contact
 * details (the e-mail once confirmed by the link sent to it), read their recent changes, manage their passkeys,
 * download their data, and ask to delete their account.
 */
export function AccountPage({ api, tenant, locale }: AccountPageProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  // A new form after each change, so nothing typed stays in it.
  const [round, setRound] = useState(0);
  const queryClient = useQueryClient();
  const change = useMutation(spaceMutations.changePassword(queryClient, api, tenant));
  const invalid =
    change.error instanceof CurrentPasswordRefused ? text(MESSAGES.accountCurrentInvalid) : undefined;
  // One object per message: the form summarises (and focuses) each new set of server errors.
  const serverErrors = useMemo(
    (): Record<string, string> => (invalid ? { current: invalid } : {}),
    [invalid],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change.mutate(
      { current: String(form.get('current') ?? ''), next: String(form.get('password') ?? '') },
      { onSuccess: () => setRound((value) => value + 1) },
    );
  };
  return (
    <section className="sc-space-login" aria-labelledby="sc-space-account-title">
      <Heading level={1} id="sc-space-account-title">
        {text(MESSAGES.accountTitle)}
      </Heading>
      <Heading level={2}>{text(MESSAGES.accountChangeTitle)}</Heading>
      {change.isSuccess && (
        <Alert type="success" live>
          {text(MESSAGES.accountChanged)}
        </Alert>
      )}
      {change.isError && !(change.error instanceof CurrentPasswordRefused) && (
        <Alert type="error" live>
          {text(MESSAGES.errorGeneric)}
        </Alert>
      )}
      <Form
        key={round}
        errorSummaryTitle={text(MESSAGES.formErrorSummary)}
        validationErrors={serverErrors}
        onSubmit={submit}
      >
        <TextField
          name="current"
          type="password"
          autoComplete="current-password"
          label={text(MESSAGES.accountCurrentLabel)}
          isRequired
          onChange={() => change.isError && change.reset()}
          validate={(value) => (value === '' ? text(MESSAGES.accountCurrentRequired) : null)}
          errorMessage={fieldErrorMessage({ missing: text(MESSAGES.accountCurrentRequired) })}
        />
        <NewPasswordFields />
        <Button type="submit" isPending={change.isPending} pendingLabel={text(MESSAGES.loading)}>
          {text(MESSAGES.passwordSubmit)}
        </Button>
      </Form>
      <AccountContact api={api} tenant={tenant} />
      <AccountChanges api={api} tenant={tenant} locale={locale} />
      <AccountPasskeys api={api} tenant={tenant} locale={locale} />
      <AccountData api={api} tenant={tenant} />
      <AccountDeletion api={api} tenant={tenant} locale={locale} />
    </section>
  );
}
