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
 * Makes the page's first `Intl` calls in a task of their own, while the journey's chunks download: the first
 * call of a page loads the engine's locale data (14 ms on a desktop, 56 ms on Lighthouse's phone), and
 * react-aria makes it as its module is evaluated, in the journey's longest task. A tag the engine refuses
 * changes nothing: the page's own calls handle it.
 *
 * @example
 * setTimeout(() => warmIntl(navigator.language), 0);
 */
export function warmIntl(locale: string): void {
  try {
    Intl.DateTimeFormat.supportedLocalesOf([locale]);
    new Intl.Locale(locale).maximize();
  } catch {
    // the page's own calls fall back to their default locale
  }
}
