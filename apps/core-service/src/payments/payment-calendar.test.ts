import { describe, expect, test } from 'vitest';
import { amountsByFrequency } from '../offers/pricing.ts';
import { paymentSchedule } from './payment-calendar.ts';

describe('a monthly calendar keeps the start day, else the month end', () => {
  test.each([
    // A day the month lacks falls on its last day; the next month keeps the start's day again.
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-08-31', 6, '2027-02-28'],
    ['2026-05-30', 9, '2027-02-28'],
    // Over the year's end, and a leap day a year on.
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-31', 1, '2027-01-31'],
    ['2028-02-29', 11, '2029-01-29'],
    ['2026-06-15', 0, '2026-06-15'],
  ])('from %s, the debit %i months on is due on %s', (start, months, expected) => {
    expect(paymentSchedule(start, 'monthly', 120000, 11500)[months]?.due_on).toBe(expected);
  });
});

describe('paymentSchedule', () => {
  test.each([
    ['2026-01-31', 'quarterly', ['2026-01-31', '2026-04-30', '2026-07-31', '2026-10-31']],
    ['2026-08-31', 'biannually', ['2026-08-31', '2027-02-28']],
    ['2026-03-15', 'annual', ['2026-03-15']],
    ['2026-05-10', 'amendment', ['2026-05-10', '2027-01-01']],
  ])('from %s, %s: due on %j', (start, frequency, dates) => {
    expect(paymentSchedule(start, frequency, 120000, 31400).map((entry) => entry.due_on)).toEqual(dates);
  });

  test('monthly from a 31st: every month once, on the 31st or the month end', () => {
    const dates = paymentSchedule('2026-10-31', 'monthly', 120000, 11500).map((entry) => entry.due_on);
    expect(dates).toEqual([
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
      '2027-07-31',
      '2027-08-31',
      '2027-09-30',
    ]);
  });

  test('the first debit is the first amount (fees included), the next ones the priced instalment', () => {
    const monthly = amountsByFrequency(120000).find((entry) => entry.frequency === 'monthly');
    const schedule = paymentSchedule('2026-01-01', 'monthly', 120000, monthly?.first_amount.amount ?? 0);
    expect(schedule[0]?.amount.amount).toBe(Math.round((120000 * 1.05) / 12) + 1000);
    expect(schedule.slice(1).map((entry) => entry.amount.amount)).toEqual(
      Array(11).fill(Math.round((120000 * 1.05) / 12)),
    );
    expect(schedule.every((entry) => entry.amount.currency === 'EUR')).toBe(true);
  });
});
