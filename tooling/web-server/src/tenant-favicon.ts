import { getTheme, resolveTenant } from '@souscrire/theming';

/**
 * The favicon of the tenant a host name picks (theming's `resolveTenant`), as SVG markup: the same
 * mark the app sets as its icon once it runs, so `/favicon.ico` never answers 404.
 *
 * @example
 * tenantFavicon('maif.localhost:5173'); // '<svg xmlns="http://www.w3.org/2000/svg" ...'
 */
export function tenantFavicon(host: string | undefined): string {
  const resolution = resolveTenant({ host: host ?? '' });
  // Without product slugs resolveTenant names a brand; '{product}' cannot come back here.
  const tenantId = resolution.tenantId === '{product}' ? 'plussimple' : resolution.tenantId;
  const dataUri = getTheme(tenantId).favicon;
  return decodeURIComponent(dataUri.slice(dataUri.indexOf(',') + 1));
}
