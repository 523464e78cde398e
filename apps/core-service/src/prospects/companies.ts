// The four validators' own modules: `stdnum`'s index loads every country's (about 200 ms of a start).
import * as NIF from 'stdnum/lib/cjs/es/nif.js';
import * as SIREN from 'stdnum/lib/cjs/fr/siren.js';
import * as SIRET from 'stdnum/lib/cjs/fr/siret.js';
import * as PARTITA_IVA from 'stdnum/lib/cjs/it/iva.js';
import type { Database } from '../db/database.ts';
import type { CompanyRow } from '../db/rows.ts';
import type { Tenant } from '../infrastructure/tenant.ts';

type Queryable = Pick<Database, 'query'>;

/** A country with a company register in the sandbox. */
export type RegisterCountry = Tenant['country'];

/**
 * A company ID in its register's form: the column it is kept in (`siren` the registration number, `siret`
 * the French establishment number) and, in Germany, the register court when the visitor named it.
 */
export type CompanyId = { column: 'siren' | 'siret'; value: string; court?: string };

// The German register divisions: commercial (A partnerships, B companies), cooperatives, partnerships of the
// liberal professions, associations.
const GERMAN_REGISTER = /^(HRA|HRB|GnR|PR|VR)\s*(\d{1,6})(?:\s*([A-Z]{1,2}))?(?:\s*[,(]?\s*(.*?)\)?)?$/i;
const GERMAN_DIVISIONS: Record<string, string> = { HRA: 'HRA', HRB: 'HRB', GNR: 'GnR', PR: 'PR', VR: 'VR' };

/**
 * Reads a company ID by the country's rule, or undefined when it is not a valid one: SIREN (9 digits) or SIRET
 * (14 digits) with their Luhn check and La Poste's exception in France, the partita IVA and its check digit in
 * Italy, the NIF (CIF of a company, DNI or NIE of a sole trader) and its check letter in Spain (checks by
 * `stdnum`), the Handelsregister number ('HRB 12345', optionally with its court: 'HRB 12345, Amtsgericht
 * München') in Germany, which carries no check digit.
 *
 * @example
 * readCompanyId('FR', '732 829 320'); // { column: 'siren', value: '732829320' }
 * readCompanyId('DE', 'HRB 12345, Amtsgericht München'); // { column: 'siren', value: 'HRB 12345', court: 'München' }
 * readCompanyId('IT', '00743110158'); // undefined (wrong check digit)
 */
export function readCompanyId(country: RegisterCountry, raw: string): CompanyId | undefined {
  const text = raw.trim();
  switch (country) {
    case 'FR': {
      const digits = text.replace(/[\s.-]/g, '');
      if (digits.length === 9 && SIREN.validate(digits).isValid) return { column: 'siren', value: digits };
      if (digits.length === 14 && SIRET.validate(digits).isValid) return { column: 'siret', value: digits };
      return undefined;
    }
    case 'DE': {
      const match = GERMAN_REGISTER.exec(text);
      const division = GERMAN_DIVISIONS[match?.[1]?.toUpperCase() ?? ''];
      if (match === null || division === undefined) return undefined;
      const value = [division, match[2], match[3]?.toUpperCase()].filter(Boolean).join(' ');
      const court = (match[4] ?? '').replace(/^(Amtsgericht|AG)\s+/i, '').trim();
      return court === '' ? { column: 'siren', value } : { column: 'siren', value, court };
    }
    case 'IT': {
      const digits = text.replace(/^IT/i, '').replace(/[\s.-]/g, '');
      return PARTITA_IVA.validate(digits).isValid ? { column: 'siren', value: digits } : undefined;
    }
    case 'ES': {
      const value = text
        .replace(/^ES/i, '')
        .replace(/[\s.-]/g, '')
        .toUpperCase();
      return NIF.validate(value).isValid ? { column: 'siren', value } : undefined;
    }
  }
}

/**
 * A company ID as the prospect keeps it: the register's form, and in Germany its court after a comma, which
 * {@link readCompanyId} reads back.
 *
 * @example
 * companyIdText({ column: 'siret', value: '73282932000074' }); // '73282932000074'
 * companyIdText({ column: 'siren', value: 'HRB 12345', court: 'München' }); // 'HRB 12345, München'
 */
export function companyIdText(id: CompanyId): string {
  return id.court === undefined ? id.value : `${id.value}, ${id.court}`;
}

/** The columns of a company, with the creation date as an ISO date on both engines. */
export const COMPANY_COLUMNS =
  "siret, siren, name, address, postal_code, city, insee_code, naf, to_char(creation_date, 'YYYY-MM-DD') AS creation_date, country, register_court";

/**
 * The companies of a country's register with this ID (one, or several German companies with the same number
 * at different courts when no court was named).
 */
export async function companiesById<Extra extends Record<string, unknown> = Record<never, never>>(
  db: Queryable,
  country: RegisterCountry,
  id: CompanyId,
  extraColumns = '',
): Promise<(CompanyRow & Extra)[]> {
  return db.query<CompanyRow & Extra>(
    `SELECT ${COMPANY_COLUMNS}${extraColumns} FROM companies
     WHERE country = $1 AND ${id.column} = $2 AND ($3::text IS NULL OR lower(register_court) LIKE '%' || lower($3::text))
     ORDER BY name`,
    [country, id.value, id.court ?? null],
  );
}

/**
 * A country's companies whose name has a word starting with `query` (already normalised), names starting
 * with it first.
 */
export async function companiesByName(
  db: Queryable,
  country: RegisterCountry,
  query: string,
  paging: { perPage: number; offset: number },
): Promise<{ rows: CompanyRow[]; total: number }> {
  const rows = await db.query<CompanyRow & { total: number }>(
    `SELECT ${COMPANY_COLUMNS}, count(*) OVER ()::int AS total FROM companies
     WHERE country = $1 AND (search_name LIKE $2 || '%' OR search_name LIKE '% ' || $2 || '%')
     ORDER BY (search_name LIKE $2 || '%') DESC, name LIMIT $3 OFFSET $4`,
    [country, query, paging.perPage, paging.offset],
  );
  return { rows, total: rows[0]?.total ?? 0 };
}
