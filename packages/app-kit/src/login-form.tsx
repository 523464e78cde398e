import type { CoreApiClient } from '@souscrire/core-api';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { EmailField } from '@souscrire/ui/email-field';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { TextField } from '@souscrire/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useMemo } from 'react';

/** What the client types: the login (an e-mail address) and the password. */
export type Credentials = { login: string; password: string };

/**
 * Why a login failed, as the form tells it: wrong credentials (401), too many attempts (429, with the wait its
 * `Retry-After` asks for, in whole minutes), or anything else.
 */
export type LoginFailure =
  | { kind: 'credentials' }
  | { kind: 'throttled'; minutes: number }
  | { kind: 'other' };

/**
 * Sends the credentials to `clients/authentication`: `null` once a session is open (the app's web server keeps
 * it in an HttpOnly cookie), else why it failed, as a value.
 *
 * @example
 * const failure = await logIn(client, { login: 'jeanne@example.com', password: 'secret' });
 * if (failure?.kind === 'throttled') console.info(`wait ${failure.minutes} min`);
 */
export async function logIn(client: CoreApiClient, credentials: Credentials): Promise<LoginFailure | null> {
  const { error, response } = await client.POST('/v2/clients/authentication', { body: credentials });
  if (!error) return null;
  if (response.status === 401) return { kind: 'credentials' };
  if (response.status === 429) {
    // A wait the answer does not give is a minute; a shorter one is still said as one minute.
    const seconds = Number(response.headers.get('retry-after')) || 60;
    return { kind: 'throttled', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  return { kind: 'other' };
}

/** Props of {@link LoginForm}. */
export type LoginFormProps = {
  /** The core client the credentials go to. */
  client: CoreApiClient;
  /** The login to prefill (an e-mail the app already knows); the password field then takes the focus. */
  initialLogin?: string | undefined;
  /** Told once the login opened a session: the app says where the client goes next. */
  onLoggedIn: () => void | Promise<void>;
  /** A hint under the password field, where the app has one to give (where the password comes from). */
  passwordHint?: string | undefined;
};

/**
 * The client's login form, the same in the journey and the customer space: the e-mail address and the
 * password, labelled and checked in the browser (each message next to its field and in the focused error
 * summary), then `clients/authentication`. Wrong credentials and too many attempts are said on the password
 * field (the summary links to it), any other failure in an alert; what was typed stays, and typing again clears
 * the server's message. The button shows as pending until the app has moved on. Like every kit `Form`, it tells
 * the app's `ErrorSummaryShownContext` while its error summary shows (the page title's 'Error' prefix).
 *
 * @example
 * <LoginForm client={client} initialLogin={search.login} onLoggedIn={() => navigate({ href: next })} />
 */
export function LoginForm({ client, initialLogin, onLoggedIn, passwordHint }: LoginFormProps) {
  const intl = useIntl();
  const login = useMutation({
    mutationFn: (credentials: Credentials) => logIn(client, credentials),
    onSuccess: async (failure) => {
      if (failure === null) await onLoggedIn();
    },
  });
  const failure: LoginFailure | undefined = login.isError ? { kind: 'other' } : (login.data ?? undefined);
  const passwordError =
    failure?.kind === 'credentials'
      ? intl.formatMessage({ id: 'login.error.invalid' })
      : failure?.kind === 'throttled'
        ? intl.formatMessage({ id: 'errors.too-many-requests' }, { minutes: failure.minutes })
        : undefined;
  // One object per message: the form summarises (and focuses) each new set of server errors.
  const serverErrors = useMemo(
    (): Record<string, string> => (passwordError === undefined ? {} : { password: passwordError }),
    [passwordError],
  );

  // A new login or password is a new try: the server's message no longer applies (nor blocks the submit).
  const retry = () => {
    if (failure) login.reset();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    login.mutate({
      login: String(form.get('login') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    });
  };

  return (
    <>
      {failure?.kind === 'other' && (
        <Alert type="error" live>
          {intl.formatMessage({ id: 'errors.generic' })}
        </Alert>
      )}
      <Form
        errorSummaryTitle={intl.formatMessage({ id: 'layout.error-summary.title' })}
        validationErrors={serverErrors}
        onSubmit={submit}
      >
        <EmailField
          name="login"
          label={intl.formatMessage({ id: 'email-form.email.label' })}
          defaultValue={initialLogin}
          autoComplete="username"
          onChange={retry}
          isRequired
          errorMessage={fieldErrorMessage({
            missing: intl.formatMessage({ id: 'errors.email-required' }),
            invalid: intl.formatMessage({ id: 'errors.email' }),
          })}
        />
        <TextField
          name="password"
          type="password"
          label={intl.formatMessage({ id: 'login.password.label' })}
          description={passwordHint}
          autoComplete="current-password"
          autoFocus={initialLogin !== undefined}
          onChange={retry}
          isRequired
          errorMessage={fieldErrorMessage({
            missing: intl.formatMessage({ id: 'errors.password-required' }),
          })}
        />
        <Button
          type="submit"
          isPending={login.isPending}
          pendingLabel={intl.formatMessage({ id: 'ui.loading' })}
        >
          {intl.formatMessage({ id: 'login.submit' })}
        </Button>
      </Form>
    </>
  );
}
