/**
 * The debit calendar: the dates and amounts of a contract's first year of payments for its
 * frequency, computed here only. The payment screen shows it from the payment options (each frequency's
 * calendar, starting today) and the customer space from the contract (starting on its start date).
 *
 * Dates are calendar days (`YYYY-MM-DD`), never times, so no time zone moves them. Months are added with
 * `@internationalized/date` (Adobe's calendar-day library, already under react-aria in the workspace): a day the
 * month lacks falls on the month's last day, as banks schedule a debit of the 31st.
 */
import { parseDate } from '@internationalized/date';
import type { components } from '@souscrire/core-api';
import { amountsByFrequency, eur, PRICING, type PricedFrequency } from '../offers/pricing.ts';

/** One debit of the calendar: its date and amount (the contract's `ScheduledPayment`). */
export type ScheduledPayment = components['schemas']['ScheduledPayment'];

/** Today as a calendar day in UTC (`YYYY-MM-DD`), the day a contract issued now starts. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The first year's debit calendar of a contract (UX: "first payment, then each later one, fees included, and
 * the schedule"): the first debit on the start date as really charged (fees included, the pricing rule), then
 * the later instalments of the pricing tables, one every 12/n months from the start date (each on the start's
 * day of the month, or the month's last day). An amendment (cross-sell) pays the prorated amount, then the
 * annual premium on the next 1 January. Other frequencies are one payment.
 *
 * @example
 * paymentSchedule('2026-01-31', 'quarterly', 120000, 31400).map((entry) => entry.due_on);
 * // ['2026-01-31', '2026-04-30', '2026-07-31', '2026-10-31']
 */
export function paymentSchedule(
  startsOn: string,
  frequency: string,
  annualPremium: number,
  firstAmount: number,
): ScheduledPayment[] {
  if (frequency in PRICING.frequencies) {
    const { installments } = PRICING.frequencies[frequency as PricedFrequency];
    const priced = amountsByFrequency(annualPremium).find((entry) => entry.frequency === frequency);
    const then = priced?.then_amount.amount ?? firstAmount;
    const start = parseDate(startsOn);
    return Array.from({ length: installments }, (_, index) => ({
      due_on: start.add({ months: (index * 12) / installments }).toString(),
      amount: eur(index === 0 ? firstAmount : then),
    }));
  }
  const schedule = [{ due_on: startsOn, amount: eur(firstAmount) }];
  if (frequency === 'amendment') {
    schedule.push({ due_on: `${Number(startsOn.slice(0, 4)) + 1}-01-01`, amount: eur(annualPremium) });
  }
  return schedule;
}
