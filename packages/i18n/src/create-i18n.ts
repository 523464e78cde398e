import { createIntl, createIntlCache, type IntlShape, type OnErrorFn } from '@formatjs/intl';
import type { Locale } from './locale.ts';
import type { Messages } from './messages.ts';

/** What a formatting problem looks like when it reaches `onError` (formatjs' errors carry a `code`). */
export type I18nErrorReport = Parameters<OnErrorFn>[0];

/** Options of {@link createI18n}. */
export interface CreateI18nOptions {
  /** The active locale, for example `de-DE`; it drives number, date and plural rules. */
  readonly locale: Locale;
  /** The active language's messages, from {@link loadMessages}. */
  readonly messages: Messages;
  /**
   * Told about every missing message (`code: 'MISSING_TRANSLATION'`) and formatting error. Rendering goes on
   * with the fallback (the message id), so report, never throw. Default: `console.warn`.
   */
  readonly onError?: (error: I18nErrorReport) => void;
}

/** The formatter of one locale: `formatMessage`, `formatNumber`, `formatDate`… from @formatjs/intl. */
export type I18n = IntlShape;

const cache = createIntlCache();

function warn(error: I18nErrorReport): void {
  console.warn(`[i18n] ${error.message}`);
}

/**
 * Creates the formatter of a locale. A message id missing from `messages` never breaks rendering: `onError`
 * hears about it and the id itself is rendered, the last step of the fallback chain (README, "Missing messages").
 *
 * @example
 * const intl = createI18n({ locale: 'en-FR', messages: await loadMessages('en'), onError: report });
 * intl.formatMessage({ id: 'layout.step-counter' }, { current: 3, total: 9, label: 'Offer' });
 * // 'Step 3 of 9: Offer'
 */
export function createI18n({ locale, messages, onError = warn }: CreateI18nOptions): I18n {
  // No defaultMessage is ever passed: formatjs then reports every missing id, whatever the locale.
  return createIntl({ locale, messages, onError, onWarn: (text) => console.warn(`[i18n] ${text}`) }, cache);
}
