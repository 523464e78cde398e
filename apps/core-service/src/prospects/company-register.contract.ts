import { describe, expect, test } from 'vitest';
import { type RegisterCountry, readCompanyId } from './companies.ts';
import type { CompanyRegister } from './company-register.ts';

/** A register under test, and a company it holds (from its test data, or a public company). */
export type CompanyRegisterFixture = {
  register: CompanyRegister;
  country: RegisterCountry;
  /** A company of the register: its registration number (SIREN), one establishment's (SIRET) and its name. */
  known: { siren: string; siret: string; name: string };
  /** A valid ID of the country's form that no company of the register has. */
  unknownId: string;
};

const PAGE = { perPage: 20, offset: 0 };

/**
 * The contract every company register passes: a company found by its registration number and by an
 * establishment's number, a valid ID of nobody found empty, a name found by the first letters of a word of it,
 * in any case and without accents, a page of a longer answer with its total. Run it from a `*.test.ts` with
 * the adapter's fixture.
 *
 * @example
 * describeCompanyRegisterContract('sandbox', () => ({ register: sandboxCompanyRegister(db), country: 'FR', known, unknownId }));
 */
export function describeCompanyRegisterContract(
  name: string,
  makeFixture: () => CompanyRegisterFixture | Promise<CompanyRegisterFixture>,
): void {
  describe(`company register contract: ${name}`, () => {
    test('by registration number and by establishment number: the company, with its prefill', async () => {
      const { register, country, known } = await makeFixture();
      for (const raw of [known.siren, known.siret]) {
        const id = readCompanyId(country, raw);
        expect(id).toBeDefined();
        const rows = await register.byId(country, id ?? { column: 'siren', value: raw });
        expect(rows.map((row) => row.siren)).toContain(known.siren);
        const company = rows.find((row) => row.siren === known.siren);
        expect(company).toMatchObject({ name: known.name, country });
        expect(company?.siret.startsWith(known.siren)).toBe(true);
        expect(Number.isInteger(company?.headcount)).toBe(true);
        expect(Number.isFinite(company?.revenue)).toBe(true);
      }
    });

    test('a valid ID of no company: none', async () => {
      const { register, country, unknownId } = await makeFixture();
      const id = readCompanyId(country, unknownId);
      expect(id).toBeDefined();
      expect(await register.byId(country, id ?? { column: 'siren', value: unknownId })).toEqual([]);
    });

    test('by the first letters of a word of its name, in capitals or without accents', async () => {
      const { register, country, known } = await makeFixture();
      const words = known.name.split(/[\s()'-]+/).filter((word) => word.length >= 4);
      const last = words.at(-1) ?? known.name;
      const plain = last.normalize('NFD').replace(/\p{Diacritic}/gu, '');
      for (const query of [last.slice(0, 4), last.toUpperCase(), plain]) {
        const { rows, total } = await register.byName(country, query, { perPage: 100, offset: 0 });
        expect(rows.map((row) => row.siren)).toContain(known.siren);
        expect(total).toBeGreaterThanOrEqual(rows.length);
      }
    });

    test('a page of a longer answer, with the total of all', async () => {
      const { register, country, known } = await makeFixture();
      const query = known.name.slice(0, 1);
      const all = await register.byName(country, query, PAGE);
      const first = await register.byName(country, query, { perPage: 1, offset: 0 });
      const second = await register.byName(country, query, { perPage: 1, offset: 1 });
      expect(all.total).toBeGreaterThan(1);
      expect(first.total).toBe(all.total);
      expect(first.rows).toHaveLength(1);
      expect(second.rows[0]?.siret).not.toBe(first.rows[0]?.siret);
    });

    test('a name nobody has: none, total 0', async () => {
      const { register, country } = await makeFixture();
      expect(await register.byName(country, 'zzqxwv', PAGE)).toEqual({ rows: [], total: 0 });
    });
  });
}
