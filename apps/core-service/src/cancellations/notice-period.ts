/**
 * When a contract the client asks to cancel ends (docs/product.md, "Cancelling a contract"): the product
 * specification is silent, so the French rule for a professional contract applies. The contract ends at its
 * yearly due date, the anniversary of its start, and the request must reach the insurer at least two months
 * before it: a request made later ends the contract at the following anniversary.
 *
 * Dates are calendar days (`YYYY-MM-DD`). Years are added with `@internationalized/date`, as the payment
 * calendar adds months: a contract started on 29 February falls due on 28 February in other years.
 */
import { parseDate } from '@internationalized/date';

/** The notice a cancellation must give before the yearly due date, in months. */
export const NOTICE_MONTHS = 2;

/** What a cancellation asked on a day gives: the day the contract ends and the notice it had to give. */
export type CancellationTerms = { effective_date: string; notice_months: number };

/**
 * The terms of a cancellation asked on `requestedOn` for a contract started on `startsOn`: the first
 * anniversary after the request that is at least {@link NOTICE_MONTHS} months away.
 *
 * @example
 * cancellationTerms('2026-03-15', '2026-12-01'); // { effective_date: '2027-03-15', notice_months: 2 }
 * cancellationTerms('2026-03-15', '2027-01-16'); // { effective_date: '2028-03-15', notice_months: 2 }
 */
export function cancellationTerms(startsOn: string, requestedOn: string): CancellationTerms {
  const start = parseDate(startsOn);
  const asked = parseDate(requestedOn);
  let years = Math.max(1, asked.year - start.year);
  // The notice deadline of an anniversary is two months before it; a deadline already past moves to the next.
  while (start.add({ years }).subtract({ months: NOTICE_MONTHS }).compare(asked) < 0) years++;
  return { effective_date: start.add({ years }).toString(), notice_months: NOTICE_MONTHS };
}
