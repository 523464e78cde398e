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
 * the page title 'title • brand' of the deepest route that names one (German subscription: 'Zeichnung').
 */
export function DocumentTheme() {
  const { theme, locale } = useShell();
  const t = useText();
  const titleMessage = useRouterState({
    select: (state) =>
      state.matches.findLast((match) => match.staticData.titleMessage)?.staticData.titleMessage,
  });
  const css = useMemo(() => themeToCss(theme), [theme]);

  useEffect(() => {
    upsert('style', 'sc-theme').textContent = css;
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
    document.title = pageTitle(titleMessage ? t(titleMessage) : '', theme);
  }, [titleMessage, t, theme]);

  return null;
}
