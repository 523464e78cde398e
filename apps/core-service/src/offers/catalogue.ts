import type { components } from '@souscrire/core-api';
import type { ProductRow } from '../db/rows.ts';
import type { StoredQuestion } from '../questions/criteria-rules.ts';
import type { EligibilityForm } from '../questions/eligibility-validators.ts';
import { languageOf } from '../reference/languages.ts';

/**
 * A product in the contract's shape (`Product`), named in the locale's language (the tenant country's
 * name for a locale the product does not speak).
 *
 * @example
 * serializeProduct(multirisque, 'en').name; // 'Business multi-risk insurance'
 */
export function serializeProduct(product: ProductRow, locale: string): components['schemas']['Product'] {
  return {
    slug: product.slug,
    name: productName(product, locale),
    country: product.country,
    description: null,
    audiences: product.audiences,
  };
}

/** The product's name in the locale's language, else in the tenant country's. */
export function productName(product: Pick<ProductRow, 'name' | 'names'>, locale: string): string {
  const language = languageOf(locale);
  return (language === undefined ? undefined : product.names[language]) ?? product.name;
}

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
