import { pino } from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApp } from '../app.ts';
import { hashToken } from '../infrastructure/token-hash.ts';
import { prospectAtOffer } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import type { Database } from './database.ts';
import { openReferenceCache } from './reference-data.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

test('tokens lead to their tenant with its catalogue: products, question steps and eligibility forms', () => {
  const entry = service.reference.current().tenantByToken('dev-token-plussimple');
  expect(entry?.kind).toBe('development');
  const catalogue = entry?.tenant.catalogue;
  expect(catalogue?.products.map((product) => product.slug)).toContain('rc-pro');
  expect(catalogue?.questionSteps('rc-pro').map((step) => step.slug)).toContain('sanctions-form');
  expect(catalogue?.killingForm('rc-pro')?.id).toBe('rc-pro-eligibility');
  expect(catalogue?.product('no-such-product')).toBeUndefined();
  expect(catalogue?.questionSteps(null)).toEqual([]);
  expect(service.reference.current().tenantByToken('no-such-token')).toBeUndefined();
  // run-service.ts compiles these once the service answers, ahead of the first PUT killing-questions.
  const form = catalogue?.killingForm('rc-pro');
  expect(service.reference.current().eligibilityForms).toContainEqual(form);
});

test('a change of the reference data is noticed by its version (seed_state, tokens) and read again', async () => {
  const reference = await openReferenceCache(service.db);
  expect(await reference.refresh()).toBe(false);
  await service.db.query(
    `INSERT INTO api_tokens (token_hash, tenant_id, kind) VALUES ($1, 'maif', 'production')`,
    [hashToken('added-by-hand')],
  );
  expect(reference.current().tenantByToken('added-by-hand')).toBeUndefined();
  expect(await reference.refresh()).toBe(true);
  expect(reference.current().tenantByToken('added-by-hand')?.tenant.id).toBe('maif');
  // The lookup hashes the token it is given: the stored hash itself is no token.
  expect(reference.current().tenantByToken(hashToken('added-by-hand'))).toBeUndefined();
  // A revoked token is a change of the version too, refused from the next reload.
  await service.db.query('UPDATE api_tokens SET revoked_at = now() WHERE token_hash = $1', [
    hashToken('added-by-hand'),
  ]);
  expect(await reference.refresh()).toBe(true);
  expect(reference.current().tenantByToken('added-by-hand')).toBeUndefined();
  await service.db.query(`UPDATE seed_state SET version = version || '-edited' WHERE name = 'demo'`);
  expect(await reference.refresh()).toBe(true);
  await service.db.query('DELETE FROM api_tokens WHERE token_hash = $1', [hashToken('added-by-hand')]);
  await service.db.query(
    `UPDATE seed_state SET version = replace(version, '-edited', '') WHERE name = 'demo'`,
  );
});

/** The app over the service's database, recording each statement it is given and its first row's columns. */
function countingApp() {
  const statements: string[] = [];
  const columns: string[][] = [];
  const counting: Database = {
    ...service.db,
    query: async <T extends Record<string, unknown>>(sql: string, params?: readonly unknown[]) => {
      statements.push(sql);
      const rows = await service.db.query<T>(sql, params);
      columns.push(Object.keys(rows[0] ?? {}));
      return rows;
    },
  };
  const app = createApp({
    db: counting,
    reference: service.reference,
    env: { NODE_ENV: 'test' },
    logger: pino({ level: 'silent' }),
  });
  return { app, statements, columns };
}

// A journey read costs the queries of its own rows only: the token, the products, the question
// steps and the forms come from memory; its proof is looked up (one indexed query: who may read), and the
// prospect comes with its workflow and company (or its saved offer choice) in one query.
test.each([
  ['GET', '?include=agentCosmeticData,form_subscription,step', 2],
  ['GET', '/steps', 2],
  ['GET', '/products', 2],
  ['GET', '/criterias', 2],
  ['GET', '/questions-steps', 2],
  ['GET', '/killing-questions?type=json-form', 2],
  ['GET', '/offer', 2],
])('%s prospect%s runs %i queries', async (method, suffix, expected) => {
  const { id, proof } = await prospectAtOffer(service, { email: `reads${suffix.length}@example.com` });
  const { app, statements } = countingApp();
  const response = await app.request(`/v2/prospects/${id}${suffix}`, {
    method,
    headers: { authorization: 'Bearer dev-token-plussimple', 'x-prospect-proof': proof },
  });
  expect(response.status).toBe(200);
  expect(statements).toHaveLength(expected);
  expect(statements[0]).toContain('prospect_proofs');
});

// A read takes of the prospect's 45 columns only those it uses (the offer: what
// pricing reads; the steps: what the workflow rules read; the criteria: what the answer shows); the others
// were read, sent, parsed and thrown away at each call.
test.each([
  ['/offer', ['id', 'product', 'status', 'criterias', 'naf', 'saved_selection', 'pricing_revisions']],
  [
    '/steps',
    ['id', 'product', 'status', 'criterias', 'eligibility', 'signed_at', 'state_workflow', 'state_company'],
  ],
  ['/questions-steps', ['id', 'product', 'state_workflow', 'state_company']],
  ['/criterias', ['id', 'product', 'criterias']],
])('GET prospect%s reads only the prospect columns it uses', async (suffix, expected) => {
  const { id, proof } = await prospectAtOffer(service, { email: `columns${suffix.length}@example.com` });
  const { app, columns } = countingApp();
  const response = await app.request(`/v2/prospects/${id}${suffix}`, {
    headers: { authorization: 'Bearer dev-token-plussimple', 'x-prospect-proof': proof },
  });
  expect(response.status).toBe(200);
  // After the proof's lookup, the read.
  expect(columns.slice(1)).toEqual([expected]);
});

// A journey write looks its proof up (one indexed query: who may write), reads the prospect with its
// workflow and company in one query, then writes: the company read with it stands for the status, and the
// workflow row for the answer (a changed contact detail also asks whether contracts exist).
test.each([
  ['PUT', '', { additional_address: 'Bâtiment B' }],
  ['PUT', '/criterias?include=step', { criterias: { headcount: 4 } }],
  ['PUT', '/steps', { current_step: 'activity', current_sub_step: null }],
])('%s prospect%s runs 3 queries', async (method, suffix, body) => {
  const { id, proof } = await prospectAtOffer(service, { email: `writes${suffix.length}@example.com` });
  const { app, statements } = countingApp();
  const response = await app.request(`/v2/prospects/${id}${suffix}`, {
    method,
    headers: {
      authorization: 'Bearer dev-token-plussimple',
      'content-type': 'application/json',
      'x-prospect-proof': proof,
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  expect(statements).toHaveLength(3);
});
