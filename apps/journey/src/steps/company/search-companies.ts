import type { CoreApiClient, components } from '@souscrire/core-api';
import type { Country } from '@souscrire/i18n';
import { unwrap } from '../../core/unwrap.ts';

/** A company of the register, as the contract gives it. */
export type Company = components['schemas']['Company'];

/**
 * A company result: the SIRET is its id; the description helps recognise it (UX: SIREN, address, activity).
 * `company` is null for the company saved before, shown by name only.
 */
export type CompanyOption = { id: string; label: string; description: string; company: Company | null };

/**
 * A search by company ID finds nothing ('no company found for this ID'), or the ID breaks its country's
 * rule (a wrong check digit), or the results.
 */
export type CompanySearch =
  | { kind: 'found'; companies: Company[] }
  | { kind: 'unknownId' }
  | { kind: 'invalidId' };

// What looks like each country's company ID rather than a name (the core checks the check digit): SIREN or
// SIRET, a Handelsregister number ('HRB 12345', perhaps with its court), a partita IVA, a NIF.
const ID_SHAPES: Record<Country, { shape: RegExp; compact: (text: string) => string }> = {
  FR: { shape: /^(\d{9}|\d{14})$/, compact: (text) => text.replace(/\s+/g, '') },
  DE: { shape: /^(HRA|HRB|GnR|PR|VR) ?\d+/i, compact: (text) => text.trim().replace(/\s+/g, ' ') },
  IT: { shape: /^(IT)?\d{11}$/i, compact: (text) => text.replace(/\s+/g, '') },
  ES: {
    shape: /^(ES)?[A-Z0-9]\d{7}[A-Z0-9]$/i,
    compact: (text) => text.replace(/[\s-]+/g, '').toUpperCase(),
  },
};

/** The company ID a query stands for in a country (spaces ignored), or null for a name. */
export function companyIdentifier(query: string, country: Country = 'FR'): string | null {
  const { shape, compact } = ID_SHAPES[country];
  const text = compact(query);
  return shape.test(country === 'DE' ? text : text.replace(/\s+/g, '')) ? text : null;
}

/** How a register company is named by its ID: 'HRB 12345, Amtsgericht München', '732829320'. */
export function registerId(company: Company): string {
  return [company.siren, company.register_court].filter(Boolean).join(', ');
}

/**
 * A register company's address on one line: street, then postal code and town ('12 rue Oberkampf, 75011 Paris').
 *
 * @example
 * companyPlace({ address: '12 rue Oberkampf', postal_code: '75011', city: 'Paris' }); // '12 rue Oberkampf, 75011 Paris'
 */
export function companyPlace(company: Pick<Company, 'address' | 'postal_code' | 'city'>): string {
  return [company.address, [company.postal_code, company.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/**
 * The tenant country's companies by name, or by company ID (`GET /v2/companies`). An ID no company has
 * answers 404 `company_not_found`, returned as `unknownId`; an ID breaking its country's rule answers 400,
 * returned as `invalidId`.
 *
 * @example
 * const search = await searchCompanies(client, '732 829 320', 'FR', signal);
 */
export async function searchCompanies(
  client: CoreApiClient,
  query: string,
  country: Country,
  signal?: AbortSignal,
): Promise<CompanySearch> {
  const identifier = companyIdentifier(query, country);
  const answer = await client.GET('/v2/companies', {
    params: { query: identifier ? { identifier } : { query, per_page: 20 } },
    ...(signal ? { signal } : {}),
  });
  if (identifier && answer.response.status === 404) return { kind: 'unknownId' };
  if (identifier && answer.response.status === 400) return { kind: 'invalidId' };
  return { kind: 'found', companies: unwrap(answer).data };
}
