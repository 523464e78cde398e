import type { CoreApiClient } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { Link } from '@souscrire/ui/link';
import { TextField } from '@souscrire/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { spaceMutations } from '../router/space-mutations.ts';
import { spacePath } from '../router/space-route.ts';

/** Props of {@link ForgottenPage}. */
export type ForgottenPageProps = {
  api: CoreApiClient;
  tenant: string;
  locale: Locale;
  initialLogin?: string | undefined;
};

/**
 * "Forgotten password": the e-mail address of the customer space; the core e-mails a link to choose a new
 * password (one hour, once). The page then says the same whether the address has an account or not.
 */
export function ForgottenPage({ api, tenant, locale, initialLogin }: ForgottenPageProps) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id });
  const ask = useMutation(spaceMutations.askPasswordLink(api, tenant));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ask.mutate(String(new FormData(event.currentTarget).get('login') ?? '').trim());
  };
  return (
    <section className="sc-space-login" aria-labelledby="sc-space-forgotten-title">
      <Heading level={1} id="sc-space-forgotten-title">
        {text(MESSAGES.forgottenTitle)}
      </Heading>
      {ask.isSuccess ? (
        <Alert type="success" live>
          {intl.formatMessage({ id: MESSAGES.forgottenSent }, { login: ask.data })}
        </Alert>
      ) : (
        <>
          {ask.isError && (
            <Alert type="error" live>
              {text(MESSAGES.errorGeneric)}
            </Alert>
          )}
          <p>{text(MESSAGES.forgottenIntro)}</p>
          <Form errorSummaryTitle={text(MESSAGES.formErrorSummary)} onSubmit={submit}>
            <TextField
              name="login"
              type="text"
              inputMode="email"
              autoComplete="username"
              label={text(MESSAGES.loginLoginLabel)}
              defaultValue={initialLogin}
              isRequired
              validate={(value) => (value.trim() === '' ? text(MESSAGES.forgottenEmailRequired) : null)}
              errorMessage={fieldErrorMessage({ missing: text(MESSAGES.forgottenEmailRequired) })}
            />
            <Button type="submit" isPending={ask.isPending} pendingLabel={text(MESSAGES.loading)}>
              {text(MESSAGES.forgottenSubmit)}
            </Button>
          </Form>
        </>
      )}
      <p>
        <Link href={spacePath(locale, 'login')}>{text(MESSAGES.backToLogin)}</Link>
      </p>
    </section>
  );
}
