/**
 * The company register's port: a company found by its ID (SIREN or SIRET in France, and each country's own
 * form: prospects/companies.ts, readCompanyId) or by its name. The sandbox register is the demo companies'
 * table (prospects/sandbox-company-register.ts); a real register (INSEE Sirene in France) is another
 * implementation, and each passes {@link describeCompanyRegisterContract}
 * (prospects/company-register.contract.ts).
 */

import type { CompanyRow } from '../db/rows.ts';
import type { CompanyId, RegisterCountry } from './companies.ts';

/** A company as the register answers it, with the headcount and revenue a new prospect is prefilled with. */
export type RegisteredCompany = CompanyRow & { headcount: number; revenue: number };

/**
 * The company register as the core calls it.
 *
 * @example
 * const [company] = await register.byId('FR', readCompanyId('FR', '185649290')!);
 * const { rows, total } = await register.byName('FR', 'lumière', { perPage: 20, offset: 0 });
 */
export type CompanyRegister = {
  /**
   * The companies of a country's register with this ID: one, none, or several German companies with the same
   * number at different courts when no court was named.
   */
  byId(country: RegisterCountry, id: CompanyId): Promise<RegisteredCompany[]>;
  /**
   * A country's companies with a word of their name starting with `query` (accents, case and punctuation
   * aside), names starting with it first: a page of them and how many there are in all.
   */
  byName(
    country: RegisterCountry,
    query: string,
    paging: { perPage: number; offset: number },
  ): Promise<{ rows: CompanyRow[]; total: number }>;
};
