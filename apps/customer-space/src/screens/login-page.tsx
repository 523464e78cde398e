import { LoginForm } from '@souscrire/app-kit/login-form';
import type { CoreApiClient } from '@souscrire/core-api';
import { useIntl } from '@souscrire/i18n/react';
import { Alert } from '@souscrire/ui/alert';
import { ErrorSummaryShownContext } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { Link } from '@souscrire/ui/link';
import { useCallback } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { PasskeySignIn } from './passkey-sign-in.tsx';

/** Props of {@link LoginPage}. */
export type LoginPageProps = {
  api: CoreApiClient;
  tenant: string;
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
  /** Told whether the form shows its error summary (UX: the page title then gains an 'Error' prefix). */
  onErrorsChange?: ((hasErrors: boolean) => void) | undefined;
};

/**
 * The login page: the apps' one login form (`LoginForm` of `@souscrire/app-kit`: e-mail address and password,
 * `clients/authentication`), and what only the customer space offers beside it: the passkey sign-in and the
 * forgotten-password link.
 */
export function LoginPage({
  api,
  tenant,
  initialLogin,
  reason,
  sessionEnded = false,
  onLoggedIn,
  onErrorsChange,
  forgottenHref,
}: LoginPageProps) {
  const intl = useIntl();
  // The form's error summary shown is the page's errors, until it goes.
  const summaryShown = useCallback(() => {
    onErrorsChange?.(true);
    return () => onErrorsChange?.(false);
  }, [onErrorsChange]);

  return (
    <section className="sc-space-login" aria-labelledby="sc-space-login-title">
      <Heading level={1} id="sc-space-login-title">
        {intl.formatMessage({ id: MESSAGES.loginTitle })}
      </Heading>
      {reason === 'already_client' && (
        <Alert type="info">{intl.formatMessage({ id: MESSAGES.loginAlreadyClient })}</Alert>
      )}
      {sessionEnded && <Alert type="warning">{intl.formatMessage({ id: MESSAGES.loginSessionEnded })}</Alert>}
      <p>{intl.formatMessage({ id: MESSAGES.loginIntro })}</p>
      <ErrorSummaryShownContext value={summaryShown}>
        <LoginForm client={api} initialLogin={initialLogin} onLoggedIn={onLoggedIn} />
      </ErrorSummaryShownContext>
      <PasskeySignIn api={api} tenant={tenant} onLoggedIn={onLoggedIn} />
      <p>
        <Link href={forgottenHref}>{intl.formatMessage({ id: MESSAGES.loginForgotten })}</Link>
      </p>
    </section>
  );
}
