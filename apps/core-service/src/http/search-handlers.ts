import { ApiError } from '../domain/api-error.ts';
import { type CompanyRow, companiesById, companiesByName, readCompanyId } from '../domain/companies.ts';
import { normalizeSearch } from '../reference/normalize-search.ts';
import { type Handler, listEnvelope, paging } from './handler.ts';

/** spec 7 (proposed calls): the tenant's catalogue, for a country (the tenant's own by default). */
export const listProducts: Handler = async ({ db, tenant, input }) => {
  const { page, perPage, offset } = paging(input);
  const country = String(input.query.country ?? tenant.country);
  const query = input.query.query === undefined ? '' : normalizeSearch(String(input.query.query));
  const rows = await db.query<{
    slug: string;
    name: string;
    country: string;
    audiences: string[];
    total: number;
  }>(
    `SELECT slug, name, country, audiences, count(*) OVER ()::int AS total FROM products
     WHERE tenant_id = $1 AND country = $2 AND ($3 = '' OR replace(slug, '-', ' ') LIKE $3 || '%')
     ORDER BY position LIMIT $4 OFFSET $5`,
    [tenant.id, country, query, perPage, offset],
  );
  return listEnvelope(
    rows.map(({ slug, name, country: productCountry, audiences }) => ({
      slug,
      name,
      country: productCountry,
      description: null,
      audiences,
    })),
    rows[0]?.total ?? 0,
    page,
    perPage,
  );
};

/**
 * NAF activities by code prefix or by label word prefix (accent- and case-insensitive), in the answer's
 * locale: French labels for all 732 sub-classes, curated labels in the other languages.
 */
export const searchActivities: Handler = async ({ db, input, locale }) => {
  const { page, perPage, offset } = paging(input);
  const raw = String(input.query.query).trim();
  const byCode = /^\d{1,2}(\.\d{0,2}[A-Za-z]?)?$/.test(raw);
  const term = byCode ? raw.toUpperCase() : normalizeSearch(raw);
  const labelLocale =
    locale === 'en' || locale === 'de' || locale === 'it' || locale === 'es' ? locale : 'fr';
  const rows = await db.query<{ code: string; label: string; total: number }>(
    byCode
      ? `SELECT code, label, count(*) OVER ()::int AS total FROM activity_labels
         WHERE locale = $1 AND code LIKE $2 || '%' ORDER BY code LIMIT $3 OFFSET $4`
      : `SELECT code, label, count(*) OVER ()::int AS total FROM activity_labels
         WHERE locale = $1 AND (search_label LIKE $2 || '%' OR search_label LIKE '% ' || $2 || '%')
         ORDER BY (search_label LIKE $2 || '%') DESC, label LIMIT $3 OFFSET $4`,
    [labelLocale, term, perPage, offset],
  );
  return listEnvelope(
    rows.map(({ code, label }) => ({ code, label })),
    rows[0]?.total ?? 0,
    page,
    perPage,
  );
};

/**
 * Cities by postal code prefix (digits) or by name prefix (accent- and case-insensitive), one entry per
 * postal code, largest first, municipal districts left out; indexed (btree text_pattern_ops) for search-as-you-type.
 */
export const searchCities: Handler = async ({ db, tenant, input }) => {
  const { page, perPage, offset } = paging(input);
  const raw = String(input.query.query).trim();
  const country = String(input.query.country ?? tenant.country);
  const byPostalCode = /^\d+$/.test(raw);
  const term = byPostalCode ? raw : normalizeSearch(raw);
  if (term === '') return listEnvelope([], 0, page, perPage);
  // A municipal district (Paris 11e Arrondissement) shares its postal code with its city (Paris): one place.
  const where = `${byPostalCode ? 'p.postal_code LIKE $2' : 'c.search_name LIKE $2'} AND c.kind <> 'arrondissement-municipal'`;
  const [rows, totals] = await Promise.all([
    db.query<{ insee_code: string; postal_code: string; name: string; country: string }>(
      `SELECT c.insee_code, p.postal_code, c.name, c.country FROM cities c
       JOIN city_postal_codes p ON p.city_id = c.id
       WHERE c.country = $1 AND ${where}
       ORDER BY c.population DESC NULLS LAST, c.name, p.postal_code LIMIT $3 OFFSET $4`,
      [country, `${term}%`, perPage, offset],
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM cities c JOIN city_postal_codes p ON p.city_id = c.id
       WHERE c.country = $1 AND ${where}`,
      [country, `${term}%`],
    ),
  ]);
  return listEnvelope(rows, totals[0]?.total ?? 0, page, perPage);
};

/** A company in the contract's shape: the identifier (SIRET in France, the registration number elsewhere). */
export function serializeCompany(row: CompanyRow): Record<string, unknown> {
  return {
    identifier: row.siret,
    siren: row.siren,
    name: row.name,
    address: row.address,
    postal_code: row.postal_code,
    city: row.city,
    insee_code_city: row.insee_code,
    naf: row.naf,
    creation_date: row.creation_date,
    country: row.country,
    register_court: row.register_court,
  };
}

/** The message when an identifier matches no company (issue 9: 'no company found for this ID'). */
export const NO_COMPANY_MESSAGE = 'no company found for this ID';

/** The message when an identifier breaks its country's rule (format or check digit). */
export const INVALID_COMPANY_ID_MESSAGE = 'this company ID is not valid';

/**
 * The tenant country's companies by name prefix, or by company ID read by the country's rule (SIREN/SIRET,
 * Handelsregister number, partita IVA, NIF): 400 when the ID breaks the rule, 404 when no company has it.
 */
export const searchCompanies: Handler = async ({ db, tenant, input }) => {
  const { page, perPage, offset } = paging(input);
  const identifier = input.query.identifier === undefined ? undefined : String(input.query.identifier);
  const query = input.query.query === undefined ? undefined : normalizeSearch(String(input.query.query));
  if (identifier === undefined && query === undefined) {
    throw new ApiError(400, 'bad_request', 'Give a query (a name) or an identifier (a company ID).', {
      query: ['This field is required'],
    });
  }
  if (identifier !== undefined) {
    const id = readCompanyId(tenant.country, identifier);
    if (id === undefined) {
      throw new ApiError(400, 'bad_request', INVALID_COMPANY_ID_MESSAGE, {
        identifier: [INVALID_COMPANY_ID_MESSAGE],
      });
    }
    const rows = await companiesById(db, tenant.country, id);
    if (rows.length === 0) {
      throw new ApiError(404, 'company_not_found', NO_COMPANY_MESSAGE, { identifier: [NO_COMPANY_MESSAGE] });
    }
    return listEnvelope(rows.map(serializeCompany), rows.length, page, perPage);
  }
  const { rows, total } = await companiesByName(db, tenant.country, query ?? '', { perPage, offset });
  return listEnvelope(rows.map(serializeCompany), total, page, perPage);
};
