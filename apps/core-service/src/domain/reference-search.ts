import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import { normalizeSearch } from '../reference/normalize-search.ts';
import type { Tenant } from './tenant.ts';

// The searches of the reference data the journey's screens make (spec 7): the tenant's products, NAF
// activities and cities. Companies are searched by domain/companies.ts.

type Queryable = Pick<Database, 'query'>;
type Schemas = components['schemas'];

/** A page of a search: its rows and the total of matches. */
export type SearchPage<Row> = { rows: Row[]; total: number };

/** Which page of matches to answer. */
export type PageWindow = { perPage: number; offset: number };

/**
 * The tenant's products of a country in catalogue order, filtered by slug words (`rc pro`), answered from the
 * catalogue kept in memory (issue 17: no query).
 */
export function searchProducts(
  tenant: Tenant,
  country: Schemas['Country'],
  query: string,
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
      .map(({ slug, name, country: productCountry, audiences }) => ({
        slug,
        name,
        country: productCountry,
        description: null,
        audiences,
      })),
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
  const labelLocale =
    locale === 'en' || locale === 'de' || locale === 'it' || locale === 'es' ? locale : 'fr';
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

/**
 * Cities by postal code prefix (digits) or by name prefix (accent- and case-insensitive), one entry per
 * postal code, largest first, municipal districts left out; indexed (btree text_pattern_ops) for
 * search-as-you-type.
 */
export async function searchCities(
  db: Queryable,
  country: Schemas['Country'],
  query: string,
  window: PageWindow,
): Promise<SearchPage<Schemas['City']>> {
  const raw = query.trim();
  const byPostalCode = /^\d+$/.test(raw);
  const term = byPostalCode ? raw : normalizeSearch(raw);
  if (term === '') return { rows: [], total: 0 };
  // A municipal district (Paris 11e Arrondissement) shares its postal code with its city (Paris): one place.
  const where = `c.country = $1 AND ${byPostalCode ? 'p.postal_code LIKE $2' : 'c.search_name LIKE $2'}
    AND c.kind <> 'arrondissement-municipal'`;
  // issue 17: the page and the total of matches in one query (a second one only for a page past the end).
  const rows = await db.query<Schemas['City'] & { total: number }>(
    `SELECT c.insee_code, p.postal_code, c.name, c.country, count(*) OVER ()::int AS total FROM cities c
     JOIN city_postal_codes p ON p.city_id = c.id WHERE ${where}
     ORDER BY c.population DESC NULLS LAST, c.name, p.postal_code LIMIT $3 OFFSET $4`,
    [country, `${term}%`, window.perPage, window.offset],
  );
  const total =
    rows[0]?.total ??
    (window.offset === 0
      ? 0
      : ((
          await db.query<{ total: number }>(
            `SELECT count(*)::int AS total FROM cities c JOIN city_postal_codes p ON p.city_id = c.id WHERE ${where}`,
            [country, `${term}%`],
          )
        )[0]?.total ?? 0));
  return {
    rows: rows.map(({ insee_code, postal_code, name, country: cityCountry }) => ({
      insee_code,
      postal_code,
      name,
      country: cityCountry,
    })),
    total,
  };
}
