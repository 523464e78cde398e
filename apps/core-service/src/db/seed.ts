/**
 * Seeding: the reference data (NAF activities and their labels, French communes and curated cities with their
 * postal codes) loaded here, then the demo data (db/seed-demo.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { normalizeSearch } from '../reference/normalize-search.ts';
import type { Database } from './database.ts';
import { MIGRATION_LOCK } from './migrate.ts';
import { seedDemo } from './seed-demo.ts';
import { insertJsonRows, loadedVersion, markLoaded, readData } from './seed-state.ts';

const require = createRequire(import.meta.url);

type Commune = {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  codesPostaux?: string[];
  population?: number;
};
type Naf = { id: string; label: string };

/** The NAF rev. 2 sub-classes (`56.10A`), 732 of them, from @socialgouv/codes-naf. */
export function nafSubClasses(): Naf[] {
  const all = JSON.parse(readFileSync(require.resolve('@socialgouv/codes-naf/index.json'), 'utf8')) as Naf[];
  return all.filter((naf) => /^\d\d\.\d\d[A-Z]$/.test(naf.id));
}

/**
 * Every French commune (current, delegated, associated, municipal district) of @etalab/decoupage-administratif.
 * Parsed on each call rather than required: require() would keep the 37,000 objects in its cache for the life
 * of the process (memory), though they are only needed while seeding.
 */
export function frenchCommunes(): Commune[] {
  const file = require.resolve('@etalab/decoupage-administratif/data/communes.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Commune[];
}

async function seedReference(db: Database): Promise<boolean> {
  const curatedActivities = readData<{ labels: Record<string, Record<string, string>> }>(
    'curated-activity-labels.json',
  );
  const curatedCities = readData<{
    cities: { country: string; code: string; name: string; postal_codes: string[]; population: number }[];
  }>('curated-cities.json');
  const version = createHash('sha256')
    .update(`naf@${require('@socialgouv/codes-naf/package.json').version}`)
    .update(`communes@${require('@etalab/decoupage-administratif/package.json').version}`)
    .update(curatedActivities.text)
    .update(curatedCities.text)
    .digest('hex');
  if ((await loadedVersion(db, 'reference')) === version) return false;
  const loaded = await db.transaction(async (tx) => {
    // Another instance may be loading the same data: wait for it, then find it done.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    if ((await loadedVersion(tx, 'reference')) === version) return false;
    await tx.exec('DELETE FROM city_postal_codes; DELETE FROM cities; DELETE FROM activity_labels;');
    const nafs = nafSubClasses();
    await insertJsonRows(
      tx,
      `INSERT INTO activities (code, label) SELECT code, label FROM jsonb_to_recordset($1::jsonb) AS x(code text, label text)
       ON CONFLICT (code) DO UPDATE SET label = EXCLUDED.label`,
      nafs.map((naf) => ({ code: naf.id, label: naf.label })),
    );
    // A curated French label (naming the trade: 'architecte', 'coiffeur') replaces the NAF one.
    const curated = curatedActivities.value.labels;
    const labels = nafs.map((naf) => {
      const label = curated[naf.id]?.fr ?? naf.label;
      return { code: naf.id, locale: 'fr', label, search: normalizeSearch(label) };
    });
    for (const [code, byLocale] of Object.entries(curated)) {
      for (const [locale, label] of Object.entries(byLocale)) {
        if (locale !== 'fr') labels.push({ code, locale, label, search: normalizeSearch(label) });
      }
    }
    await insertJsonRows(
      tx,
      `INSERT INTO activity_labels (code, locale, label, search_label)
       SELECT code, locale, label, search FROM jsonb_to_recordset($1::jsonb) AS x(code text, locale text, label text, search text)`,
      labels,
    );
    const cities: Record<string, unknown>[] = [];
    const postalCodes: { city_id: number; postal_code: string }[] = [];
    const addCity = (city: Omit<Record<string, unknown>, 'id'>, codes: readonly string[]) => {
      const id = cities.length + 1;
      cities.push({ id, ...city });
      for (const postalCode of new Set(codes)) postalCodes.push({ city_id: id, postal_code: postalCode });
    };
    for (const commune of frenchCommunes()) {
      addCity(
        {
          country: 'FR',
          insee_code: commune.code,
          name: commune.nom,
          search_name: normalizeSearch(commune.nom),
          kind: commune.type,
          department: commune.departement ?? null,
          population: commune.population ?? null,
        },
        commune.codesPostaux ?? [],
      );
    }
    for (const city of curatedCities.value.cities) {
      addCity(
        {
          country: city.country,
          insee_code: city.code,
          name: city.name,
          search_name: normalizeSearch(city.name),
          kind: 'curated',
          department: null,
          population: city.population,
        },
        city.postal_codes,
      );
    }
    await insertJsonRows(
      tx,
      `INSERT INTO cities (id, country, insee_code, name, search_name, kind, department, population)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id integer, country text, insee_code text, name text,
         search_name text, kind text, department text, population integer)`,
      cities,
    );
    await insertJsonRows(
      tx,
      `INSERT INTO city_postal_codes (city_id, postal_code)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(city_id integer, postal_code text)`,
      postalCodes,
    );
    await markLoaded(tx, 'reference', version);
    return true;
  });
  // Fresh statistics, so that the planner uses the search indexes at once.
  if (loaded) await db.exec('ANALYZE cities; ANALYZE city_postal_codes; ANALYZE activity_labels;');
  return loaded;
}

/**
 * Loads the reference data (NAF, communes, curated labels and cities) and the demo data (tenants, tokens,
 * products, question steps, eligibility forms, companies) when absent or changed. Idempotent: a later start
 * with the same data files only compares two hashes.
 *
 * Demo client accounts (`clients.json`, published passwords) are loaded only with `demoClients` (not in
 * production).
 *
 * @example
 * await seed(db); // { reference: true, demo: true } on an empty database, both false afterwards
 */
export async function seed(
  db: Database,
  options: { demoClients?: boolean } = {},
): Promise<{ reference: boolean; demo: boolean }> {
  const reference = await seedReference(db);
  const demo = await seedDemo(db, options.demoClients ?? true);
  return { reference, demo };
}
