import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { serializeProduct } from '../offers/catalogue.ts';
import { languageOf } from './languages.ts';
import { normalizeSearch } from './normalize-search.ts';

// The searches of the reference data the journey's screens make: the tenant's products and NAF
// activities. Cities are searched in memory (reference/city-index.ts), companies by prospects/companies.ts.

type Queryable = Pick<Database, 'query'>;
type Schemas = components['schemas'];

/** A page of a search: its rows and the total of matches. */
export type SearchPage<Row> = { rows: Row[]; total: number };

/** Which page of matches to answer. */
export type PageWindow = { perPage: number; offset: number };

/**
 * The tenant's products of a country in catalogue order, filtered by slug words (`rc pro`), named in the
 * locale's language, answered from the catalogue kept in memory (no query).
 */
export function searchProducts(
  tenant: Tenant,
  country: Schemas['Country'],
  query: string,
  locale: string,
  window: PageWindow,
): SearchPage<Schemas['Product']> {
  const term = normalizeSearch(query);
  const matches = tenant.catalogue.products.filter(
    (product) =>
      product.country === country && (term === '' || product.slug.replaceAll('-', ' ').startsWith(term)),
  );
  return {
    rows: matches
      .slice(window.offset, window.offset + window.perPage)
      .map((product) => serializeProduct(product, locale)),
    total: matches.length,
  };
}

/**
 * NAF activities by code prefix or by label word prefix (accent- and case-insensitive), in the locale's
 * language: French labels for all 732 sub-classes, curated labels in the other languages.
 */
export async function searchActivities(
  db: Queryable,
  locale: string,
  query: string,
  window: PageWindow,
): Promise<SearchPage<Schemas['Activity']>> {
  const raw = query.trim();
  const byCode = /^\d{1,2}(\.\d{0,2}[A-Za-z]?)?$/.test(raw);
  const term = byCode ? raw.toUpperCase() : normalizeSearch(raw);
  // Every language the product speaks has its activity labels; anything else reads the French ones.
  const labelLocale = languageOf(locale) ?? 'fr';
  const rows = await db.query<Schemas['Activity'] & { total: number }>(
    byCode
      ? `SELECT code, label, count(*) OVER ()::int AS total FROM activity_labels
         WHERE locale = $1 AND code LIKE $2 || '%' ORDER BY code LIMIT $3 OFFSET $4`
      : `SELECT code, label, count(*) OVER ()::int AS total FROM activity_labels
         WHERE locale = $1 AND (search_label LIKE $2 || '%' OR search_label LIKE '% ' || $2 || '%')
         ORDER BY (search_label LIKE $2 || '%') DESC, label LIMIT $3 OFFSET $4`,
    [labelLocale, term, window.perPage, window.offset],
  );
  return { rows: rows.map(({ code, label }) => ({ code, label })), total: rows[0]?.total ?? 0 };
}
