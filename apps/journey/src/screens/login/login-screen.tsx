import { LoginForm } from '@souscrire/app-kit/login-form';
import { type Locale, localizedPath } from '@souscrire/i18n';
import { Alert } from '@souscrire/ui/alert';
import { Heading } from '@souscrire/ui/heading';
import { useRouteContext, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { JourneyServices } from '../../app/journey-services.ts';
import { useText } from '../../app/use-text.ts';
import { ALREADY_CLIENT, type LoginSearch, returnPath } from './login-search.ts';

type LoginContext = JourneyServices & { tenant: string; locale: Locale };

/**
 * The client login inside the journey: the apps' one login form (`LoginForm` of `@souscrire/app-kit`), reached
 * by the client guard when the subscription's e-mail is a client's (the e-mail prefilled). The journey's web
 * server keeps the session it opens (an HttpOnly cookie), and the screen goes back to the step the visitor
 * wanted.
 */
export function LoginScreen() {
  const t = useText();
  const router = useRouter();
  const { clientFor, tenant, session, locale } = useRouteContext({ strict: false }) as LoginContext;
  const search = useSearch({ strict: false }) as LoginSearch;
  // Arriving here from a screen's Continue (an e-mail that already has a customer space), the focus moves to
  // the heading, as on every screen of the journey.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

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
      <LoginForm
        client={clientFor(tenant)}
        initialLogin={search.login}
        passwordHint={t('login.password.hint')}
        onLoggedIn={async () => {
          session.logIn();
          await router.navigate({ href: returnPath(search.redirect, localizedPath('home', locale, {})) });
        }}
      />
    </section>
  );
}
