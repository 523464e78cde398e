import type { Database } from '../db/database.ts';
import { normalizeSearch } from '../reference/normalize-search.ts';
import { companiesById, companiesByName } from './companies.ts';
import type { CompanyRegister, RegisteredCompany } from './company-register.ts';

/**
 * The sandbox register: the demo companies of `data/companies.json` (fictional, with valid IDs), seeded into
 * the `companies` table and searched on its normalised name column.
 *
 * @example
 * const [company] = await sandboxCompanyRegister(db).byId('FR', { column: 'siren', value: '185649290' });
 */
export function sandboxCompanyRegister(db: Pick<Database, 'query'>): CompanyRegister {
  return {
    byId: (country, id) =>
      companiesById<Pick<RegisteredCompany, 'headcount' | 'revenue'>>(
        db,
        country,
        id,
        ', headcount, revenue',
      ),
    byName: (country, query, paging) => companiesByName(db, country, normalizeSearch(query), paging),
  };
}
