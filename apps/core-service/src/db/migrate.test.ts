import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { migrate, migrationStatus } from './migrate.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { loadReferenceData } from './reference-data.ts';
import { seed } from './seed.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

test('migrations are versioned and applied once; seeding again changes nothing', async () => {
  const versions = await service.db.query<{ version: string }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  );
  expect(versions.map((row) => row.version)).toEqual([
    '0001-initial',
    '0002-offer-to-finalize',
    '0003-replaced-contracts',
    '0003a-security',
    '0004-limits',
    '0005-prospect-proofs',
    '0006-custom-offer-requests',
    '0007-search-indexes',
    '0008-tracking-funnel',
    '0009-error-reports',
    '0010-company-registers',
    '0011-cities-in-memory',
    '0012-sepa-collection',
    '0013-answer-sources',
    '0014-offer-validity',
    '0015-signed-subscriptions',
    '0016-refunded-payments',
    '0017-hashed-tenant-tokens',
    '0018-voided-payments',
    '0020-session-hand-offs',
    '0021-contract-numbers',
    '0022-webhooks',
    '0023-password-links',
    '0024-product-names',
    '0025-certificates',
    '0026-contract-cancellations',
    '0027-client-deletion-requests',
    '0028-passkeys',
    '0029-contract-mandates',
    '0030-contact-details',
  ]);
  // One order: every migration has a number of its own.
  const numbers = versions.map((row) => row.version.split('-')[0]);
  expect(new Set(numbers).size).toBe(numbers.length);
  expect(await migrate(service.db)).toEqual([]);
  const [before] = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  expect(await seed(service.db)).toEqual({ reference: false, demo: false });
  const [after] = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  expect(after).toEqual(before);
});

test('every product carries its name in every language, and a name missing one is refused', async () => {
  const [counts] = await service.db.query<{ products: number; english: number }>(
    `SELECT count(*)::int AS products, count(names ->> 'en')::int AS english FROM products`,
  );
  expect(counts?.english).toBe(counts?.products);
  await expect(
    service.db.query(`UPDATE products SET names = names - 'it' WHERE slug = 'rc-pro'`),
  ).rejects.toThrow(/products_names_every_language/);
});

test('concurrent starts on one database apply the migrations and the demo data once', async () => {
  await service.db.exec(`DELETE FROM seed_state WHERE name = 'demo'`);
  const results = await Promise.all([seed(service.db), seed(service.db)]);
  expect(results.filter((result) => result.demo)).toHaveLength(1);
});

test('a database migrated before the renumbering and the token hashing is brought up to date once', async () => {
  // Such a database applied every migration before 0017 under the names of the time (0003-security) and kept
  // its tokens in plain text.
  const db = await openPgliteDatabase(undefined);
  try {
    await db.exec(
      'CREATE TABLE schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const folder = new URL('./migrations/', import.meta.url);
    const older = (await readdir(folder)).filter((file) => file.endsWith('.sql') && file < '0017').sort();
    for (const file of older) {
      await db.exec(await readFile(new URL(file, folder), 'utf8'));
      const recorded = file === '0003a-security.sql' ? '0003-security' : file.replace(/\.sql$/, '');
      await db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [recorded]);
    }
    await db.query(`INSERT INTO tenants (id, name, country) VALUES ('maif', 'MAIF', 'FR')`);
    await db.query(
      `INSERT INTO api_tokens (token, tenant_id, kind) VALUES ('dev-token-maif', 'maif', 'development')`,
    );
    // 0017 and every migration after it are new to such a database.
    const newer = (await readdir(folder)).filter((file) => file.endsWith('.sql') && file >= '0017').sort();
    const versions = newer.map((file) => file.replace(/\.sql$/, ''));
    expect(versions[0]).toBe('0017-hashed-tenant-tokens');
    expect((await migrationStatus(db)).filter((state) => state.appliedAt === null)).toEqual(
      versions.map((version) => ({ version, appliedAt: null })),
    );

    expect(await migrate(db)).toEqual(versions);
    expect(await migrate(db)).toEqual([]);
    expect((await migrationStatus(db)).every((state) => state.appliedAt instanceof Date)).toBe(true);
    // The token still leads to its tenant, and the database no longer holds it.
    expect((await loadReferenceData(db)).tenantByToken('dev-token-maif')?.tenant.id).toBe('maif');
    const stored = await db.query<Record<string, unknown>>('SELECT * FROM api_tokens');
    expect(JSON.stringify(stored)).not.toContain('dev-token-maif');
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  } finally {
    await db.close();
  }
});

test('the status of a database never migrated lists every migration pending, without writing', async () => {
  const db = await openPgliteDatabase(undefined);
  try {
    const states = await migrationStatus(db);
    expect(states.length).toBeGreaterThan(10);
    expect(states.every((state) => state.appliedAt === null)).toBe(true);
    expect(await db.query(`SELECT to_regclass('schema_migrations')::text AS name`)).toEqual([{ name: null }]);
  } finally {
    await db.close();
  }
});
