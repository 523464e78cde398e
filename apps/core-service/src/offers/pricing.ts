import { readFileSync } from 'node:fs';
import type { components } from '@souscrire/core-api';

/** The three formulas, from the lightest to the widest cover. */
export const FORMULAS = [
  'economic',
  'balanced',
  'complete',
] as const satisfies readonly components['schemas']['FormulaName'][];
/** One of {@link FORMULAS}. */
export type FormulaName = (typeof FORMULAS)[number];
/** The offer audiences of collective health and provident products (managers and non-managers). */
export type Audience = components['schemas']['OfferAudience'];
/** The payment frequencies the sandbox prices (a subset of the contract's frequencies). */
export type PricedFrequency = 'annual' | 'biannually' | 'quarterly' | 'monthly';

type Rates = {
  base?: number;
  per_head?: number;
  per_revenue_10k?: number;
  per_m2?: number;
  per_member?: Partial<Record<Audience, number>> | number;
};
type FormulaTable = Rates & {
  guarantees: { code: string; limit: number | null }[];
  options: Record<string, Rates>;
};
type CategoryTable = {
  excess_levels: { code: string; amount: number; factor: number }[];
  default_excess: string;
  recommendation: { formula: FormulaName; when: Record<string, number> }[];
  formulas: Record<FormulaName, FormulaTable>;
};
/** The demo pricing tables (data/pricing.json): rates per product category, formula, excess level and option. */
export type PricingTables = {
  frequencies: Record<PricedFrequency, { installments: number; surcharge: number; fees: number }>;
  activity_factors: { divisions: [number, number]; factor: number }[];
  labels: Record<string, Record<string, string>>;
  categories: Record<string, CategoryTable>;
};

/** The tables shipped with the service. */
export const PRICING: PricingTables = JSON.parse(
  readFileSync(new URL('../data/pricing.json', import.meta.url), 'utf8'),
) as PricingTables;

/** A money amount of the contract (minor units). */
export type Money = components['schemas']['Money'];
/** An amount in euros, in the contract's `Money` (minor units, rounded to a whole unit). */
export const eur = (amount: number): Money => ({ amount: Math.round(amount), currency: 'EUR' });

/** What the customer chose on the offer screen (the contract's `OfferSelection`; its audience is priced apart). */
export type Selection = Omit<components['schemas']['OfferSelection'], 'audience'>;

/** What pricing needs about the prospect. */
export type PricingInput = {
  category: string;
  audiences: readonly Audience[];
  criterias: Record<string, unknown>;
  naf: string | null;
  selection: Selection | null;
  audience: Audience | null;
  locale: string;
  /** The tenant's tariff revision in force at the quote's date, as a factor of the shipped rates (1: as shipped). */
  rateIndex?: number;
};

/** The priced offer, before documents are attached (contract `Offer` without id, product and documents). */
export type PricedOffer = {
  audience: Audience | null;
  recommendation: FormulaName;
  formulas: {
    name: FormulaName;
    advice_level: 'unsuited' | 'suited' | 'recommended';
    price: Money;
    guarantees: { code: string; label: string; limit: Money | null }[];
    extra_guarantees: { code: string; label: string; price: Money }[];
  }[];
  excess_levels: { code: string; amount: Money }[];
  selection: Selection | null;
  warning: { code: 'unsuited_level'; recommended_formula: FormulaName } | null;
  price: { premium: Money; fees: Money; total: Money } | null;
  by_frequency: FrequencyAmount[];
};

/** What one frequency costs: the first instalment (fees included), the next ones and the fees. */
export type FrequencyAmount = {
  frequency: PricedFrequency;
  first_amount: Money;
  then_amount: Money;
  fees: Money;
};

function count(criterias: Record<string, unknown>, key: string): number {
  const value = criterias[key];
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, value) : 0;
}

/** The activity factor of a NAF code (`62.01Z`): by division, 1 when no band matches. */
export function activityFactor(naf: string | null, tables: PricingTables = PRICING): number {
  const division = naf === null ? Number.NaN : Number.parseInt(naf.slice(0, 2), 10);
  const band = tables.activity_factors.find(
    ({ divisions: [from, to] }) => division >= from && division <= to,
  );
  return band?.factor ?? 1;
}

/**
 * The audience priced for a collective product: the one chosen, else the one with the most employees
 * (non-managers on a tie); null for products without audiences.
 */
export function pricedAudience(
  input: Pick<PricingInput, 'audiences' | 'audience' | 'criterias'>,
): Audience | null {
  if (input.audiences.length === 0) return null;
  if (input.audience !== null && input.audiences.includes(input.audience)) return input.audience;
  return count(input.criterias, 'managers_count') > count(input.criterias, 'non_managers_count')
    ? 'managers'
    : 'non_managers';
}

function rated(rates: Rates, criterias: Record<string, unknown>, audience: Audience | null): number {
  const members =
    audience === null ? count(criterias, 'headcount') : Math.max(1, count(criterias, `${audience}_count`));
  const perMember =
    typeof rates.per_member === 'number'
      ? rates.per_member
      : audience === null
        ? 0
        : (rates.per_member?.[audience] ?? 0);
  return (
    (rates.base ?? 0) +
    (rates.per_head ?? 0) * count(criterias, 'headcount') +
    (rates.per_revenue_10k ?? 0) * Math.ceil(count(criterias, 'revenue') / 10_000) +
    (rates.per_m2 ?? 0) * count(criterias, 'premises_area') +
    perMember * members
  );
}

/** The formula the rules recommend: the first rule whose thresholds the criteria all reach, else economic. */
export function recommendFormula(table: CategoryTable, criterias: Record<string, unknown>): FormulaName {
  const rule = table.recommendation.find((candidate) =>
    Object.entries(candidate.when).every(([key, threshold]) => count(criterias, key) >= threshold),
  );
  return rule?.formula ?? 'economic';
}

/** The amounts of an annual premium per frequency: a surcharge for splitting, fees on the first instalment. */
export function amountsByFrequency(annual: number, tables: PricingTables = PRICING): FrequencyAmount[] {
  return (Object.keys(tables.frequencies) as PricedFrequency[]).map((frequency) => {
    const { installments, surcharge, fees } = tables.frequencies[frequency];
    const instalment = Math.round((annual * (1 + surcharge)) / installments);
    return {
      frequency,
      first_amount: eur(instalment + fees),
      then_amount: eur(instalment),
      fees: eur(fees),
    };
  });
}

/** The pricing table of a product category, or undefined when the demo does not price it. */
export function categoryTable(category: string, tables: PricingTables = PRICING): CategoryTable | undefined {
  return tables.categories[category];
}

type PricedFormula = PricedOffer['formulas'][number];

/** What an offer of a category shows that depends on its table and the locale only, never on the prospect. */
type FixedParts = {
  guarantees: Record<FormulaName, PricedFormula['guarantees']>;
  options: Record<FormulaName, { code: string; label: string; rates: Rates }[]>;
  excessLevels: PricedOffer['excess_levels'];
};

// The guarantees with their labels and limits, the options' labels and the excess
// levels were built again for each offer. They are made once per table, category and locale (a few categories
// times the service's five languages) and frozen: every offer of that category and locale shares them.
const fixedPartsByTables = new WeakMap<PricingTables, Map<string, FixedParts>>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

function fixedParts(
  tables: PricingTables,
  category: string,
  table: CategoryTable,
  locale: string,
): FixedParts {
  let byKey = fixedPartsByTables.get(tables);
  if (byKey === undefined) {
    byKey = new Map();
    fixedPartsByTables.set(tables, byKey);
  }
  const key = `${category}\n${locale}`;
  const known = byKey.get(key);
  if (known !== undefined) return known;
  const label = (code: string) => {
    const labels = tables.labels[code] ?? {};
    return labels[locale] ?? labels.en ?? code;
  };
  const byFormula = <T>(make: (formula: FormulaTable) => T) =>
    Object.fromEntries(FORMULAS.map((name) => [name, make(table.formulas[name])])) as Record<FormulaName, T>;
  // The rates stay the table's own (not frozen here: they are the caller's data, only read).
  const options = byFormula((formula) =>
    Object.entries(formula.options).map(([code, rates]) => ({ code, label: label(code), rates })),
  );
  const parts: FixedParts = {
    guarantees: deepFreeze(
      byFormula((formula) =>
        formula.guarantees.map((guarantee) => ({
          code: guarantee.code,
          label: label(guarantee.code),
          limit: guarantee.limit === null ? null : eur(guarantee.limit),
        })),
      ),
    ),
    options,
    excessLevels: deepFreeze(
      table.excess_levels.map((level) => ({ code: level.code, amount: eur(level.amount) })),
    ),
  };
  byKey.set(key, parts);
  return parts;
}

/**
 * Prices the three formulas of a product for the prospect's criteria and activity (reference rules):
 * each formula's premium at the chosen (or default) excess level, its options, the recommended formula,
 * each formula's advice level (below the recommendation: unsuited), the warning when the chosen formula is
 * unsuited, and the price of the current choice per frequency. Its guarantees and excess levels are shared
 * by every offer of the category in that locale, and frozen.
 *
 * @example
 * const offer = priceOffer({ category: 'professional-liability', audiences: [], criterias: { headcount: 4, revenue: 300000 },
 *   naf: '62.01Z', selection: null, audience: null, locale: 'en' });
 * offer?.recommendation; // 'balanced'
 */
export function priceOffer(input: PricingInput, tables: PricingTables = PRICING): PricedOffer | undefined {
  const table = categoryTable(input.category, tables);
  if (table === undefined) return undefined;
  const fixed = fixedParts(tables, input.category, table, input.locale);
  const audience = pricedAudience(input);
  const activity = activityFactor(input.naf, tables);
  const excess =
    table.excess_levels.find((level) => level.code === input.selection?.excess_level) ??
    table.excess_levels.find((level) => level.code === table.default_excess);
  const excessFactor = excess?.factor ?? 1;
  const index = input.rateIndex ?? 1;
  const recommendation = recommendFormula(table, input.criterias);
  const rank = (name: FormulaName) => FORMULAS.indexOf(name);
  const formulas = FORMULAS.map((name): PricedFormula => {
    const formula = table.formulas[name];
    const level: PricedFormula['advice_level'] =
      name === recommendation ? 'recommended' : rank(name) < rank(recommendation) ? 'unsuited' : 'suited';
    return {
      name,
      advice_level: level,
      price: eur(rated(formula, input.criterias, audience) * activity * excessFactor * index),
      guarantees: fixed.guarantees[name],
      extra_guarantees: fixed.options[name].map(({ code, label, rates }) => ({
        code,
        label,
        price: eur(rated(rates, input.criterias, audience) * index),
      })),
    };
  });
  const selection = input.selection;
  let price: PricedOffer['price'] = null;
  let byFrequency: FrequencyAmount[] = [];
  let warning: PricedOffer['warning'] = null;
  if (selection !== null) {
    const chosen = formulas.find((formula) => formula.name === selection.formula);
    if (chosen !== undefined) {
      const options = chosen.extra_guarantees
        .filter((option) => selection.options.includes(option.code))
        .reduce((sum, option) => sum + option.price.amount, 0);
      const premium = chosen.price.amount + options;
      price = { premium: eur(premium), fees: eur(0), total: eur(premium) };
      byFrequency = amountsByFrequency(premium, tables);
      // A warning when the chosen level is unsuited, recommending another formula.
      if (chosen.advice_level === 'unsuited') {
        warning = { code: 'unsuited_level', recommended_formula: recommendation };
      }
    }
  }
  return {
    audience,
    recommendation,
    formulas,
    excess_levels: fixed.excessLevels,
    selection,
    warning,
    price,
    by_frequency: byFrequency,
  };
}
