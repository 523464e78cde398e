import { formatDate, formatMoney, type Locale } from '@souscrire/i18n';
// Lighthouse counts the part of each task over 50 ms, on a phone four times slower than a desktop, as
// blocking time; work the page does at once is cut into tasks of a few milliseconds each.

/**
 * Lets the browser run what is waiting (input, a paint) before the rest of a long piece of work, which goes on
 * in a later task (the journey's chunks evaluated and the journey started in one task made 34 ms on a desktop).
 *
 * @example
 * const app = await loadApp();
 * await yieldToMain();
 * app.startJourneyApp(root, frame, options);
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Makes the page's first `Intl` calls in an idle moment of their own, before its first price: the first call
 * of a page loads the engine's locale data (14 ms on a desktop, 56 ms on Lighthouse's phone), and react-aria
 * makes one as its module is evaluated, in the journey's longest task. The page's locale builds the formatters
 * its prices and dates reuse (@souscrire/i18n keeps them) and its plural rules. A tag the engine refuses
 * changes nothing: the page's own calls handle it.
 *
 * @example
 * whenIdle(() => warmIntl('fr-FR'));
 */
export function warmIntl(locale: Locale): void {
  try {
    formatMoney(0, locale);
    formatDate('2026-01-01', locale);
    new Intl.PluralRules(locale).select(1);
    new Intl.Locale(locale).maximize();
  } catch {
    // the page's own calls fall back to their default locale
  }
}

/**
 * Runs `work` when the browser is idle (within `timeoutMs` at the latest), or in a task of its own where the
 * browser has no idle callbacks (Safari).
 *
 * @example
 * whenIdle(() => warmIntl(locale));
 */
export function whenIdle(work: () => void, timeoutMs = 500): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: timeoutMs });
  else setTimeout(work, 0);
}
