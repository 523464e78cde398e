/** What a prospect's offer can be paid with: the methods, and the amounts of each frequency or amendment. */
import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { ContractRow, ProspectRow } from '../db/rows.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { offerFacts } from '../offers/offers.ts';
import { amountsByFrequency, eur, type Money } from '../offers/pricing.ts';
import { findSignedSubscription } from '../signatures/signed-subscriptions.ts';
import { isoDay, paymentSchedule } from './payment-calendar.ts';
import { SEPA_REFUND_WEEKS } from './sepa-mandates.ts';

/** The payment methods, frequencies and amounts of an offer. */
export type PaymentOptions = components['schemas']['PaymentOptions'];

/** What a subscription costs: its yearly premium, each frequency's (or the amendment's) amounts and a refund. */
export type AmountsDue = {
  premium: number;
  amounts: components['schemas']['PaymentAmount'][];
  refund: Money | null;
};

/**
 * What the prospect's live offer costs (reference rules): the frequencies with their first (fees included) and
 * later amounts. A cross-sell is an amendment of the client's account: one amendment payment for the rest of
 * the year, then the annual premium. When it replaces the client's active contract of the same product, only
 * the prorated difference is due, and a cheaper choice is refunded that difference. Read when signing only:
 * a signed subscription's amounts are the ones it was signed with (signatures/signed-subscriptions.ts).
 */
export async function liveAmountsDue(
  db: Pick<Database, 'query'>,
  tenant: Tenant,
  prospect: ProspectRow,
  locale: string,
  today = new Date(),
): Promise<AmountsDue | undefined> {
  const offer = await offerFacts(db, tenant, prospect, locale);
  const premium = offer.priced.price?.total.amount;
  if (premium === undefined) return undefined;
  if (!prospect.xsell) return { premium, amounts: amountsByFrequency(premium), refund: null };
  const replaced = await db.query<Pick<ContractRow, 'annual_premium'>>(
    `SELECT annual_premium FROM contracts WHERE client_id = $1 AND product = $2 AND status = 'active'
       AND prospect_id <> $3 ORDER BY updated_at DESC LIMIT 1`,
    [prospect.client_id, prospect.product, prospect.id],
  );
  const end = Date.UTC(today.getUTCFullYear() + 1, 0, 1);
  const start = Date.UTC(today.getUTCFullYear(), 0, 1);
  const share = (end - today.getTime()) / (end - start);
  const due = Math.round((premium - (replaced[0]?.annual_premium ?? 0)) * share);
  return {
    premium,
    amounts: [
      {
        frequency: 'amendment',
        first_amount: eur(Math.max(due, 0)),
        then_amount: eur(premium),
        fees: eur(0),
      },
    ],
    refund: due < 0 ? eur(-due) : null,
  };
}

/**
 * The payment options of a prospect's offer: card or SEPA, and the amounts due with each frequency's debit
 * calendar from today (payments/payment-calendar.ts). Once signed, the amounts are the signed record's, never
 * priced again (docs/security.md, "The signed state").
 */
export async function paymentOptions(
  db: Pick<Database, 'query'>,
  tenant: Tenant,
  prospect: ProspectRow,
  locale: string,
  today = new Date(),
): Promise<PaymentOptions | undefined> {
  const signed = await findSignedSubscription(db, prospect.id);
  const due =
    signed === undefined
      ? await liveAmountsDue(db, tenant, prospect, locale, today)
      : {
          premium: signed.annual_premium,
          amounts: signed.payment_amounts,
          refund: signed.refund === null ? null : eur(signed.refund),
        };
  if (due === undefined) return undefined;
  const { premium, amounts, refund } = due;
  // A contract issued now starts today: each frequency's debit calendar starts there.
  const startsOn = isoDay(today);
  return {
    methods: ['card', 'sepa'],
    frequencies: amounts.map((entry) => entry.frequency),
    amounts: amounts.map((entry) => ({
      ...entry,
      schedule: paymentSchedule(startsOn, entry.frequency, premium, entry.first_amount.amount),
    })),
    fees_included: true,
    refund,
    is_amendment: prospect.xsell,
    sepa_refund_weeks: SEPA_REFUND_WEEKS,
  };
}
