import { type BrandTenantId, getTheme, TENANT_IDS, themeToCssVariables } from '@souscrire/theming';
import { useLayoutEffect } from 'react';

/** The tenants offered in the toolbar: every brand with a fixed theme. */
export const STORY_TENANTS = TENANT_IDS.filter((id): id is BrandTenantId => id !== '{product}');

/**
 * Writes the tenant's CSS variables on `<html>` (so overlays rendered into `<body>` get them too),
 * sets `lang`, and marks `<body>` as the kit's root.
 */
export function useTenantTheme(tenant: BrandTenantId, language: string): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const variables = Object.entries(themeToCssVariables(getTheme(tenant)));
    for (const [name, value] of variables) {
      root.style.setProperty(name, value);
    }
    root.lang = language;
    document.body.classList.add('sc-root');
    return () => {
      for (const [name] of variables) {
        root.style.removeProperty(name);
      }
    };
  }, [tenant, language]);
}
