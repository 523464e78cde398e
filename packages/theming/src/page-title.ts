import type { Theme } from './theme.ts';

/**
 * A page title of the form 'title • brand'. An empty title gives the brand alone.
 *
 * @example
 * pageTitle('Zeichnung', getTheme('plussimple-de')); // 'Zeichnung • +Simple Deutschland'
 */
export function pageTitle(title: string, theme: Pick<Theme, 'name'>): string {
  const trimmed = title.trim();
  return trimmed === '' ? theme.name : `${trimmed} • ${theme.name}`;
}
