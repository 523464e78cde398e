import { withHandOff } from '@souscrire/core-api/client-session';
import {
  detectLocale,
  formatLocale,
  LANGUAGES,
  type Locale,
  loadMessages,
  type MessageId,
  parseLocale,
} from '@souscrire/i18n';
import { I18nProvider, useIntl } from '@souscrire/i18n/react';
import { getTheme, type Theme } from '@souscrire/theming';
import { Button } from '@souscrire/ui/button';
import { Footer, translateFooter } from '@souscrire/ui/footer';
import { LanguageSwitcher } from '@souscrire/ui/language-switcher';
import { LayoutShell } from '@souscrire/ui/layout-shell';
import { Link, LinkRouterProvider } from '@souscrire/ui/link';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { safeRedirect } from '../router/safe-redirect.ts';
import { type SpaceScreen, screenOf } from '../router/screen-of.ts';
import { parseSpaceRoute, type SpaceRoute, spacePath } from '../router/space-route.ts';
import { useLocation } from '../router/use-location.ts';
import { AccountPage } from '../screens/account-page.tsx';
import { ContractsPage } from '../screens/contracts-page.tsx';
import { ForgottenPage } from '../screens/forgotten-page.tsx';
import { HelpPage } from '../screens/help-page.tsx';
import { LoginPage } from '../screens/login-page.tsx';
import { NotFoundPage } from '../screens/not-found-page.tsx';
import { PasswordPage } from '../screens/password-page.tsx';
import { VerifyPage } from '../screens/verify-page.tsx';
import { MESSAGES } from './message-ids.ts';
import { spaceKeys } from './space-keys.ts';
import type { SpaceServices } from './space-services.ts';
import { useDocumentTheme } from './use-document-theme.ts';

type Page = Extract<SpaceRoute, { kind: 'page' }>;

/** Each screen's heading, which is also its page title. */
const TITLES: Readonly<Record<SpaceScreen, MessageId>> = {
  login: MESSAGES.loginTitle,
  contracts: MESSAGES.contractsTitle,
  forgotten: MESSAGES.forgottenTitle,
  password: MESSAGES.passwordTitle,
  account: MESSAGES.accountTitle,
  help: MESSAGES.helpTitle,
  verify: MESSAGES.verifyTitle,
};

/**
 * The same page in each language, keeping the country (so the tenant) and the query (a login's prefilled
 * address and its way back): as the journey's language links.
 */
function languageLinks(route: Page, text: (id: MessageId) => string) {
  const country = parseLocale(route.locale)?.country;
  return LANGUAGES.map((language) => {
    const target = formatLocale(language, country);
    return {
      language,
      label: text(`language.${language}`),
      href: spacePath(target, route.page, Object.fromEntries(route.search)),
      current: target === route.locale,
    };
  });
}

function Frame({ services, route, theme }: { services: SpaceServices; route: Page; theme: Theme }) {
  const intl = useIntl();
  const { session, navigation, api, queryClient } = services;
  const loggedIn = useSyncExternalStore(session.subscribe, session.signedIn);
  // A session that disappears without the logout button was ended by the core (401): the login page says so.
  const [sessionEnded, setSessionEnded] = useState(false);
  const leaving = useRef(false);
  useEffect(
    () =>
      session.subscribe(() => {
        if (!session.signedIn() && !leaving.current) setSessionEnded(true);
        // The client's data goes with the session, every tenant's; the messages stay.
        if (!session.signedIn()) queryClient.removeQueries({ queryKey: spaceKeys.allClients() });
      }),
    [session, queryClient],
  );
  const screen = screenOf(route, loggedIn);
  const move = typeof screen === 'object' ? screen.go : undefined;
  useEffect(() => {
    if (move) navigation.go(move, { replace: true });
  }, [move, navigation]);

  const [formErrors, setFormErrors] = useState(false);
  const pageTitle = intl.formatMessage({
    id: typeof screen === 'object' ? MESSAGES.loginTitle : TITLES[screen],
  });
  // UX: a page whose form shows errors says so first in its title.
  const title =
    screen === 'login' && formErrors
      ? intl.formatMessage({ id: MESSAGES.formErrorPrefix }, { title: pageTitle })
      : pageTitle;
  useDocumentTheme(theme, route.locale, title);

  const tenant = theme.tenantId;
  const journeyUrl = services.journeyUrl(tenant);
  const afterLogin = async () => {
    leaving.current = false;
    setSessionEnded(false);
    session.logIn();
    const target = safeRedirect(route.search.get('redirect_uri'), services.origin, [
      journeyUrl,
      services.config.journeyUrl,
    ]);
    if (target === undefined) {
      navigation.go(spacePath(route.locale, 'contracts'), { replace: true });
      return;
    }
    // The session goes with a single-use hand-off code, which the journey exchanges for its own (its host may
    // be another, out of the cookie's reach): never the token in the address.
    navigation.go(await withHandOff(api, session, target));
  };
  const logOut = async () => {
    leaving.current = true;
    // Logout ends the session on the server, whose answer removes the session cookie; the app forgets the
    // session even if that call fails.
    await api.DELETE('/v2/clients/session').catch(() => undefined);
    session.logOut();
    navigation.go(spacePath(route.locale, 'login'));
  };

  const text = (id: MessageId) => intl.formatMessage({ id });
  const config = services.config;
  return (
    <LayoutShell
      skipLinkLabel={text(MESSAGES.layoutSkipLink)}
      logo={
        <Link
          className="sc-space-logo"
          href={spacePath(route.locale, 'contracts')}
          aria-label={intl.formatMessage({ id: MESSAGES.layoutHomeLink }, { brand: theme.name })}
        >
          <img src={theme.logo.src} alt="" width={theme.logo.width} height={theme.logo.height} />
        </Link>
      }
      headerActions={
        <>
          <LanguageSwitcher
            label={text(MESSAGES.layoutLanguages)}
            links={languageLinks(route, text)}
            onNavigate={(href) => navigation.go(href)}
          />
          <Link className="sc-space-header-link" href={spacePath(route.locale, 'help')}>
            {text(MESSAGES.layoutHelpLink)}
          </Link>
          {loggedIn && (
            <>
              <Link className="sc-space-header-link" href={spacePath(route.locale, 'account')}>
                {text(MESSAGES.accountLink)}
              </Link>
              <Button variant="secondary" size="sm" onPress={logOut}>
                {text(MESSAGES.layoutLogout)}
              </Button>
            </>
          )}
        </>
      }
      footer={
        // The theme's footer keys are message ids of the catalogues (theming depends on no catalogue).
        <Footer
          {...translateFooter(theme.footer, (key) => text(key as MessageId))}
          socialTitle={text(MESSAGES.footerSocialTitle)}
        />
      }
    >
      <div className="sc-space-page">
        {screen === 'login' && (
          <LoginPage
            api={api}
            initialLogin={route.search.get('login') ?? undefined}
            reason={route.search.get('reason') ?? undefined}
            sessionEnded={sessionEnded}
            onErrorsChange={setFormErrors}
            onLoggedIn={afterLogin}
            forgottenHref={spacePath(route.locale, 'forgotten')}
          />
        )}
        {screen === 'forgotten' && (
          <ForgottenPage
            api={api}
            locale={route.locale}
            initialLogin={route.search.get('login') ?? undefined}
          />
        )}
        {screen === 'password' && (
          <PasswordPage api={api} locale={route.locale} token={route.search.get('token') ?? ''} />
        )}
        {screen === 'account' && <AccountPage api={api} />}
        {screen === 'help' && (
          <HelpPage
            locale={route.locale}
            brand={theme.name}
            phone={config.tenants[tenant]?.supportPhone ?? config.supportPhone}
          />
        )}
        {screen === 'verify' && (
          <VerifyPage api={api} tenant={tenant} locale={route.locale} code={route.search.get('code') ?? ''} />
        )}
        {screen === 'contracts' && (
          <ContractsPage
            api={api}
            tenant={tenant}
            locale={route.locale}
            journeyUrl={journeyUrl}
            session={session}
          />
        )}
      </div>
    </LayoutShell>
  );
}

/**
 * The customer space: reads the route, loads the locale's messages lazily, dresses the page in the tenant's
 * theme (host first, then the locale's country), and shows login or contracts. `/` goes to the detected
 * locale's contracts; an unknown path is a not-found page.
 */
export function SpaceApp({ services }: { services: SpaceServices }) {
  const url = useLocation(services.navigation);
  const route = parseSpaceRoute(url.pathname, url.search);
  const locale: Locale =
    route.kind === 'page'
      ? route.locale
      : detectLocale({
          pathPrefix: url.pathname,
          cookie: document.cookie,
          browserLanguages: navigator.languages,
        }).locale;
  const messages = useQuery(
    {
      queryKey: spaceKeys.messages(locale),
      queryFn: () => loadMessages(locale),
      staleTime: Number.POSITIVE_INFINITY,
    },
    services.queryClient,
  );
  const atRoot = url.pathname === '/';
  useEffect(() => {
    if (atRoot) services.navigation.go(spacePath(locale, 'contracts'), { replace: true });
  }, [atRoot, locale, services.navigation]);

  const theme = getTheme(services.tenantFor(locale.slice(3)));
  if (!messages.data) return null;
  return (
    <QueryClientProvider client={services.queryClient}>
      <I18nProvider locale={locale} messages={messages.data}>
        <LinkRouterProvider navigate={(path) => services.navigation.go(path)}>
          {route.kind === 'page' ? (
            <Frame services={services} route={route} theme={theme} />
          ) : atRoot ? null : (
            <NotFoundPage locale={locale} theme={theme} />
          )}
        </LinkRouterProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
