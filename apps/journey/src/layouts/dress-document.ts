import type { MessageId } from '@souscrire/i18n';
import { pageTitle } from '@souscrire/theming';
import { dressDocument } from '@souscrire/theming/dom';
import { useEffect, useLayoutEffect } from 'react';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';

/**
 * Applies the tenant's theme to the document: its CSS variables, its favicon, the page language and
 * the page title 'title • brand' from the titles given, deepest first, joined by ' - ' (German subscription
 * pages: 'Angebot - Zeichnung • plussimple').
 *
 * @example
 * useDressedDocument('home.title');
 */
export function useDressedDocument(titleMessages: string): void {
  const { theme, locale } = useShell();
  const t = useText();
  // Before the page is painted: a first paint without the theme's variables (font, radii, colours) would move
  // the page once they arrive (a layout shift of the home page's cards).
  useLayoutEffect(() => dressDocument(document, theme), [theme]);

  useEffect(() => {
    document.documentElement.lang = locale.split('-')[0] ?? 'fr';
  }, [locale]);

  useEffect(() => {
    // The ids joined are route titles' message ids ('|'-separated, so the effect runs when they change).
    const ids = titleMessages ? (titleMessages.split('|') as MessageId[]) : [];
    const titles = ids.map((id) => t(id));
    document.title = pageTitle(titles.join(' - '), theme);
  }, [titleMessages, t, theme]);
}
