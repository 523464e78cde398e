import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type DemoContract, seedDemoContracts } from '../domain/client-contracts-seed.ts';
import { hashPassword } from '../domain/passwords.ts';
import { normalizeSearch } from '../reference/normalize-search.ts';
import type { Database } from './database.ts';
import { MIGRATION_LOCK } from './migrate.ts';

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
type TenantData = {
  id: string;
  name: string;
  country: string;
  is_broker: boolean;
  products: string[];
  broker_products?: string[];
};
type ProductData = {
  slug: string;
  category: string;
  names: Record<string, string>;
  audiences: string[];
  bounds: Record<string, { min: number; max: number }>;
  pricing_criterias: string[];
};
type QuestionData = { label: Record<string, string> } & Record<string, unknown>;
type CompanyData = Record<string, string | number>;
type KillingFormData = {
  schema: Record<string, unknown>;
  ui_schema: Record<string, unknown>;
  rules: unknown[];
};

function readData<T>(name: string): { value: T; text: string } {
  const text = readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8');
  return { value: JSON.parse(text) as T, text };
}

/** The NAF rev. 2 sub-classes (`56.10A`), 732 of them, from @socialgouv/codes-naf. */
export function nafSubClasses(): Naf[] {
  const all = JSON.parse(readFileSync(require.resolve('@socialgouv/codes-naf/index.json'), 'utf8')) as Naf[];
  return all.filter((naf) => /^\d\d\.\d\d[A-Z]$/.test(naf.id));
}

/**
 * Every French commune (current, delegated, associated, municipal district) of @etalab/decoupage-administratif.
 * Parsed on each call rather than required: require() would keep the 37,000 objects in its cache for the life
 * of the process (issue 17: memory), though they are only needed while seeding.
 */
export function frenchCommunes(): Commune[] {
  const file = require.resolve('@etalab/decoupage-administratif/data/communes.json');
  return JSON.parse(readFileSync(file, 'utf8')) as Commune[];
}

async function insertJsonRows(
  db: Pick<Database, 'query'>,
  sql: string,
  rows: readonly unknown[],
): Promise<void> {
  // One statement per batch: the rows travel as one jsonb parameter (jsonb_to_recordset), fast on both engines.
  for (let start = 0; start < rows.length; start += 5000) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + 5000))]);
  }
}

async function loadedVersion(db: Pick<Database, 'query'>, name: string): Promise<string | undefined> {
  const rows = await db.query<{ version: string }>('SELECT version FROM seed_state WHERE name = $1', [name]);
  return rows[0]?.version;
}

async function markLoaded(db: Pick<Database, 'query'>, name: string, version: string): Promise<void> {
  await db.query(
    `INSERT INTO seed_state (name, version) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, loaded_at = now()`,
    [name, version],
  );
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

async function seedDemo(db: Database, demoClients: boolean): Promise<boolean> {
  const tenants = readData<TenantData[]>('tenants.json');
  const products = readData<ProductData[]>('products.json');
  const questions = readData<Record<string, QuestionData>>('questions.json');
  const steps = readData<Record<string, { slug: string; questions: string[] }[]>>('question-steps.json');
  const killingForms = readData<Record<string, KillingFormData>>('killing-forms.json');
  const companies = readData<CompanyData[]>('companies.json');
  const clients =
    readData<{ tenant: string; login: string; password: string; contracts?: DemoContract[] }[]>(
      'clients.json',
    );
  const version = createHash('sha256')
    .update(
      [tenants, products, questions, steps, killingForms, companies, ...(demoClients ? [clients] : [])]
        .map((file) => file.text)
        .join('\n'),
    )
    .digest('hex');
  if ((await loadedVersion(db, 'demo')) === version) return false;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    if ((await loadedVersion(tx, 'demo')) === version) return false;
    for (const tenant of tenants.value) {
      await tx.query(
        `INSERT INTO tenants (id, name, country, is_broker) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, country = EXCLUDED.country, is_broker = EXCLUDED.is_broker`,
        [tenant.id, tenant.name, tenant.country, tenant.is_broker],
      );
      // The development token of ARCHITECTURE.md: public, refused when NODE_ENV=production.
      await tx.query(
        `INSERT INTO api_tokens (token, tenant_id, kind) VALUES ($1, $2, 'development') ON CONFLICT (token) DO NOTHING`,
        [`dev-token-${tenant.id}`, tenant.id],
      );
      for (const [position, slug] of tenant.products.entries()) {
        const product = products.value.find((candidate) => candidate.slug === slug);
        const name = product?.names[tenant.country];
        if (product === undefined || name === undefined) {
          throw new Error(
            `products.json has no ${slug} sold in ${tenant.country} (tenants.json, ${tenant.id})`,
          );
        }
        await tx.query(
          `INSERT INTO products (tenant_id, slug, country, name, category, audiences, is_broker, position, bounds, pricing_criterias)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (tenant_id, slug) DO UPDATE SET country = EXCLUDED.country, name = EXCLUDED.name,
             category = EXCLUDED.category, audiences = EXCLUDED.audiences, is_broker = EXCLUDED.is_broker,
             position = EXCLUDED.position, bounds = EXCLUDED.bounds, pricing_criterias = EXCLUDED.pricing_criterias`,
          [
            tenant.id,
            slug,
            tenant.country,
            name,
            product.category,
            JSON.stringify(product.audiences),
            tenant.broker_products?.includes(slug) ?? false,
            position,
            JSON.stringify(product.bounds),
            JSON.stringify(product.pricing_criterias),
          ],
        );
        await tx.query('DELETE FROM question_steps WHERE tenant_id = $1 AND product_slug = $2', [
          tenant.id,
          slug,
        ]);
        for (const [stepPosition, step] of (steps.value[slug] ?? []).entries()) {
          const stepQuestions = step.questions.map((questionName) => {
            const question = questions.value[questionName];
            if (question === undefined) throw new Error(`questions.json has no ${questionName}`);
            return { name: questionName, ...question };
          });
          await tx.query(
            'INSERT INTO question_steps (tenant_id, product_slug, slug, position, questions) VALUES ($1, $2, $3, $4, $5)',
            [tenant.id, slug, step.slug, stepPosition, JSON.stringify(stepQuestions)],
          );
        }
        // spec 4: "If no killing form exists, the killing screen is skipped": the demo's eligibility form is
        // written in French, so only French products carry one.
        const form = killingForms.value.general;
        await tx.query('DELETE FROM killing_forms WHERE tenant_id = $1 AND product_slug = $2', [
          tenant.id,
          slug,
        ]);
        if (form !== undefined && tenant.country === 'FR') {
          await tx.query(
            'INSERT INTO killing_forms (tenant_id, product_slug, id, form, rules) VALUES ($1, $2, $3, $4, $5)',
            [
              tenant.id,
              slug,
              `${slug}-eligibility`,
              JSON.stringify({ schema: form.schema, ui_schema: form.ui_schema }),
              JSON.stringify(form.rules),
            ],
          );
        }
      }
    }
    await insertJsonRows(
      tx,
      `INSERT INTO companies (country, siren, siret, register_court, name, search_name, naf, legal_form, creation_date,
         address, postal_code, city, insee_code, headcount, revenue, state)
       SELECT country, siren, siret, register_court, name, search_name, naf, legal_form, creation_date, address,
         postal_code, city, insee_code, headcount, revenue, state
       FROM jsonb_to_recordset($1::jsonb) AS x(country text, siren text, siret text, register_court text, name text,
         search_name text, naf text, legal_form text, creation_date date, address text, postal_code text, city text,
         insee_code text, headcount integer, revenue integer, state text)
       ON CONFLICT (country, siren) DO NOTHING`,
      companies.value.map((company) => ({ ...company, search_name: normalizeSearch(String(company.name)) })),
    );
    // Demo client accounts (README): active, with a scrypt hash of their published password; never seeded in
    // production (issue 13: a published password would open a real tenant's account).
    for (const client of demoClients ? clients.value : []) {
      await tx.query(
        `INSERT INTO clients (id, tenant_id, login, password_hash, active) VALUES ($1, $2, $3, $4, true)
         ON CONFLICT (tenant_id, lower(login)) DO NOTHING`,
        [randomUUID(), client.tenant, client.login, await hashPassword(client.password)],
      );
      // The customer space's demo: an active contract and a draft to resume (data/clients.json).
      await seedDemoContracts(tx, client.tenant, client.login, client.contracts ?? []);
    }
    await markLoaded(tx, 'demo', version);
    return true;
  });
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
