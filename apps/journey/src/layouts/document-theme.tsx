import type { MessageId } from '@souscrire/i18n';
import { useRouterState } from '@tanstack/react-router';
import { useDressedDocument } from './dress-document.ts';
import { useScreenTitleHeld } from './screen-title.ts';

/**
 * Applies the tenant's theme to the document (`useDressedDocument`) with the title of the routes that name
 * one, deepest first (German subscription pages: 'Angebot - Zeichnung • +Simple Deutschland'). A screen that
 * names itself (`useScreenTitle`: a step's heading, an error page's) stands for the deepest route's title, so
 * the page title always starts with the heading shown.
 */
export function DocumentTheme() {
  // The deepest route's title first, then its parents' (German subscription pages end with 'Zeichnung').
  const titleMessages = useRouterState({
    select: (state) =>
      state.matches
        .map((match) => match.staticData.titleMessage)
        .filter((id): id is MessageId => Boolean(id))
        .reverse()
        .join('|'),
  });
  const deepestTitled = useRouterState({
    select: (state) => Boolean(state.matches.at(-1)?.staticData.titleMessage),
  });
  const screen = useScreenTitleHeld();
  const parents = deepestTitled ? titleMessages.split('|').slice(1) : titleMessages.split('|');
  useDressedDocument(screen === null ? titleMessages : [screen, ...parents].filter(Boolean).join('|'));
  return null;
}
