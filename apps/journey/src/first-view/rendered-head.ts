import { type I18n, parseLocale } from '@souscrire/i18n';
import { pageTitle, type ThemeOverrides, themeToCss } from '@souscrire/theming';
import type { RenderedPage } from '@souscrire/web-server';
import { loadDeriveTheme } from '../app/load-derive-theme.ts';
import { isDerivedTheme, themeFor } from '../app/theme-for.ts';
import type { JourneyConfig } from '../config/journey-config.ts';

/**
 * The document's part of a page rendered on the server, as the browser dresses it (`useDressedDocument`): the
 * language, the tenant's theme (its CSS, favicon and mark in the title) and the description in the page's
 * language, with `title` as the page's own title.
 *
 * @example
 * await renderedHead(config, { tenant: 'maif', overrides: undefined, intl, title: 'Quelle assurance…' });
 * // { lang: 'fr', tenant: 'maif', title: 'Quelle assurance… • MAIF', description: …, favicon: …, styles: […] }
 */
export async function renderedHead(
  config: JourneyConfig,
  page: { tenant: string; overrides: ThemeOverrides | undefined; intl: I18n; title: string },
): Promise<Pick<RenderedPage, 'lang' | 'tenant' | 'title' | 'description' | 'favicon' | 'styles'>> {
  const { tenant, overrides, intl } = page;
  const product = config.tenants[tenant]?.product;
  const derive = isDerivedTheme(tenant, overrides, product) ? await loadDeriveTheme() : undefined;
  const theme = themeFor(tenant, overrides, product, derive);
  return {
    lang: parseLocale(intl.locale)?.language ?? intl.locale,
    tenant: theme.tenantId,
    title: pageTitle(page.title, theme),
    description: intl.formatMessage({ id: 'meta.description' }, { brand: theme.name }),
    favicon: theme.favicon,
    styles: [themeToCss(theme)],
  };
}
