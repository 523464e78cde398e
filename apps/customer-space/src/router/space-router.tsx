import { detectLocale, isLocale, type Locale, loadMessages } from '@souscrire/i18n';
import { I18nProvider } from '@souscrire/i18n/react';
import { getTheme } from '@souscrire/theming';
import { LinkRouterProvider } from '@souscrire/ui/link';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  notFound,
  Outlet,
  redirect,
  useRouteContext,
  useRouter,
} from '@tanstack/react-router';
import { SpaceFrame, type SpaceRouteContext, SpaceScreenPage } from '../app/space-frame.tsx';
import { spaceKeys } from '../app/space-keys.ts';
import type { SpaceServices } from '../app/space-services.ts';
import { NotFoundPage } from '../screens/not-found-page.tsx';
import { screenOf } from './screen-of.ts';
import { SPACE_PAGES, type SpacePage, spacePath } from './space-route.ts';

/** A locale's messages, loaded once (the catalogue's chunk). */
const messagesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: spaceKeys.messages(locale),
    queryFn: () => loadMessages(locale),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The root's frame: the locale's messages and the links followed by the router. */
function SpaceRoot() {
  const { locale, queryClient } = useRouteContext({ strict: false }) as SpaceRouteContext;
  const router = useRouter();
  const messages = useQuery(messagesQuery(locale), queryClient).data;
  if (!messages) return null;
  return (
    <I18nProvider locale={locale} messages={messages}>
      <LinkRouterProvider navigate={(href) => router.navigate({ href })}>
        <Outlet />
      </LinkRouterProvider>
    </I18nProvider>
  );
}

function SpaceNotFound() {
  const { locale, theme } = useRouteContext({ strict: false }) as SpaceRouteContext;
  return <NotFoundPage locale={locale} theme={theme} />;
}

/**
 * The root: the page's locale (the address's prefix, else the one detected from the cookie and the browser),
 * the tenant's theme (host first, then the locale's country) and the locale's messages; an unknown address is
 * the not-found page.
 */
const rootRoute = createRootRouteWithContext<SpaceServices>()({
  beforeLoad: ({ context, location }) => {
    const prefix = location.pathname.split('/').filter(Boolean)[0];
    const locale: Locale = isLocale(prefix)
      ? prefix
      : detectLocale({
          pathPrefix: location.pathname,
          cookie: document.cookie,
          browserLanguages: navigator.languages,
        }).locale;
    return { locale, theme: getTheme(context.tenantFor(locale.slice(3))) };
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(messagesQuery(context.locale)),
  component: SpaceRoot,
  notFoundComponent: SpaceNotFound,
});

/** `/` leads to the detected locale's contracts. */
const bareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    throw redirect({ href: spacePath(context.locale, 'contracts'), replace: true });
  },
});

/** The `{lang}-{COUNTRY}` prefix of every page, in the frame; an unknown prefix is not found. */
const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$locale',
  beforeLoad: ({ params }) => {
    if (!isLocale(params.locale)) throw notFound();
  },
  component: SpaceFrame,
});

/** The locale's root leads to its contracts (the login page when logged out). */
const localeIndexRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    throw redirect({ href: spacePath(context.locale, 'contracts'), replace: true });
  },
});

/**
 * A page: which screen it shows is decided before it loads, with the session known ({@link screenOf}); a page
 * that needs a session (or a login already held) leads to another, keeping what login uses.
 */
function pageRoute(page: SpacePage) {
  return createRoute({
    getParentRoute: () => localeRoute,
    path: page,
    beforeLoad: ({ context, location }) => {
      const place = { locale: context.locale, page, search: new URLSearchParams(location.searchStr) };
      const screen = screenOf(place, context.session.signedIn());
      if (typeof screen === 'object') throw redirect({ href: screen.go, replace: true });
      return { screen };
    },
    component: SpaceScreenPage,
  });
}

const routeTree = rootRoute.addChildren([
  bareRoute,
  localeRoute.addChildren([localeIndexRoute, ...SPACE_PAGES.map(pageRoute)]),
]);

/**
 * Creates the customer space's router (TanStack Router, code-based routes as the journey's), its services as
 * context. A query stays plain text (`?code=0123` is the string '0123', not a number).
 *
 * @example
 * const router = createSpaceRouter(services);
 * <RouterProvider router={router} />
 */
export function createSpaceRouter(services: SpaceServices) {
  return createRouter({
    routeTree,
    context: services,
    parseSearch: (search) => Object.fromEntries(new URLSearchParams(search)),
    stringifySearch: (search) => {
      const query = new URLSearchParams(search as Record<string, string>).toString();
      return query ? `?${query}` : '';
    },
    scrollRestoration: false,
  });
}

/** The customer space's router type. */
export type SpaceRouter = ReturnType<typeof createSpaceRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: SpaceRouter;
  }
}
