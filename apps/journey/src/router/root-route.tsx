import { detectLocale } from '@souscrire/i18n';
import { createRootRouteWithContext, redirect } from '@tanstack/react-router';
import type { JourneyServices } from '../app/journey-services.ts';
import { RootErrorPage, RootNotFoundPage } from '../errors/root-error-pages.tsx';
import { RootShell } from '../layouts/root-shell.tsx';
import { tenantFor } from './tenant-for.ts';
import './route-static-data.ts';

/**
 * The root of the route tree: every page gets the frame (theme, title, favicon, toasts, modal layer), and
 * unmatched addresses the 404 page.
 */
export const rootRoute = createRootRouteWithContext<JourneyServices>()({
  beforeLoad: async ({ context, location, preload }) => {
    // A new deployment was noticed; load it with this navigation instead of running stale code.
    if (!preload && context.versionWatcher.isStale()) {
      throw redirect({ href: location.href, reloadDocument: true });
    }
    if (!context.i18n.get()) {
      const detected = detectLocale({
        pathPrefix: location.pathname,
        cookie: context.readCookies(),
        browserLanguages: context.browserLanguages,
      });
      await context.i18n.activate(detected.locale);
      await context.shell.set({
        tenant: tenantFor(context.config, context.host, detected.country),
        locale: detected.locale,
      });
    }
  },
  component: RootShell,
  // Before the root has loaded there are no messages to say anything with: show nothing, briefly.
  pendingComponent: () => null,
  notFoundComponent: RootNotFoundPage,
  errorComponent: RootErrorPage,
});
