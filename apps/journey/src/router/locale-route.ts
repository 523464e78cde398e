import { type Locale, localeCookie, parseLocale } from '@souscrire/i18n';
import { createRoute, notFound } from '@tanstack/react-router';
import { journeyApi } from '../core/journey-api.ts';
import { DescribedPages } from './described-pages.tsx';
import { rootRoute } from './root-route.tsx';
import { tenantFor } from './tenant-for.ts';

/**
 * The `{lang}-{COUNTRY}` prefix of every journey route. It picks the tenant (host, else country),
 * remembers the locale in its cookie (365 days, SameSite=Lax) and loads the locale's messages.
 * An unknown prefix is a route validation failure: 404. Its pages carry the page description.
 *
 * The messages and the shell (the page's `lang`, the tenant) change in the loader, once every guard of the
 * page has passed, not in `beforeLoad`: on a language change the screen on display would otherwise switch to
 * the new words while the new language's page was still running its guards (a server check on the signature
 * step), and be replaced a moment later by the pending frame, heading and all (axe found
 * no h1 on the German signature step that had just been read). Now the words change with the page.
 */
export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$locale',
  beforeLoad: async ({ params, context, preload }) => {
    const parts = parseLocale(params.locale);
    if (!parts) throw notFound();
    const locale: Locale = `${parts.language}-${parts.country}`;
    if (locale !== params.locale) throw notFound();
    const tenant = tenantFor(context.config, context.host, parts.country);
    if (!preload) {
      context.writeCookie(localeCookie(locale, { secure: globalThis.location?.protocol === 'https:' }));
    }
    const client = context.clientFor(tenant);
    return {
      locale,
      language: parts.language,
      country: parts.country,
      tenant,
      client,
      api: journeyApi(client, locale),
    };
  },
  loader: async ({ context, preload }) => {
    if (preload) return;
    await context.i18n.activate(context.locale);
    await context.shell.set({ tenant: context.tenant, locale: context.locale });
  },
  component: DescribedPages,
});
