/**
 * The demo data (src/data): tenants with their development tokens, products, question steps, eligibility
 * forms, companies, and, outside production, the demo client accounts with their contracts.
 */
import { createHash, randomUUID } from 'node:crypto';
import { type DemoContract, seedDemoContracts } from '../clients/client-contracts-seed.ts';
import { hashPassword } from '../clients/passwords.ts';
import { countryLocale } from '../infrastructure/tenant.ts';
import { hashToken } from '../infrastructure/token-hash.ts';
import type { TranslatableForm } from '../questions/eligibility-texts.ts';
import type { Language } from '../reference/languages.ts';
import { normalizeSearch } from '../reference/normalize-search.ts';
import { readTenantManifest } from '../reference/tenant-manifest.ts';
import type { Database } from './database.ts';
import { MIGRATION_LOCK } from './migrate.ts';
import { insertJsonRows, loadedVersion, markLoaded, readData } from './seed-state.ts';

type ProductData = {
  slug: string;
  category: string;
  /** The countries the product is sold in. */
  countries: string[];
  /** Its name in each of the product's languages. */
  names: Record<Language, string>;
  audiences: string[];
  bounds: Record<string, { min: number; max: number }>;
  pricing_criterias: string[];
};
type QuestionData = { label: Record<string, string> } & Record<string, unknown>;
type CompanyData = Record<string, string | number>;
type KillingFormData = TranslatableForm & { rules: unknown[] };

/** Loads the demo data when absent or changed; answers whether it loaded it. */
export async function seedDemo(db: Database, demoClients: boolean): Promise<boolean> {
  const tenants = readTenantManifest();
  const products = readData<ProductData[]>('products.json');
  const questions = readData<Record<string, QuestionData>>('questions.json');
  const steps = readData<Record<string, { slug: string; questions: string[] }[]>>('question-steps.json');
  const killingForms = readData<Record<string, KillingFormData>>('killing-forms.json');
  const companies = readData<CompanyData[]>('companies.json');
  const clients =
    readData<{ tenant: string; login: string; password: string; contracts?: DemoContract[] }[]>(
      'clients.json',
    );
  const agents = readData<{ tenant: string; token: string; name: string }[]>('agents.json');
  const version = createHash('sha256')
    .update(
      [
        tenants,
        products,
        questions,
        steps,
        killingForms,
        companies,
        ...(demoClients ? [clients, agents] : []),
      ]
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
        [tenant.id, tenant.name, tenant.country, tenant.broker],
      );
      // The development token of ARCHITECTURE.md: public, refused when NODE_ENV=production. Kept hashed like
      // every token; one an operator revoked stays revoked.
      await tx.query(
        `INSERT INTO api_tokens (token_hash, tenant_id, kind, label) VALUES ($1, $2, 'development', 'development')
         ON CONFLICT (token_hash) DO NOTHING`,
        [hashToken(`dev-token-${tenant.id}`), tenant.id],
      );
      for (const [position, slug] of tenant.products.entries()) {
        const product = products.value.find((candidate) => candidate.slug === slug);
        if (product === undefined || !product.countries.includes(tenant.country)) {
          throw new Error(
            `products.json has no ${slug} sold in ${tenant.country} (the tenant manifest, ${tenant.id})`,
          );
        }
        await tx.query(
          `INSERT INTO products (tenant_id, slug, country, name, names, category, audiences, is_broker, position,
             bounds, pricing_criterias)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT (tenant_id, slug) DO UPDATE SET country = EXCLUDED.country, name = EXCLUDED.name,
             names = EXCLUDED.names,
             category = EXCLUDED.category, audiences = EXCLUDED.audiences, is_broker = EXCLUDED.is_broker,
             position = EXCLUDED.position, bounds = EXCLUDED.bounds, pricing_criterias = EXCLUDED.pricing_criterias`,
          [
            tenant.id,
            slug,
            tenant.country,
            product.names[countryLocale(tenant.country)],
            JSON.stringify(product.names),
            product.category,
            JSON.stringify(product.audiences),
            tenant.brokerProducts?.includes(slug) ?? false,
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
        // "If no killing form exists, the killing screen is skipped": the demo's eligibility form asks
        // about French proceedings, so only French products carry one; it is written in French, with its texts
        // in the journey's other languages for a French tenant's visitors who read another (translations).
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
              JSON.stringify({
                schema: form.schema,
                ui_schema: form.ui_schema,
                translations: form.translations,
              }),
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
    // production (a published password would open a real tenant's account).
    for (const client of demoClients ? clients.value : []) {
      await tx.query(
        `INSERT INTO clients (id, tenant_id, login, password_hash, active) VALUES ($1, $2, $3, $4, true)
         ON CONFLICT (tenant_id, lower(login)) DO NOTHING`,
        [randomUUID(), client.tenant, client.login, await hashPassword(client.password)],
      );
      // The customer space's demo: an active contract and a draft to resume (data/clients.json).
      await seedDemoContracts(tx, client.tenant, client.login, client.contracts ?? []);
    }
    // Demo agents: their tokens are published like the development tenant tokens (README), so they
    // are never seeded in production; kept as SHA-256 like every token (migration 0013).
    for (const agent of demoClients ? agents.value : []) {
      await tx.query(
        `INSERT INTO agents (id, tenant_id, token_hash, name) VALUES ($1, $2, $3, $4)
         ON CONFLICT (token_hash) DO UPDATE SET name = EXCLUDED.name`,
        [randomUUID(), agent.tenant, hashToken(agent.token), agent.name],
      );
    }
    await markLoaded(tx, 'demo', version);
    return true;
  });
}
