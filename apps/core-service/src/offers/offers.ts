import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { PricingRevisionRow, ProductRow, ProspectRow } from '../db/rows.ts';
import { formulaDocuments } from '../documents/documents.ts';
import { DomainFailure } from '../failures.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import {
  extraColumns,
  findProspectWith,
  type ProspectWith,
  prospectFields,
  UNSIGNED,
  unsignedRow,
} from '../prospects/prospects.ts';
import { isSigned } from '../signatures/signatures.ts';
import {
  isExpired,
  PROSPECT_PRICING_REVISIONS,
  type PricingRevision,
  pricingRevisions,
  type Quote,
  rateIndexAt,
  renewQuote,
  toPricingRevisions,
  validUntil,
} from './offer-validity.ts';
import { type Audience, eur, type PricedOffer, priceOffer, type Selection } from './pricing.ts';

type Queryable = Pick<Database, 'query'>;

/** The saved choice of the offer screen, with the audience priced for collective products. */
export type SavedSelection = Selection & { audience: Audience | null };
/** A saved choice as stored: with its quote's columns (the offer's validity). */
export type StoredSelection = SavedSelection & {
  priced_at: Date | string;
  previous_premium: number | null;
  repriced_at: Date | string | null;
};

const SELECTION_COLUMNS =
  'formula, excess_level, options, audience, priced_at, previous_premium, repriced_at';

/** The quote of a stored choice (null for a choice not saved yet, as PUT offer prices it). */
function quoteOf(selection: SavedSelection | null): Quote | null {
  if (selection === null || !('priced_at' in selection)) return null;
  const stored = selection as StoredSelection;
  return {
    pricedAt: new Date(stored.priced_at),
    previousPremium: stored.previous_premium,
    repricedAt: stored.repriced_at === null ? null : new Date(stored.repriced_at),
  };
}

/** The prospect's saved offer choice, or null before the first PUT offer. */
export async function findSelection(db: Queryable, prospectId: string): Promise<StoredSelection | null> {
  const rows = await db.query<StoredSelection>(
    `SELECT ${SELECTION_COLUMNS} FROM offers WHERE prospect_id = $1`,
    [prospectId],
  );
  return rows[0] ?? null;
}

const SELECTION_AND_REVISIONS = extraColumns<{
  saved_selection: StoredSelection | null;
  pricing_revisions: PricingRevisionRow[];
}>({
  saved_selection: `(SELECT to_jsonb(o) FROM (SELECT ${SELECTION_COLUMNS} FROM offers WHERE prospect_id = p.id) o)`,
  pricing_revisions: PROSPECT_PRICING_REVISIONS,
});

const OFFER_PROSPECT = prospectFields('id', 'product', 'status', 'criterias', 'naf');

/** What pricing an offer reads of the prospect (offerFacts, serializeOffer): its id, product, status and answers. */
export type OfferProspect = ProspectWith<typeof OFFER_PROSPECT>;

/**
 * A prospect of the tenant with its saved offer choice and its product's tariff revisions, in one query
 * (the offer screen's read), and of the prospect only what pricing reads (not its 45
 * columns); unknown and foreign ids answer the same 404 as findProspect.
 */
export async function findProspectWithSelection(
  db: Queryable,
  tenant: Tenant,
  id: string,
): Promise<{ prospect: OfferProspect; selection: StoredSelection | null; revisions: PricingRevision[] }> {
  const { prospect, extra } = await findProspectWith(db, tenant, id, SELECTION_AND_REVISIONS, OFFER_PROSPECT);
  return {
    prospect,
    selection: extra.saved_selection,
    revisions: toPricingRevisions(extra.pricing_revisions),
  };
}

/**
 * Saves the prospect's offer choice (kept on the server), replacing the one before. The first choice
 * starts the quote (priced now); a later one keeps its date and forgets the re-pricing the visitor has seen.
 * The statement locks the prospect's row, unsigned (`FOR UPDATE`: it waits for a signing holding it); a
 * subscription signed meanwhile keeps its choice, 409 `subscription_signed`.
 */
export async function saveSelection(
  db: Queryable,
  tenant: Tenant,
  prospectId: string,
  selection: SavedSelection,
  /** When a first choice is priced (its quote's start). */
  pricedAt: Date = new Date(),
): Promise<void> {
  const saved = await db.query(
    `INSERT INTO offers (prospect_id, tenant_id, formula, excess_level, options, audience, priced_at)
     SELECT p.id, $2::text, $3::text, $4::text, $5::jsonb, $6::text, $7::timestamptz
     FROM prospects p WHERE p.id = $1 AND p.${UNSIGNED} FOR UPDATE
     ON CONFLICT (prospect_id) DO UPDATE SET formula = EXCLUDED.formula, excess_level = EXCLUDED.excess_level,
       options = EXCLUDED.options, audience = EXCLUDED.audience, updated_at = now(),
       previous_premium = NULL, repriced_at = NULL
     RETURNING prospect_id`,
    [
      prospectId,
      tenant.id,
      selection.formula,
      selection.excess_level,
      JSON.stringify(selection.options),
      selection.audience,
      pricedAt,
    ],
  );
  unsignedRow(saved);
}

/** The priced offer and what it was priced from, with its quote (null before the first choice). */
export type OfferFacts = {
  product: ProductRow;
  priced: PricedOffer;
  selection: SavedSelection | null;
  quote: Quote | null;
  /** The product's tariff revisions it was priced with (to price another choice without reading them again). */
  revisions: readonly PricingRevision[];
};

/**
 * Prices the prospect's offer, or explains why there is none (reference rules): a request that is not
 * pending (cancelled, paused for a custom offer or a review, blocked) has no offer, nor one whose pricing
 * criteria are not all answered.
 *
 * (docs/offers.md): a saved choice is priced with the tariff in force at its quote's date while the
 * quote is valid; past its validity (and unsigned: signed documents state the price) it is priced again with
 * today's tariff and the quote renewed, keeping the old premium when it changed so the visitor is told.
 */
export async function offerFacts(
  db: Queryable,
  tenant: Tenant,
  prospect: OfferProspect,
  locale: string,
  /** The choice to price: read from the database when undefined (null: none saved yet). */
  override?: SavedSelection | null,
  /** The product's tariff revisions: read from the database when undefined. */
  known?: readonly PricingRevision[],
): Promise<OfferFacts> {
  const product = tenant.catalogue.product(prospect.product);
  if (product === undefined) throw new DomainFailure('not_found', 'This prospect has no product yet.');
  if (prospect.status !== 'pending' && prospect.status !== 'client') {
    throw new DomainFailure('not_found', `No offer: this request is ${prospect.status}.`);
  }
  const missing = product.pricing_criterias.filter((key) => typeof prospect.criterias[key] !== 'number');
  if (missing.length > 0) {
    throw new DomainFailure('not_found', `No offer yet: missing pricing criteria ${missing.join(', ')}.`);
  }
  const selection = override === undefined ? await findSelection(db, prospect.id) : override;
  const revisions = known ?? (await pricingRevisions(db, tenant.id, product.slug));
  const price = (at: Date) => {
    const priced = priceOffer({
      category: product.category,
      audiences: product.audiences as Audience[],
      criterias: prospect.criterias,
      naf: (prospect.naf as string | null) ?? null,
      selection,
      audience: selection?.audience ?? null,
      locale,
      rateIndex: rateIndexAt(revisions, at),
    });
    if (priced === undefined) throw new DomainFailure('not_found', 'This product has no pricing table.');
    return priced;
  };
  const now = new Date();
  let quote = quoteOf(selection);
  if (quote === null) return { product, priced: price(now), selection, quote, revisions };
  const quoted = price(quote.pricedAt);
  if (!isExpired(quote.pricedAt, now) || (await isSigned(db, prospect.id))) {
    return { product, priced: quoted, selection, quote, revisions };
  }
  const priced = price(now);
  const before = quoted.price?.total.amount ?? null;
  const after = priced.price?.total.amount ?? null;
  const changed = before !== null && before !== after;
  // A change not yet seen stays announced from its first old premium; an unchanged price renews quietly.
  const first = changed ? (quote.previousPremium ?? before) : quote.previousPremium;
  const previousPremium = first === after ? null : first;
  const renewed: Quote = {
    pricedAt: now,
    previousPremium,
    repricedAt: previousPremium === null ? null : changed ? now : quote.repricedAt,
  };
  await renewQuote(db, prospect.id, quote.pricedAt, renewed);
  quote = renewed;
  return { product, priced, selection, quote, revisions };
}

/** The offer in the contract's shape (`Offer`): formulas with their documents, choice and price. */
export function serializeOffer(
  prospect: Pick<ProspectRow, 'id'>,
  facts: OfferFacts,
  locale: string,
): components['schemas']['Offer'] {
  const { priced, selection } = facts;
  return {
    id: prospect.id,
    product: facts.product.slug,
    audience: priced.audience,
    recommendation: priced.recommendation,
    formulas: priced.formulas.map((formula) => ({
      ...formula,
      documents: formulaDocuments(prospect.id, formula.name, locale),
    })),
    excess_levels: priced.excess_levels,
    selection:
      selection === null
        ? null
        : {
            formula: selection.formula,
            excess_level: selection.excess_level,
            options: selection.options,
            ...(selection.audience === null ? {} : { audience: selection.audience }),
          },
    warning: priced.warning,
    price: priced.price === null ? null : { ...priced.price, by_frequency: priced.by_frequency },
    valid_until: facts.quote === null ? null : validUntil(facts.quote.pricedAt).toISOString(),
    price_change:
      facts.quote?.previousPremium == null || priced.price === null
        ? null
        : {
            previous: eur(facts.quote.previousPremium),
            current: priced.price.total,
            repriced_at: (facts.quote.repricedAt ?? facts.quote.pricedAt).toISOString(),
          },
  };
}
