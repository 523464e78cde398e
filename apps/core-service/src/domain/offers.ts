import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import { ApiError } from './api-error.ts';
import type { ProductRow } from './catalogue.ts';
import { formulaDocuments } from './documents.ts';
import { type Audience, type PricedOffer, priceOffer, type Selection } from './pricing.ts';
import { findProspectWith, type ProspectRow } from './prospects.ts';
import type { Tenant } from './tenant.ts';

type Queryable = Pick<Database, 'query'>;

/** The saved choice of the offer screen (spec 2), with the audience priced for collective products. */
export type SavedSelection = Selection & { audience: Audience | null };

const SELECTION_COLUMNS = 'formula, excess_level, options, audience';

/** The prospect's saved offer choice, or null before the first PUT offer. */
export async function findSelection(db: Queryable, prospectId: string): Promise<SavedSelection | null> {
  const rows = await db.query<SavedSelection>(
    `SELECT ${SELECTION_COLUMNS} FROM offers WHERE prospect_id = $1`,
    [prospectId],
  );
  return rows[0] ?? null;
}

/**
 * A prospect of the tenant with its saved offer choice, in one query (issue 17: the offer screen's read);
 * unknown and foreign ids answer the same 404 as findProspect.
 */
export async function findProspectWithSelection(
  db: Queryable,
  tenant: Tenant,
  id: string,
): Promise<{ prospect: ProspectRow; selection: SavedSelection | null }> {
  const { saved_selection: selection, ...prospect } = await findProspectWith<{
    saved_selection: SavedSelection | null;
  }>(
    db,
    tenant,
    id,
    `(SELECT to_jsonb(o) FROM (SELECT ${SELECTION_COLUMNS} FROM offers WHERE prospect_id = p.id) o)
       AS saved_selection`,
  );
  return { prospect, selection };
}

/** Saves the prospect's offer choice (spec 2: kept on the server), replacing the one before. */
export async function saveSelection(
  db: Queryable,
  tenant: Tenant,
  prospectId: string,
  selection: SavedSelection,
): Promise<void> {
  await db.query(
    `INSERT INTO offers (prospect_id, tenant_id, formula, excess_level, options, audience) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (prospect_id) DO UPDATE SET formula = EXCLUDED.formula, excess_level = EXCLUDED.excess_level,
       options = EXCLUDED.options, audience = EXCLUDED.audience, updated_at = now()`,
    [
      prospectId,
      tenant.id,
      selection.formula,
      selection.excess_level,
      JSON.stringify(selection.options),
      selection.audience,
    ],
  );
}

/** The priced offer and what it was priced from. */
export type OfferFacts = { product: ProductRow; priced: PricedOffer; selection: SavedSelection | null };

/**
 * Prices the prospect's offer, or explains why there is none (reference rules): a request that is not
 * pending (cancelled, paused for a custom offer or a review, blocked) has no offer, nor one whose pricing
 * criteria are not all answered.
 */
export async function offerFacts(
  db: Queryable,
  tenant: Tenant,
  prospect: ProspectRow,
  locale: string,
  /** The choice to price: read from the database when undefined (null: none saved yet). */
  override?: SavedSelection | null,
): Promise<OfferFacts> {
  const product = tenant.catalogue.product(prospect.product);
  if (product === undefined) throw new ApiError(404, 'not_found', 'This prospect has no product yet.');
  if (prospect.status !== 'pending' && prospect.status !== 'client') {
    throw new ApiError(404, 'not_found', `No offer: this request is ${prospect.status}.`);
  }
  const missing = product.pricing_criterias.filter((key) => typeof prospect.criterias[key] !== 'number');
  if (missing.length > 0) {
    throw new ApiError(404, 'not_found', `No offer yet: missing pricing criteria ${missing.join(', ')}.`);
  }
  const selection = override === undefined ? await findSelection(db, prospect.id) : override;
  const priced = priceOffer({
    category: product.category,
    audiences: product.audiences as Audience[],
    criterias: prospect.criterias,
    naf: (prospect.naf as string | null) ?? null,
    selection,
    audience: selection?.audience ?? null,
    locale,
  });
  if (priced === undefined) throw new ApiError(404, 'not_found', 'This product has no pricing table.');
  return { product, priced, selection };
}

/** The offer in the contract's shape (`Offer`): formulas with their documents, choice and price. */
export function serializeOffer(
  prospect: ProspectRow,
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
  };
}
