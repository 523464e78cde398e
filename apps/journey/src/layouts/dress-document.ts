import { useThemedDocument } from '@souscrire/app-kit';
import type { MessageId } from '@souscrire/i18n';
import { pageTitle } from '@souscrire/theming';
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
  // The ids joined are route titles' message ids ('|'-separated, so the title changes when they do).
  const ids = titleMessages ? (titleMessages.split('|') as MessageId[]) : [];
  const title = pageTitle(ids.map((id) => t(id)).join(' - '), theme);
  useThemedDocument(theme, locale, failed ? t('layout.error-title-prefix', { title }) : title);
}
