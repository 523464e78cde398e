import {
  findProspectWithSelection,
  type OfferFacts,
  offerFacts,
  type SavedSelection,
  type StoredSelection,
  saveSelection,
  serializeOffer,
} from '../offers/offers.ts';
import { type Audience, categoryTable, FORMULAS } from '../offers/pricing.ts';
import { assertOpen, findProspect } from '../prospects/prospects.ts';
import { answerSource, answersOfRecord, recordAnswers } from '../questions/answer-sources.ts';
import { isSigned } from '../signatures/signatures.ts';
import { emitQuotePriced } from '../webhooks/events.ts';
import { ApiError, type FieldErrors } from './api-error.ts';
import type { Handler } from './handler.ts';

// The texts of the offer screen's two failures.
const NO_FORMULA = 'Choose below the formula that suits you the best before proceeding.';
const NO_EXCESS = 'Choose above the excess level you want before continuing.';

/** GET v2/prospects/{id}/offer, the three formulas priced for the prospect, and the saved choice. */
export const getOffer: Handler<'getOffer'> = async ({ db, tenant, input, locale }) => {
  const { prospect, selection, revisions } = await findProspectWithSelection(db, tenant, input.params.id);
  const facts = await offerFacts(db, tenant, prospect, locale, selection, revisions);
  return { status: 200, body: { data: serializeOffer(prospect, facts, locale) } };
};

function checkSelection(
  facts: OfferFacts,
  selection: SavedSelection & { audience: Audience | null },
): FieldErrors {
  const errors: FieldErrors = {};
  const table = categoryTable(facts.product.category);
  if (!FORMULAS.includes(selection.formula)) errors.formula = [NO_FORMULA];
  if (selection.excess_level === '') errors.excess_level = [NO_EXCESS];
  else if (!table?.excess_levels.some((level) => level.code === selection.excess_level)) {
    errors.excess_level = ['This excess level is not offered'];
  }
  const formula = facts.priced.formulas.find((candidate) => candidate.name === selection.formula);
  const offered = new Set(formula?.extra_guarantees.map((option) => option.code));
  selection.options.forEach((option, index) => {
    if (!offered.has(option)) errors[`options.${index}`] = ['This option is not offered with this formula'];
  });
  if (selection.audience !== null && !facts.product.audiences.includes(selection.audience)) {
    errors.audience = ['This product has no such audience'];
  }
  return errors;
}

/**
 * PUT v2/prospects/{id}/offer saves the formula, excess level, options (and audience for
 * collective products) on the server and answers the offer priced for that choice, with the warning when the
 * chosen level is unsuited.
 */
export const updateOffer: Handler<'updateOffer'> = async ({ db, tenant, input, locale, request }) => {
  const prospect = await findProspect(db, tenant, input.params.id);
  assertOpen(prospect);
  // The signed documents state the chosen formula: once signed, the choice is final.
  if (await isSigned(db, prospect.id)) {
    throw new ApiError(409, 'conflict', 'The offer is signed: it can no longer change.');
  }
  const body = input.body;
  const selection: SavedSelection = {
    formula: body.formula,
    excess_level: body.excess_level,
    options: [...new Set(body.options)],
    audience: body.audience ?? null,
  };
  const current = await offerFacts(db, tenant, prospect, locale);
  const errors = checkSelection(current, selection);
  if (Object.keys(errors).length > 0) {
    throw new ApiError(422, 'validation_failed', 'Some fields are invalid.', errors);
  }
  // Who gives this choice (refused before saving when nothing proves it, on an agent's prospect).
  const source = await answerSource(db, tenant, prospect, request);
  // A new choice keeps its quote's date (the tariff then), or starts one; the re-pricing is seen.
  const pricedAt = current.quote?.pricedAt ?? new Date();
  const stored: StoredSelection = {
    ...selection,
    priced_at: pricedAt,
    previous_premium: null,
    repriced_at: null,
  };
  const facts = await offerFacts(db, tenant, prospect, locale, stored, current.revisions);
  // The choice and its webhook event are written together (src/webhooks/).
  await db.transaction(async (tx) => {
    await saveSelection(tx, tenant, prospect.id, selection, pricedAt);
    await emitQuotePriced(tx, prospect, facts, pricedAt);
  });
  await recordAnswers(
    db,
    tenant,
    prospect.id,
    source,
    answersOfRecord(
      'offer',
      { formula: selection.formula, excess_level: selection.excess_level, options: selection.options },
      current.selection,
    ),
  );
  return { status: 200, body: { data: serializeOffer(prospect, facts, locale) } };
};
