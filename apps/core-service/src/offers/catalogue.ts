import type { components } from '@souscrire/core-api';
import type { Bounds, StoredQuestion } from '../questions/criteria-rules.ts';
import type { EligibilityForm } from '../questions/eligibility-validators.ts';

/** A product of a tenant's catalogue. */
export type ProductRow = {
  slug: string;
  name: string;
  country: components['schemas']['Country'];
  category: string;
  audiences: components['schemas']['OfferAudience'][];
  is_broker: boolean;
  bounds: Bounds;
  pricing_criterias: string[];
};

/** A criteria question step of a product (the `sanctions-form` step included), in journey order. */
export type QuestionStep = { slug: string; questions: StoredQuestion[] };

/** The step that holds the sanctions questions: asked with the criteria, but not one of the listed steps. */
export const SANCTIONS_STEP = 'sanctions-form';

/**
 * A tenant's reference data: its products in catalogue order, their question steps and their
 * eligibility forms. Read once from the database (db/reference-data.ts) and kept in memory, read-only.
 */
export type Catalogue = {
  /** The products in the catalogue's order. */
  readonly products: readonly ProductRow[];
  /** A product by slug, or undefined (also for null: a prospect with no product yet). */
  product(slug: string | null): ProductRow | undefined;
  /** A product's question steps in order, the sanctions-form step included; [] for none. */
  questionSteps(slug: string | null): readonly QuestionStep[];
  /** A product's eligibility (killing) form, or undefined when it has none (the screen is skipped). */
  killingForm(slug: string | null): EligibilityForm | undefined;
};

/**
 * A catalogue over rows already read: products ordered by position, steps ordered by position, forms.
 *
 * @example
 * const catalogue = buildCatalogue([product], new Map([['rc-pro', steps]]), new Map());
 * catalogue.product('rc-pro')?.name;
 */
export function buildCatalogue(
  products: readonly ProductRow[],
  steps: ReadonlyMap<string, readonly QuestionStep[]>,
  forms: ReadonlyMap<string, EligibilityForm>,
): Catalogue {
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  return Object.freeze({
    products: Object.freeze([...products]),
    product: (slug: string | null) => (slug === null ? undefined : bySlug.get(slug)),
    questionSteps: (slug: string | null) => (slug === null ? [] : (steps.get(slug) ?? [])),
    killingForm: (slug: string | null) => (slug === null ? undefined : forms.get(slug)),
  });
}
