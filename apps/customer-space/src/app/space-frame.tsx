import { useThemedDocument } from '@souscrire/app-kit';
import { withHandOff } from '@souscrire/core-api/client-session';
import { formatLocale, LANGUAGES, type Locale, type MessageId, parseLocale } from '@souscrire/i18n';
import { useIntl } from '@souscrire/i18n/react';
import { pageTitle, type Theme } from '@souscrire/theming';
import { Button } from '@souscrire/ui/button';
import { Footer, translateFooter } from '@souscrire/ui/footer';
import { LanguageSwitcher } from '@souscrire/ui/language-switcher';
import { LayoutShell } from '@souscrire/ui/layout-shell';
import { Link } from '@souscrire/ui/link';
import { Outlet, useRouteContext, useRouter, useRouterState } from '@tanstack/react-router';
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { safeRedirect } from '../router/safe-redirect.ts';
import type { SpaceScreen } from '../router/screen-of.ts';
import { SPACE_PAGES, type SpacePage, spacePath } from '../router/space-route.ts';
import { AccountPage } from '../screens/account-page.tsx';
import { ContractsPage } from '../screens/contracts-page.tsx';
import { EmailPage } from '../screens/email-page.tsx';
import { ForgottenPage } from '../screens/forgotten-page.tsx';
import { HelpPage } from '../screens/help-page.tsx';
import { LoginPage } from '../screens/login-page.tsx';
import { PasswordPage } from '../screens/password-page.tsx';
import { VerifyPage } from '../screens/verify-page.tsx';
import { MESSAGES } from './message-ids.ts';
import { spaceKeys } from './space-keys.ts';
import type { SpaceServices } from './space-services.ts';

/** What the routes put in their context: the services, the page's locale and theme, and a page's screen. */
export type SpaceRouteContext = SpaceServices & { locale: Locale; theme: Theme; screen?: SpaceScreen };

/** Each screen's heading, which is also its page title. */
const TITLES: Readonly<Record<SpaceScreen, MessageId>> = {
  login: MESSAGES.loginTitle,
  contracts: MESSAGES.contractsTitle,
  forgotten: MESSAGES.forgottenTitle,
  password: MESSAGES.passwordTitle,
  email: MESSAGES.emailTitle,
  account: MESSAGES.accountTitle,
  help: MESSAGES.helpTitle,
  verify: MESSAGES.verifyTitle,
};

/** What the frame gives the login screen: the session's end told, the title's error prefix, the way on. */
type FrameLink = {
  sessionEnded: boolean;
  onErrorsChange: (hasErrors: boolean) => void;
  onLoggedIn: () => Promise<void>;
};
const FrameContext = createContext<FrameLink | null>(null);

/** The page and query of the address now (`/fr-FR/login?login=a`: login, its query). */
function usePlace(): { page: SpacePage; search: URLSearchParams } {
  const { pathname, searchStr } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, searchStr: state.location.searchStr }),
    structuralSharing: true,
  });
  const segment = pathname.split('/').filter(Boolean)[1];
  const page = SPACE_PAGES.find((candidate) => candidate === segment) ?? 'contracts';
  return { page, search: new URLSearchParams(searchStr) };
}

/**
 * The same page in each language, keeping the country (so the tenant) and the query (a login's prefilled
 * address and its way back): as the journey's language links.
 */
function languageLinks(
  locale: Locale,
  place: { page: SpacePage; search: URLSearchParams },
  text: (id: MessageId) => string,
) {
  const country = parseLocale(locale)?.country;
  return LANGUAGES.map((language) => {
    const target = formatLocale(language, country);
    return {
      language,
      label: text(`language.${language}`),
      href: spacePath(target, place.page, Object.fromEntries(place.search)),
      current: target === locale,
    };
  });
}

/**
 * The frame of every page of a locale (the locale route's component): the tenant's theme and title, the
 * header (languages, help, account, logout), the footer, and the page's screen. A session that ends makes the
 * router check its pages again, so a page that needs one leads to login.
 */
export function SpaceFrame() {
  const intl = useIntl();
  const router = useRouter();
  const context = useRouteContext({ strict: false }) as SpaceRouteContext;
  const { session, api, queryClient, locale, theme } = context;
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
        void router.invalidate();
      }),
    [session, queryClient, router],
  );
  const screen = useRouterState({
    select: (state) => (state.matches.at(-1)?.context as Partial<SpaceRouteContext> | undefined)?.screen,
  });
  const place = usePlace();

  const [formErrors, setFormErrors] = useState(false);
  const screenTitle = intl.formatMessage({ id: TITLES[screen ?? 'login'] });
  // UX: a page whose form shows errors says so first in its title.
  const title =
    screen === 'login' && formErrors
      ? intl.formatMessage({ id: MESSAGES.formErrorPrefix }, { title: screenTitle })
      : screenTitle;
  useThemedDocument(theme, locale, pageTitle(title, theme));

  const journeyUrl = context.journeyUrl(theme.tenantId);
  const onLoggedIn = async () => {
    leaving.current = false;
    setSessionEnded(false);
    const target = safeRedirect(place.search.get('redirect_uri'), context.origin, [
      journeyUrl,
      context.config.journeyUrl,
    ]);
    session.logIn();
    if (target === undefined) {
      await router.navigate({ href: spacePath(locale, 'contracts'), replace: true });
      return;
    }
    // The session goes with a single-use hand-off code, which the journey exchanges for its own (its host may
    // be another, out of the cookie's reach): never the token in the address.
    context.leave(await withHandOff(api, session, target));
  };
  const logOut = async () => {
    leaving.current = true;
    // Logout ends the session on the server, whose answer removes the session cookie; the app forgets the
    // session even if that call fails.
    await api.DELETE('/v2/clients/session').catch(() => undefined);
    session.logOut();
    await router.navigate({ href: spacePath(locale, 'login') });
  };

  const text = (id: MessageId) => intl.formatMessage({ id });
  return (
    <LayoutShell
      skipLinkLabel={text(MESSAGES.layoutSkipLink)}
      logo={
        <Link
          className="sc-space-logo"
          href={spacePath(locale, 'contracts')}
          aria-label={intl.formatMessage({ id: MESSAGES.layoutHomeLink }, { brand: theme.name })}
        >
          <img src={theme.logo.src} alt="" width={theme.logo.width} height={theme.logo.height} />
        </Link>
      }
      headerActions={
        <>
          <LanguageSwitcher
            label={text(MESSAGES.layoutLanguages)}
            links={languageLinks(locale, place, text)}
            onNavigate={(href) => router.navigate({ href })}
          />
          <Link className="sc-space-header-link" href={spacePath(locale, 'help')}>
            {text(MESSAGES.layoutHelpLink)}
          </Link>
          {loggedIn && (
            <>
              <Link className="sc-space-header-link" href={spacePath(locale, 'account')}>
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
        <FrameContext value={{ sessionEnded, onErrorsChange: setFormErrors, onLoggedIn }}>
          <Outlet />
        </FrameContext>
      </div>
    </LayoutShell>
  );
}

/** The screens that show the client's data: gone with the session. */
const NEEDS_SESSION: ReadonlySet<SpaceScreen | undefined> = new Set(['contracts', 'account']);

/**
 * A page's screen (each page route's component), as its route decided it with the session known. A screen of
 * the client's data leaves in the same render as the session (a logout, a 401), before the router has led to
 * login: left on screen, its reads would ask the core again without a session.
 */
export function SpaceScreenPage() {
  const context = useRouteContext({ strict: false }) as SpaceRouteContext;
  const frame = useContext(FrameContext);
  const { search } = usePlace();
  const { api, locale, theme, config, session } = context;
  const loggedIn = useSyncExternalStore(session.subscribe, session.signedIn);
  const tenant = theme.tenantId;
  if (NEEDS_SESSION.has(context.screen) && !loggedIn) return null;
  switch (context.screen) {
    case 'login':
      return (
        <LoginPage
          api={api}
          tenant={tenant}
          initialLogin={search.get('login') ?? undefined}
          reason={search.get('reason') ?? undefined}
          sessionEnded={frame?.sessionEnded ?? false}
          onErrorsChange={frame?.onErrorsChange}
          onLoggedIn={() => frame?.onLoggedIn()}
          forgottenHref={spacePath(locale, 'forgotten')}
        />
      );
    case 'forgotten':
      return (
        <ForgottenPage
          api={api}
          tenant={tenant}
          locale={locale}
          initialLogin={search.get('login') ?? undefined}
        />
      );
    case 'password':
      return <PasswordPage api={api} tenant={tenant} locale={locale} token={search.get('token') ?? ''} />;
    case 'email':
      return <EmailPage api={api} tenant={tenant} locale={locale} token={search.get('token') ?? ''} />;
    case 'account':
      return <AccountPage api={api} tenant={tenant} locale={locale} />;
    case 'help':
      return (
        <HelpPage
          locale={locale}
          brand={theme.name}
          phone={config.tenants[tenant]?.supportPhone ?? config.supportPhone}
        />
      );
    case 'verify':
      return <VerifyPage api={api} tenant={tenant} locale={locale} code={search.get('code') ?? ''} />;
    case 'contracts':
      return (
        <ContractsPage
          api={api}
          tenant={tenant}
          locale={locale}
          journeyUrl={context.journeyUrl(tenant)}
          session={session}
          brand={theme.name}
        />
      );
    case undefined:
      return null;
  }
}
