import type { Locale } from '@souscrire/i18n';
import { pageTitle, type Theme, themeToCss } from '@souscrire/theming';
import { useEffect } from 'react';

function headElement<K extends 'style' | 'link'>(tag: K, id: string): HTMLElementTagNameMap[K] {
  const found = document.getElementById(id) as HTMLElementTagNameMap[K] | null;
  if (found) return found;
  const created = Object.assign(document.createElement(tag), { id });
  document.head.append(created);
  return created;
}

/**
 * Dresses the document in the tenant's theme (spec 1): the same CSS variables as the journey (theming's
 * `themeToCss`), the favicon, the page language and the title 'title • brand'.
 */
export function useDocumentTheme(theme: Theme, locale: Locale, title: string): void {
  useEffect(() => {
    // CSP style-src 'self' (issue 13): a constructed style sheet is allowed, an inline <style> element is not.
    const css = themeToCss(theme);
    if ('adoptedStyleSheets' in document && 'replaceSync' in CSSStyleSheet.prototype) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      return () => {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      };
    }
    headElement('style', 'sc-theme').textContent = css;
    return undefined;
  }, [theme]);
  useEffect(() => {
    const icon = headElement('link', 'sc-favicon');
    icon.rel = 'icon';
    icon.href = theme.favicon;
    document.documentElement.dataset.tenant = theme.tenantId;
  }, [theme]);
  useEffect(() => {
    document.documentElement.lang = locale.slice(0, 2);
  }, [locale]);
  useEffect(() => {
    document.title = pageTitle(title, theme);
  }, [title, theme]);
}
