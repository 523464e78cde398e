import { expect, test } from 'vitest';
import { cancellationTerms, NOTICE_MONTHS } from './notice-period.ts';

// The yearly due date with two months' notice: the first anniversary whose notice deadline is not past.
test.each([
  // started today: the first anniversary, a year away
  ['2026-11-28', '2026-11-28', '2027-11-28'],
  // asked well before the first anniversary
  ['2026-03-15', '2026-12-01', '2027-03-15'],
  // on the deadline itself (two months before): still in time
  ['2026-03-15', '2027-01-15', '2027-03-15'],
  // a day late: the following anniversary
  ['2026-03-15', '2027-01-16', '2028-03-15'],
  // the day of the anniversary: the next one
  ['2026-03-15', '2027-03-15', '2028-03-15'],
  // years later, between anniversaries
  ['2020-06-30', '2026-02-10', '2026-06-30'],
  ['2020-06-30', '2026-05-01', '2027-06-30'],
  // started on 29 February: due on 28 February in other years
  ['2024-02-29', '2024-09-01', '2025-02-28'],
  // a start still to come: its first anniversary
  ['2027-01-01', '2026-11-28', '2028-01-01'],
])('started %s, asked %s: ends %s', (startsOn, requestedOn, effective) => {
  expect(cancellationTerms(startsOn, requestedOn)).toEqual({
    effective_date: effective,
    notice_months: NOTICE_MONTHS,
  });
});

test('the notice is two months', () => {
  expect(NOTICE_MONTHS).toBe(2);
});
