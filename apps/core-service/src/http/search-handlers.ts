import type { components } from '@souscrire/core-api';
import type { CompanyRow } from '../db/rows.ts';
import { readCompanyId } from '../prospects/companies.ts';
import { searchActivities as findActivities, searchProducts } from '../reference/reference-search.ts';
import { ApiError } from './api-error.ts';
import { type Handler, listEnvelope, paging } from './handler.ts';

/** The tenant's catalogue, for a country (the tenant's own by default), named in the answer's locale. */
export const listProducts: Handler<'listProducts'> = async ({ tenant, input, locale }) => {
  const { page, perPage, offset } = paging(input);
  const country = input.query.country ?? tenant.country;
  const found = searchProducts(tenant, country, input.query.query ?? '', locale, {
    perPage,
    offset,
  });
  return listEnvelope(found.rows, found.total, page, perPage);
};

/** NAF activities by code or label (reference/reference-search.ts), in the answer's locale. */
export const searchActivities: Handler<'searchActivities'> = async ({ db, input, locale }) => {
  const { page, perPage, offset } = paging(input);
  const found = await findActivities(db, locale, input.query.query, { perPage, offset });
  return listEnvelope(found.rows, found.total, page, perPage);
};

/** Cities of a country (the tenant's by default) by postal code or name, from memory (reference/city-index.ts). */
export const searchCities: Handler<'searchCities'> = async ({ reference, tenant, input }) => {
  const { page, perPage, offset } = paging(input);
  const country = input.query.country ?? tenant.country;
  const found = (await reference.cities()).search(country, input.query.query, { perPage, offset });
  return listEnvelope(found.rows, found.total, page, perPage);
};

/** A company in the contract's shape: the identifier (SIRET in France, the registration number elsewhere). */
export function serializeCompany(row: CompanyRow): components['schemas']['Company'] {
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

/** The message when an identifier matches no company ('no company found for this ID'). */
export const NO_COMPANY_MESSAGE = 'no company found for this ID';

/** The message when an identifier breaks its country's rule (format or check digit). */
export const INVALID_COMPANY_ID_MESSAGE = 'this company ID is not valid';

/**
 * The tenant country's companies by name prefix, or by company ID read by the country's rule (SIREN/SIRET,
 * Handelsregister number, partita IVA, NIF): 400 when the ID breaks the rule, 404 when no company has it.
 */
export const searchCompanies: Handler<'searchCompanies'> = async ({ tenant, input, providers }) => {
  const { page, perPage, offset } = paging(input);
  const { identifier, query } = input.query;
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
    const rows = await providers.companies.byId(tenant.country, id);
    if (rows.length === 0) {
      throw new ApiError(404, 'company_not_found', NO_COMPANY_MESSAGE, { identifier: [NO_COMPANY_MESSAGE] });
    }
    return listEnvelope(rows.map(serializeCompany), rows.length, page, perPage);
  }
  const { rows, total } = await providers.companies.byName(tenant.country, query ?? '', { perPage, offset });
  return listEnvelope(rows.map(serializeCompany), total, page, perPage);
};
