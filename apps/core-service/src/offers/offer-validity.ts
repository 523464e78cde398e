import type { Database } from '../db/database.ts';
import type { PricingRevisionRow } from '../db/rows.ts';

type Queryable = Pick<Database, 'query'>;

/**
 * How long an offer's price holds (docs/offers.md): 30 days, the usual validity of a French
 * business-insurance quote, long enough for a small business to compare and decide, short enough that the
 * risk described and the tariff stay current. Past it, the offer is priced again from the tariff in force.
 */
export const OFFER_VALIDITY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The quote of a saved choice: when it was priced, and the premium before a re-pricing changed it. */
export type Quote = {
  pricedAt: Date;
  /** The yearly premium (minor units) before the last re-pricing, while the visitor has not chosen again. */
  previousPremium: number | null;
  repricedAt: Date | null;
};

/** The last day (instant) a quote priced at `pricedAt` holds. */
export function validUntil(pricedAt: Date): Date {
  return new Date(pricedAt.getTime() + OFFER_VALIDITY_DAYS * DAY_MS);
}

/** Whether a quote priced at `pricedAt` is past its validity at `now`. */
export function isExpired(pricedAt: Date, now: Date): boolean {
  return now.getTime() > validUntil(pricedAt).getTime();
}

/** A tariff revision of a tenant's product: its rates times `index_percent / 100` from `effective_from` on. */
export type PricingRevision = { index_percent: number; effective_from: Date };

/**
 * SQL of the tariff revisions of prospect `p`'s product in its tenant, newest first, as one JSON array: a
 * column of the offer's read (one query).
 */
export const PROSPECT_PRICING_REVISIONS = `(SELECT coalesce(jsonb_agg(jsonb_build_object('index_percent', r.index_percent,
    'effective_from', r.effective_from) ORDER BY r.effective_from DESC, r.id DESC), '[]'::jsonb)
  FROM pricing_revisions r WHERE r.tenant_id = p.tenant_id AND r.product = p.product)`;

/** Revisions as read, with their dates as dates. */
export function toPricingRevisions(rows: readonly PricingRevisionRow[]): PricingRevision[] {
  return rows.map((row) => ({
    index_percent: row.index_percent,
    effective_from: new Date(row.effective_from),
  }));
}

/** The tariff revisions of a tenant's product, newest first (an empty list: the shipped tables). */
export async function pricingRevisions(
  db: Queryable,
  tenantId: string,
  product: string,
): Promise<PricingRevision[]> {
  const rows = await db.query<PricingRevisionRow>(
    `SELECT index_percent, effective_from FROM pricing_revisions WHERE tenant_id = $1 AND product = $2
     ORDER BY effective_from DESC, id DESC`,
    [tenantId, product],
  );
  return toPricingRevisions(rows);
}

/**
 * The rate factor in force at an instant: the newest revision effective then, else 1 (the shipped tables).
 *
 * @example
 * rateIndexAt([{ index_percent: 110, effective_from: new Date('2026-01-01') }], new Date('2026-02-01')); // 1.1
 */
export function rateIndexAt(revisions: readonly PricingRevision[], at: Date): number {
  const revision = revisions.find((candidate) => candidate.effective_from.getTime() <= at.getTime());
  return (revision?.index_percent ?? 100) / 100;
}

/** The bounds of a revision's index (the database's check): at most halved or doubled. */
export const INDEX_PERCENT_BOUNDS = { min: 50, max: 200 } as const;

/**
 * Publishes a tariff revision of a tenant's product, in force from now on: offers quoted before keep their
 * price for their validity (the sandbox's operator control, /dev/pricing).
 */
export async function publishPricingRevision(
  db: Queryable,
  tenantId: string,
  product: string,
  indexPercent: number,
): Promise<void> {
  await db.query('INSERT INTO pricing_revisions (tenant_id, product, index_percent) VALUES ($1, $2, $3)', [
    tenantId,
    product,
    indexPercent,
  ]);
}

/**
 * Starts a new quote after a re-pricing (`renewed`: priced now, with the premium before a change the visitor
 * has not seen yet, or none: the validity is renewed quietly). Only the reader that saw the old quote renews
 * it (two reads at once: one); dates are compared to the millisecond, as JavaScript reads them.
 */
export async function renewQuote(
  db: Queryable,
  prospectId: string,
  previous: Date,
  renewed: Quote,
): Promise<void> {
  await db.query(
    `UPDATE offers SET priced_at = $3, previous_premium = $4, repriced_at = $5
     WHERE prospect_id = $1 AND date_trunc('milliseconds', priced_at) = $2`,
    [prospectId, previous, renewed.pricedAt, renewed.previousPremium, renewed.repricedAt],
  );
}

/** The most days the sandbox's time travel moves a quote back at once. */
export const MAX_AGE_DAYS = 3650;

/**
 * The sandbox's time travel (/dev/pricing, never in production): moves a tenant's prospect's quote `days`
 * back, as if the visitor had chosen it then. Answers whether the prospect had a quote to move.
 */
export async function ageQuote(
  db: Queryable,
  tenantId: string,
  prospectId: string,
  days: number,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE offers SET priced_at = priced_at - make_interval(days => $3::integer)
     WHERE prospect_id = $1 AND tenant_id = $2 RETURNING 1`,
    [prospectId, tenantId, days],
  );
  return rows.length > 0;
}
