import type { Theme } from '@souscrire/theming';
import { dressDocument } from '@souscrire/theming/dom';
import { useEffect, useLayoutEffect } from 'react';

/**
 * Dresses the document for the page: the tenant's theme (theming's `dressDocument`: its CSS variables and
 * favicon) before the page is painted, the page's language (`fr` of `fr-FR`) and its title, as given.
 *
 * @example
 * useThemedDocument(theme, 'fr-FR', pageTitle('Mes contrats', theme));
 */
export function useThemedDocument(theme: Theme, locale: string, title: string): void {
  // Before the first paint: a paint without the theme's variables (font, radii, colours) would move the page
  // once they arrive.
  useLayoutEffect(() => dressDocument(document, theme), [theme]);
  useEffect(() => {
    document.documentElement.lang = locale.split('-')[0] ?? locale;
  }, [locale]);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
