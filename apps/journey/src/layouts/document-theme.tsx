import type { MessageId } from '@souscrire/i18n';
import { pageTitle } from '@souscrire/theming';
import { dressDocument } from '@souscrire/theming/dom';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';

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
        .filter((id): id is MessageId => Boolean(id))
        .reverse()
        .join('|'),
  });
  useEffect(() => dressDocument(document, theme), [theme]);

  useEffect(() => {
    document.documentElement.lang = locale.split('-')[0] ?? 'fr';
  }, [locale]);

  useEffect(() => {
    // The ids joined above are the routes' title message ids (route static data, typed MessageId).
    const ids = titleMessages ? (titleMessages.split('|') as MessageId[]) : [];
    const titles = ids.map((id) => t(id));
    document.title = pageTitle(titles.join(' - '), theme);
  }, [titleMessages, t, theme]);

  return null;
}
