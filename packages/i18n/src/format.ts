import type { Locale } from './locale.ts';

// A formatter is built once per locale and options and kept: building one costs the engine far more than
// formatting with it (its first of a page loads the locale's data, a long task on a phone), and a page writes
// the same kinds of amounts and dates many times.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Show cents even on whole amounts (`12,00 €`). Default `true`: prices and schedules line up. */
  readonly cents?: boolean;
}

/**
 * An amount in euros, written for a locale (the product sells in the euro area only).
 *
 * @example
 * formatMoney(1234.5, 'fr-FR'); // '1 234,50 €'
 * formatMoney(1234.5, 'en-FR'); // '€1,234.50'
 * formatMoney(30, 'de-DE', { cents: false }); // '30 €'
 */
export function formatMoney(amount: number, locale: Locale, options: FormatMoneyOptions = {}): string {
  const digits = options.cents === false ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/**
 * A number written for a locale.
 *
 * @example
 * formatNumber(12345.678, 'de-DE'); // '12.345,678'
 * formatNumber(0.2, 'fr-FR', { style: 'percent' }); // '20 %'
 */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/** How much of a date to write: `short` is `05/01/2026` in French, `long` is `5 janvier 2026`. */
export type DateStyle = 'short' | 'medium' | 'long';

/**
 * A calendar date written for a locale. ISO strings without a time (`2026-01-05`, as the core service sends
 * dates) are read as that day everywhere, not as UTC midnight shifted to the visitor's time zone.
 *
 * @example
 * formatDate('2026-01-05', 'fr-FR'); // '05/01/2026'
 * formatDate('2026-01-05', 'de-DE', 'long'); // '5. Januar 2026'
 * formatDate('soon', 'fr-FR'); // 'soon' (not a date: shown as given, never thrown)
 */
export function formatDate(date: Date | string, locale: Locale, style: DateStyle = 'short'): string {
  const isDateOnly = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const value = typeof date === 'string' ? new Date(date) : date;
  // A malformed date from the server shows as sent rather than breaking the page.
  if (Number.isNaN(value.getTime())) return typeof date === 'string' ? date : '';
  const options: Intl.DateTimeFormatOptions =
    style === 'short'
      ? { year: 'numeric', month: '2-digit', day: '2-digit' }
      : { year: 'numeric', month: style === 'long' ? 'long' : 'short', day: 'numeric' };
  return dateFormat(locale, { ...options, ...(isDateOnly ? { timeZone: 'UTC' } : {}) }).format(value);
}
