import type { MessageId } from '@souscrire/i18n';
import { useRouterState } from '@tanstack/react-router';
import { useDressedDocument } from './dress-document.ts';

/**
 * Applies the tenant's theme to the document (`useDressedDocument`) with the title of the routes that name
 * one, deepest first (German subscription pages: 'Angebot - Zeichnung • +Simple Deutschland').
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
  useDressedDocument(titleMessages);
  return null;
}
