import type { MessageId } from '@souscrire/i18n';
import { pageTitle } from '@souscrire/theming';
import { dressDocument } from '@souscrire/theming/dom';
import { useEffect, useLayoutEffect } from 'react';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';
import { usePageErrorsShown } from './error-title.ts';

/**
 * Applies the tenant's theme to the document: its CSS variables, its favicon, the page language and
 * the page title 'title • brand' from the titles given, deepest first, joined by ' - ' (German subscription
 * pages: 'Angebot - Zeichnung • +Simple Deutschland'), which starts with 'Error: ' while the page shows errors (UX: errors).
 *
 * @example
 * useDressedDocument('home.title');
 */
export function useDressedDocument(titleMessages: string): void {
  const { theme, locale } = useShell();
  const t = useText();
  const failed = usePageErrorsShown();
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
    const title = pageTitle(titles.join(' - '), theme);
    document.title = failed ? t('layout.error-title-prefix', { title }) : title;
  }, [titleMessages, t, theme, failed]);
}
