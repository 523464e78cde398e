import { pageTitle, themeToCss } from '@souscrire/theming';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';

function upsert<K extends keyof HTMLElementTagNameMap>(tag: K, id: string): HTMLElementTagNameMap[K] {
  const existing = document.getElementById(id);
  if (existing) return existing as HTMLElementTagNameMap[K];
  const element = document.createElement(tag);
  element.id = id;
  document.head.append(element);
  return element;
}

/**
 * Applies the tenant's theme to the document (spec 1): its CSS variables, its favicon, the page language and
 * the page title 'title • brand' from the routes that name one, deepest first (German subscription pages:
 * 'Angebot - Zeichnung • plussimple').
 */
export function DocumentTheme() {
  const { theme, locale } = useShell();
  const t = useText();
  // The deepest route's title first, then its parents' (German subscription pages end with 'Zeichnung').
  const titleMessages = useRouterState({
    select: (state) =>
      state.matches
        .map((match) => match.staticData.titleMessage)
        .filter((id): id is string => Boolean(id))
        .reverse()
        .join('|'),
  });
  const css = useMemo(() => themeToCss(theme), [theme]);

  useEffect(() => {
    // CSP style-src 'self' (issue 13): a constructed style sheet is allowed, an inline <style> element is not.
    if ('adoptedStyleSheets' in document && 'replaceSync' in CSSStyleSheet.prototype) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      return () => {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
      };
    }
    upsert('style', 'sc-theme').textContent = css;
    return undefined;
  }, [css]);

  useEffect(() => {
    const link = upsert('link', 'sc-favicon');
    link.rel = 'icon';
    link.href = theme.favicon;
  }, [theme.favicon]);

  useEffect(() => {
    document.documentElement.lang = locale.split('-')[0] ?? 'fr';
    document.documentElement.dataset.tenant = theme.tenantId;
  }, [locale, theme.tenantId]);

  useEffect(() => {
    const titles = titleMessages ? titleMessages.split('|').map((id) => t(id)) : [];
    document.title = pageTitle(titles.join(' - '), theme);
  }, [titleMessages, t, theme]);

  return null;
}
