import type { CoreApiClient } from '@souscrire/core-api';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { Link } from '@souscrire/ui/link';
import { TextField } from '@souscrire/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { PasskeySignIn } from './passkey-sign-in.tsx';

/** Why the login failed, as the page tells it. */
type LoginFailure = { kind: 'credentials' } | { kind: 'throttled'; seconds: number } | { kind: 'other' };

/** Props of {@link LoginPage}. */
export type LoginPageProps = {
  api: CoreApiClient;
  /** The login to prefill (the intent's `login`). */
  initialLogin?: string | undefined;
  /** `already_client` says this e-mail already has a customer space. */
  reason?: string | undefined;
  /** The session ended on a 401: say so. */
  sessionEnded?: boolean;
  /** Told that the login opened a session (the web server keeps its token in an HttpOnly cookie). */
  onLoggedIn: () => void;
  /** The forgotten-password page's address. */
  forgottenHref: string;
  /** Told whether the form shows errors (UX: the page title then gains an 'Error' prefix). */
  onErrorsChange?: (hasErrors: boolean) => void;
};

async function logIn(api: CoreApiClient, login: string, password: string): Promise<void> {
  const { data, error, response } = await api.POST('/v2/clients/authentication', {
    body: { login, password },
  });
  if (data) return;
  const failure: LoginFailure =
    response.status === 401
      ? { kind: 'credentials' }
      : response.status === 429
        ? { kind: 'throttled', seconds: Number(response.headers.get('retry-after') ?? 60) || 60 }
        : { kind: 'other' };
  throw Object.assign(new Error(error?.message ?? 'login failed'), { failure });
}

/**
 * The login page (login and password, `clients/authentication`): two labelled
 * fields in a react-aria form; a failed submit shows the error summary, which takes focus, and each message
 * next to its field. Wrong credentials and too many attempts are told on the password field; other failures
 * in an alert. What was typed stays.
 */
export function LoginPage({
  api,
  initialLogin,
  reason,
  sessionEnded = false,
  onLoggedIn,
  onErrorsChange,
  forgottenHref,
}: LoginPageProps) {
  const intl = useIntl();
  // A native check failed (empty field) since the last submit.
  const [incomplete, setIncomplete] = useState(false);
  const login = useMutation({
    mutationFn: ({ user, password }: { user: string; password: string }) => logIn(api, user, password),
    onSuccess: () => onLoggedIn(),
  });
  const failure = (login.error as (Error & { failure?: LoginFailure }) | null)?.failure;
  const passwordError =
    failure?.kind === 'credentials'
      ? intl.formatMessage({ id: MESSAGES.loginInvalid })
      : failure?.kind === 'throttled'
        ? intl.formatMessage({ id: MESSAGES.loginTooMany }, { seconds: failure.seconds })
        : undefined;
  // One object per message: the form summarises (and focuses) each new set of server errors.
  const serverErrors = useMemo(
    (): Record<string, string> => (passwordError === undefined ? {} : { password: passwordError }),
    [passwordError],
  );

  // A new login or password is a new try: the server's message no longer applies (nor blocks the submit).
  const retry = () => {
    if (login.isError) login.reset();
  };

  useEffect(() => {
    onErrorsChange?.(incomplete || failure !== undefined);
  }, [incomplete, failure, onErrorsChange]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIncomplete(false);
    const form = new FormData(event.currentTarget);
    login.mutate({
      user: String(form.get('login') ?? '').trim(),
      password: String(form.get('password') ?? ''),
    });
  };

  return (
    <section
      className="sc-space-login"
      aria-labelledby="sc-space-login-title"
      // 'invalid' does not bubble: caught on the way down, it says the form shows errors.
      onInvalidCapture={() => setIncomplete(true)}
    >
      <Heading level={1} id="sc-space-login-title">
        {intl.formatMessage({ id: MESSAGES.loginTitle })}
      </Heading>
      {reason === 'already_client' && (
        <Alert type="info">{intl.formatMessage({ id: MESSAGES.loginAlreadyClient })}</Alert>
      )}
      {sessionEnded && <Alert type="warning">{intl.formatMessage({ id: MESSAGES.loginSessionEnded })}</Alert>}
      {failure?.kind === 'other' && (
        <Alert type="error" live>
          {intl.formatMessage({ id: MESSAGES.errorGeneric })}
        </Alert>
      )}
      <p>{intl.formatMessage({ id: MESSAGES.loginIntro })}</p>
      <Form
        errorSummaryTitle={intl.formatMessage({ id: MESSAGES.formErrorSummary })}
        validationErrors={serverErrors}
        onSubmit={submit}
      >
        <TextField
          name="login"
          type="text"
          inputMode="email"
          autoComplete="username"
          onChange={retry}
          label={intl.formatMessage({ id: MESSAGES.loginLoginLabel })}
          defaultValue={initialLogin}
          isRequired
          errorMessage={fieldErrorMessage({
            missing: intl.formatMessage({ id: MESSAGES.loginLoginRequired }),
          })}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          onChange={retry}
          label={intl.formatMessage({ id: MESSAGES.loginPasswordLabel })}
          isRequired
          errorMessage={fieldErrorMessage({
            missing: intl.formatMessage({ id: MESSAGES.loginPasswordRequired }),
          })}
        />
        <Button
          type="submit"
          isPending={login.isPending}
          pendingLabel={intl.formatMessage({ id: MESSAGES.loading })}
        >
          {intl.formatMessage({ id: MESSAGES.loginSubmit })}
        </Button>
      </Form>
      <PasskeySignIn api={api} onLoggedIn={onLoggedIn} />
      <p>
        <Link href={forgottenHref}>{intl.formatMessage({ id: MESSAGES.loginForgotten })}</Link>
      </p>
    </section>
  );
}
