import { normalizeError } from '@souscrire/core-api';
import { type Locale, localizedPath } from '@souscrire/i18n';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { EmailField } from '@souscrire/ui/email-field';
import { Form, fieldErrorMessage } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { TextField } from '@souscrire/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { JourneyServices } from '../../app/journey-services.ts';
import { useText } from '../../app/use-text.ts';
import { CoreRequestError } from '../../core/core-request-error.ts';
import { unwrap } from '../../core/unwrap.ts';
import { ALREADY_CLIENT, type LoginSearch, returnPath } from './login-search.ts';

type LoginContext = JourneyServices & { tenant: string; locale: Locale };

type Credentials = { login: string; password: string };

/**
 * The client login inside the journey (login and password,
 * `clients/authentication`): reached by the client guard when the subscription's e-mail is a client's (the
 * e-mail prefilled), the journey's web server keeps the session it opens (an HttpOnly cookie), and the screen goes back to the
 * step the visitor wanted. Wrong credentials and too many attempts are said on the form, in the visitor's
 * language; what was typed stays.
 */
export function LoginScreen() {
  const t = useText();
  const router = useRouter();
  const { clientFor, tenant, session, locale } = useRouteContext({ strict: false }) as LoginContext;
  const search = useSearch({ strict: false }) as LoginSearch;
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Arriving here from a screen's Continue (an e-mail that already has a customer space), the focus moves to
  // the heading, as on every screen of the journey.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const logIn = useMutation({
    mutationFn: async (credentials: Credentials) => {
      // The journey's web server keeps the session it opens in an HttpOnly cookie.
      unwrap(await clientFor(tenant).POST('/v2/clients/authentication', { body: credentials }));
    },
    onSuccess: async () => {
      session.logIn();
      await router.navigate({ href: returnPath(search.redirect, localizedPath('home', locale, {})) });
    },
    onError: (error) => {
      const refused = error instanceof CoreRequestError ? error.status : undefined;
      const invalid = refused === 401;
      const message =
        refused === 429 && error instanceof CoreRequestError
          ? t('errors.too-many-requests', { minutes: error.retryAfterMinutes })
          : invalid
            ? t('login.error.invalid')
            : (normalizeError(error).message ?? t('errors.generic'));
      // On the password field, so the error summary links to it and the visitor types it again.
      setErrors({ password: message });
    },
  });

  return (
    <section className="sc-login">
      <Heading level={1} ref={heading} tabIndex={-1}>
        {t('login.title')}
      </Heading>
      {search.reason === ALREADY_CLIENT ? (
        <Alert type="info">{t('login.already-client')}</Alert>
      ) : (
        <p>{t('login.intro')}</p>
      )}
      <Form
        errorSummaryTitle={t('layout.error-summary.title')}
        validationErrors={errors}
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setErrors({});
          logIn.mutate({
            login: String(data.get('login') ?? ''),
            password: String(data.get('password') ?? ''),
          });
        }}
      >
        <EmailField
          name="login"
          label={t('email-form.email.label')}
          defaultValue={search.login}
          autoComplete="username"
          isRequired
          errorMessage={fieldErrorMessage({
            missing: t('errors.email-required'),
            invalid: t('errors.email'),
          })}
        />
        <TextField
          name="password"
          type="password"
          label={t('login.password.label')}
          description={t('login.password.hint')}
          autoComplete="current-password"
          autoFocus={search.login !== undefined}
          isRequired
          errorMessage={fieldErrorMessage({ missing: t('errors.password-required') })}
        />
        <Button type="submit" isPending={logIn.isPending} pendingLabel={t('ui.loading')}>
          {t('login.submit')}
        </Button>
      </Form>
    </section>
  );
}
