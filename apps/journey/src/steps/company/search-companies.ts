import type { CoreApiClient, components } from '@souscrire/core-api';
import { unwrap } from '../../core/unwrap.ts';

/** A company of the register, as the contract gives it. */
export type Company = components['schemas']['Company'];

/**
 * A company result: the SIRET is its id; the description helps recognise it (UX: SIREN, address, activity).
 * `company` is null for the company saved before, shown by name only.
 */
export type CompanyOption = { id: string; label: string; description: string; company: Company | null };

/** A search by company ID finds nothing (spec 2: 'no company found for this ID'), or the results. */
export type CompanySearch = { kind: 'found'; companies: Company[] } | { kind: 'unknownId' };

/** A SIREN (9 digits) or SIRET (14 digits), spaces ignored; null for a name. */
export function companyIdentifier(query: string): string | null {
  const digits = query.replace(/\s+/g, '');
  return /^(\d{9}|\d{14})$/.test(digits) ? digits : null;
}

/**
 * Companies by name, or by company ID (`GET /v2/companies`, spec 2). An ID no company has answers 404
 * `company_not_found`, returned as `unknownId`.
 *
 * @example
 * const search = await searchCompanies(client, '732 829 320', signal);
 */
export async function searchCompanies(
  client: CoreApiClient,
  query: string,
  signal?: AbortSignal,
): Promise<CompanySearch> {
  const identifier = companyIdentifier(query);
  const answer = await client.GET('/v2/companies', {
    params: { query: identifier ? { identifier } : { query, per_page: 20 } },
    ...(signal ? { signal } : {}),
  });
  if (identifier && answer.response.status === 404) return { kind: 'unknownId' };
  return { kind: 'found', companies: unwrap(answer).data };
}
