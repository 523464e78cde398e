import { detectLocale, localizedPath } from '@souscrire/i18n';
import { legacyRedirect } from '@souscrire/workflow';
import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { journeyApi } from '../core/journey-api.ts';
import { HealthPage } from '../screens/health/health-page.tsx';
import { SignatureCallbackPage } from '../screens/signature-callback/signature-callback-page.tsx';
import { signatureCallbackSearch } from '../screens/signature-callback/signature-callback-search.ts';
import { rootRoute } from './root-route.tsx';
import { tenantFor } from './tenant-for.ts';

/** The bare root detects the language (prefix, cookie, browser, default) and goes to that home. */
export const bareRootRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ context }) => {
    const detected = detectLocale({
      cookie: context.readCookies(),
      browserLanguages: context.browserLanguages,
    });
    throw redirect({ href: localizedPath('home', detected.locale, {}), replace: true });
  },
});

/** /internal/health, the journey's own health for monitoring. */
export const healthRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'internal/health',
  component: HealthPage,
});

/** /internal/callback/signature, the return from signing, shown inside the frame with no layout. */
export const signatureCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'internal/callback/signature',
  validateSearch: signatureCallbackSearch,
  component: SignatureCallbackPage,
});

/**
 * Legacy addresses /souscription/devis/{id} and /client/souscription/devis/{id} (and anything after
 * them): the prospect is loaded with its extras, then the visitor goes to the French subscription intent.
 * A prospect that cannot be loaded shows the error page of its status.
 */
function legacyRoute(path: string) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: async ({ context, location }) => {
      const legacy = legacyRedirect(location.pathname);
      if (!legacy) throw notFound();
      const api = journeyApi(context.clientFor(tenantFor(context.config, context.host, 'FR')), 'fr-FR');
      await api.prospect(legacy.prospectId);
      throw redirect({ href: legacy.to, replace: true });
    },
  });
}

export const legacyRoutes = [legacyRoute('souscription/devis/$'), legacyRoute('client/souscription/devis/$')];
