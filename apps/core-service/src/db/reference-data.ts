import type { Tenant } from '../infrastructure/tenant.ts';
import { hashToken } from '../infrastructure/token-hash.ts';
import { buildCatalogue, type QuestionStep } from '../offers/catalogue.ts';
import type { EligibilityForm } from '../questions/eligibility-validators.ts';
import { type CityIndex, loadCityIndex } from '../reference/city-index.ts';
import type { Database } from './database.ts';
import type { ApiTokenRow, ProductRow } from './rows.ts';

type Queryable = Pick<Database, 'query'>;

/** A tenant token as the cache knows it: its tenant (with the catalogue) and its kind. */
export type TokenEntry = { tenant: Tenant; kind: 'development' | 'production' };

/**
 * The reference data one instance keeps in memory: tenants by token, each with its catalogue
 * (products, question steps, eligibility forms), and the cities (read at the first city search, not at start:
 * about 40,000 places). Pricing tables are the module constant of offers/pricing.ts; activities and companies
 * stay in the database, searched through its indexes.
 */
export type ReferenceData = {
  /** What the database held when this was read (see {@link referenceVersion}). */
  readonly version: string;
  /** The tenant of a token, or undefined for an unknown or revoked token. */
  tenantByToken(token: string): TokenEntry | undefined;
  /** The cities, read once (the first call) for this version of the data. */
  cities(): Promise<CityIndex>;
  /** Every tenant's eligibility forms (to compile them ahead of their first answers). */
  readonly eligibilityForms: readonly EligibilityForm[];
};

/**
 * The version of the cached reference data, in one cheap query: the seed's hashes of the data files
 * (`seed_state`, rewritten by any instance that loads changed files) and a digest of the tokens in force (the
 * one reference table an operator changes, with `souscrire-core tokens`: a production token added or revoked).
 */
export async function referenceVersion(db: Queryable): Promise<string> {
  const rows = await db.query<{ version: string | null }>(
    `SELECT (SELECT string_agg(name || '=' || version, ',' ORDER BY name) FROM seed_state)
       || '|' || (SELECT coalesce(md5(string_agg(token_hash || ':' || tenant_id || ':' || kind, ','
                                                 ORDER BY token_hash)), '')
                  FROM api_tokens WHERE revoked_at IS NULL) AS version`,
  );
  return rows[0]?.version ?? '';
}

type TenantRow = Omit<Tenant, 'catalogue'>;
type ProductWithTenant = ProductRow & { tenant_id: string };
type StepRow = QuestionStep & { tenant_id: string; product_slug: string };
type FormRow = EligibilityForm & { tenant_id: string; product_slug: string };

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group === undefined) groups.set(key(row), [row]);
    else group.push(row);
  }
  return groups;
}

/**
 * Reads the reference data whole (five small queries, a few hundred rows): at start, and again when
 * {@link referenceVersion} changes.
 */
export async function loadReferenceData(db: Queryable): Promise<ReferenceData> {
  // The version first: data changed after it is read again at the next check, never missed.
  const version = await referenceVersion(db);
  const [tenants, tokens, products, steps, forms] = await Promise.all([
    db.query<TenantRow>('SELECT id, name, country, is_broker FROM tenants'),
    db.query<Pick<ApiTokenRow, 'token_hash' | 'tenant_id' | 'kind'>>(
      'SELECT token_hash, tenant_id, kind FROM api_tokens WHERE revoked_at IS NULL',
    ),
    db.query<ProductWithTenant>(
      `SELECT tenant_id, slug, name, names, country, category, audiences, is_broker, bounds, pricing_criterias
       FROM products ORDER BY tenant_id, position`,
    ),
    db.query<StepRow>(
      'SELECT tenant_id, product_slug, slug, questions FROM question_steps ORDER BY tenant_id, product_slug, position',
    ),
    db.query<FormRow>('SELECT tenant_id, product_slug, id, form, rules FROM killing_forms'),
  ]);
  const productsOf = groupBy(products, (row) => row.tenant_id);
  const stepsOf = groupBy(steps, (row) => row.tenant_id);
  const formsOf = groupBy(forms, (row) => row.tenant_id);
  const byId = new Map<string, Tenant>();
  for (const row of tenants) {
    const tenantSteps = groupBy(stepsOf.get(row.id) ?? [], (step) => step.product_slug);
    byId.set(
      row.id,
      Object.freeze({
        id: row.id,
        name: row.name,
        country: row.country,
        is_broker: row.is_broker,
        catalogue: buildCatalogue(
          (productsOf.get(row.id) ?? []).map(({ tenant_id: _tenant, ...product }) => product),
          new Map(
            [...tenantSteps].map(([slug, list]) => [
              slug,
              list.map((step) => ({ slug: step.slug, questions: step.questions })),
            ]),
          ),
          new Map(
            (formsOf.get(row.id) ?? []).map((form) => [
              form.product_slug,
              { id: form.id, form: form.form, rules: form.rules },
            ]),
          ),
        ),
      }),
    );
  }
  // Keyed by the token's SHA-256: the database keeps no token, only its hash.
  const byTokenHash = new Map<string, TokenEntry>();
  for (const token of tokens) {
    const tenant = byId.get(token.tenant_id);
    if (tenant !== undefined) byTokenHash.set(token.token_hash, { tenant, kind: token.kind });
  }
  let cities: Promise<CityIndex> | undefined;
  return {
    version,
    tenantByToken: (token) => byTokenHash.get(hashToken(token)),
    eligibilityForms: forms.map(({ id, form, rules }) => ({ id, form, rules })),
    cities() {
      cities ??= loadCityIndex(db).catch((error: unknown) => {
        cities = undefined;
        throw error;
      });
      return cities;
    },
  };
}

/** The reference data in force, swapped whole when the database's version changes. */
export type ReferenceCache = {
  /** The data in force: a request reads it once and keeps that copy to its end. */
  current(): ReferenceData;
  /** Compares the version (one query) and reloads when it changed; answers whether it did. */
  refresh(): Promise<boolean>;
};

/**
 * Loads the reference data and answers a cache of it. Changes are noticed by polling {@link referenceVersion}
 * (run-service.ts: every `CORE_REFERENCE_CHECK_MS`, 5 s by default), not by each request.
 *
 * @example
 * const reference = await openReferenceCache(db);
 * reference.current().tenantByToken('dev-token-maif')?.tenant.catalogue.products.length;
 */
export async function openReferenceCache(db: Queryable): Promise<ReferenceCache> {
  let data = await loadReferenceData(db);
  let reloading: Promise<boolean> | undefined;
  return {
    current: () => data,
    refresh() {
      reloading ??= (async () => {
        try {
          if ((await referenceVersion(db)) === data.version) return false;
          data = await loadReferenceData(db);
          return true;
        } finally {
          reloading = undefined;
        }
      })();
      return reloading;
    },
  };
}
