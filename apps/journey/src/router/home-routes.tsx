import { LANGUAGES, type Language, localizedPath, ROUTE_WORDS } from '@souscrire/i18n';
import { customerSpaceIntentUrl, resolveIntent } from '@souscrire/workflow';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createRoute, notFound, Outlet, redirect, useRouteContext } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { customerAreaBaseUrl, marketplaceUrl } from '../config/tenant-addresses.ts';
import { DefaultLayout } from '../layouts/default-layout.tsx';
import { lazyScreen } from '../runtime/lazy-screen.ts';
import { HomeScreen } from '../screens/home/home-screen.tsx';
import { loginSearchSchema } from '../screens/login/login-search.ts';
import { journeyMutations, runMutation } from './journey-mutations.ts';
import { journeyQueries } from './journey-queries.ts';
import { localeRoute } from './locale-route.ts';
import { preloadJourneyStart } from './prefetch-neighbours.ts';

/** The default layout (header, content, footer) with the route's page. */
function DefaultLayoutOutlet() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}

/** The default layout (header, content, footer) for the pages outside a subscription. */
export const defaultLayoutRoute = createRoute({
  getParentRoute: () => localeRoute,
  id: 'default',
  beforeLoad: async ({ context, preload }) => {
    if (!preload) await context.shell.set({ overrides: undefined });
  },
  component: DefaultLayoutOutlet,
  // What waits here is the home page's first view (it has no suspense boundary of its own): nothing is painted
  // until it can be painted whole, not even the pending status, which the page would push aside.
  pendingComponent: () => null,
});

/** The home screen with the catalogue its loader fetched. */
function HomeRouteScreen() {
  const { api, tenant, country } = useRouteContext({ from: homeRoute.id });
  const { data: catalogue } = useSuspenseQuery(journeyQueries.products(api, tenant, country));
  return <HomeScreen catalogue={catalogue} />;
}

/**
 * Home, the named index route and target of go-back buttons: choose a product. In production the
 * route group guard sends visitors to the tenant's marketplace instead (external navigation).
 */
export const homeRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: '/',
  staticData: { routeName: 'home', titleMessage: 'home.title' },
  beforeLoad: ({ context }) => {
    if (context.config.environment === 'production') {
      throw redirect({ href: marketplaceUrl(context.config, context.tenant), reloadDocument: true });
    }
  },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(
      journeyQueries.products(context.api, context.tenant, context.country),
    ),
  component: HomeRouteScreen,
  // The page shows whole, once the catalogue is there: without a suspense boundary of its own, the home page
  // waits in the layout's, so the header and footer are not painted first and pushed down by the catalogue
  // (the footer moved by two thirds of a phone screen, CLS 0.67).
  wrapInSuspense: false,
});

const optionalText = z.catch(z.optional(z.string()), undefined);
// Numbers in the query (job_id=1042) are read as text too.
const optionalId = z.catch(
  z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
  undefined,
);

/** The /intent query; every field optional, anything unexpected is dropped rather than refused. */
export const intentSearchSchema = z.object({
  type: optionalText,
  prospect_id: optionalText,
  product_slug: optionalText,
  company_id: optionalId,
  job_id: optionalId,
  agent_token: optionalText,
  referer: optionalText,
  source: optionalText,
  reason: optionalText,
  redirect_uri: optionalText,
  login: optionalText,
  token: optionalText,
});

/**
 * /intent: type=subscription opens that subscription; type=product creates one (prospect, product
 * link, workflow) and opens it; type=login, goto and password (an e-mail's link to choose a password) lead to
 * the customer space; anything else goes home.
 */
export const intentRoute = createRoute({
  getParentRoute: () => defaultLayoutRoute,
  path: 'intent',
  staticData: { routeName: 'intent' },
  validateSearch: intentSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps, preload }) => {
    if (preload) return;
    const { locale, language, country, tenant, config, queryClient } = context;
    const action = resolveIntent(deps);
    switch (action.kind) {
      case 'subscription':
        throw redirect({
          href: localizedPath('subscription', locale, { id: action.prospectId }),
          replace: true,
        });
      case 'product': {
        // The first screen's code loads while the subscription is created, not after.
        preloadJourneyStart().catch(() => {
          // the subscription's routes load it again and show what failed
        });
        const create = journeyMutations.createSubscription(queryClient, context.client, tenant);
        const id = await runMutation(queryClient, create, action);
        throw redirect({ href: localizedPath('subscription', locale, { id }), replace: true });
      }
      case 'login':
      case 'goto':
      case 'password': {
        const baseUrl = customerAreaBaseUrl(config, tenant, context.host);
        const href = customerSpaceIntentUrl({ baseUrl, language, country }, action);
        throw redirect({ href, reloadDocument: true });
      }
      case 'home':
        throw redirect({ href: localizedPath('home', locale, {}), replace: true });
    }
  },
});

function loginRoute(language: Language) {
  return createRoute({
    getParentRoute: () => defaultLayoutRoute,
    path: ROUTE_WORDS.login[language],
    staticData: { routeName: 'login', titleMessage: 'login.title' },
    validateSearch: loginSearchSchema,
    beforeLoad: ({ context }) => {
      // The word must be the prefix's language's (/fr-FR/connexion, /de-DE/anmeldung).
      if (context.language !== language) throw notFound();
    },
    // Its own chunk: the home page does not load the login form.
    component: lazyScreen(() => import('../screens/login/login-screen.tsx'), 'LoginScreen'),
  });
}

/** The client login in every language (login and password; i18n route word `login`). */
export const loginRoutes = LANGUAGES.map((language) => loginRoute(language));
