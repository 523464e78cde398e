import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashToken } from '../infrastructure/token-hash.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { type CliContext, runCli } from './run-cli.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

/** Runs one command on the test service's database (left open), answering its exit code and output lines. */
async function cli(...args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const context: CliContext = {
    openDatabase: async () => ({ ...service.db, close: async () => {} }),
    env: { NODE_ENV: 'test' },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  };
  return { code: await runCli(args, context), out, err };
}

test('a token made by the command is printed once, kept hashed, accepted, listed without it, and revoked', async () => {
  const made = await cli('tokens', 'create', '--tenant', 'maif', '--name', 'journey on maif.example');
  expect(made.code).toBe(0);
  const [token] = made.out;
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  if (token === undefined) throw new Error('no token printed');
  const [row] = await service.db.query<{ id: string; kind: string }>(
    'SELECT id, kind FROM api_tokens WHERE token_hash = $1',
    [hashToken(token)],
  );
  expect(row?.kind).toBe('production');
  expect(JSON.stringify(await service.db.query('SELECT * FROM api_tokens'))).not.toContain(token);

  await service.reference.refresh();
  expect((await service.call('GET', '/v2/products', { token })).status).toBe(200);

  const listed = await cli('tokens', 'list', '--tenant', 'maif');
  expect(listed.code).toBe(0);
  expect(listed.out[0]).toMatch(/^ID\s+TENANT\s+KIND\s+LABEL\s+CREATED\s+REVOKED$/);
  const line = listed.out.find((text) => text.startsWith(row?.id ?? '?'));
  expect(line).toMatch(/maif\s+production\s+journey on maif\.example\s+\S+Z\s+-$/);
  expect(listed.out.join('\n')).not.toContain(token);
  expect(listed.out.slice(1).every((text) => /\smaif\s/.test(text))).toBe(true);

  const revoked = await cli('tokens', 'revoke', row?.id ?? '?');
  expect(revoked.code).toBe(0);
  expect(revoked.out[0]).toMatch(/revoked at \d{4}-/);
  // Every instance notices at its next reference check (CORE_REFERENCE_CHECK_MS); this one checks now.
  expect(await service.reference.refresh()).toBe(true);
  expect((await service.call('GET', '/v2/products', { token })).status).toBe(401);
  const after = await cli('tokens', 'list');
  expect(after.out.find((text) => text.startsWith(row?.id ?? '?'))).toMatch(/\S+Z\s+\S+Z$/);
});

test('an unknown tenant or token id is refused with one line; a wrong call prints the usage', async () => {
  const unknownTenant = await cli('tokens', 'create', '--tenant', 'nobody');
  expect(unknownTenant).toMatchObject({ code: 1, out: [], err: [expect.stringContaining('Unknown tenant')] });
  expect((await cli('tokens', 'revoke', '00000000-0000-4000-8000-000000000000')).code).toBe(1);
  expect((await cli('tokens', 'revoke', 'not-an-id')).err[0]).toContain('is not a token id');
  for (const wrong of [['tokens', 'create'], ['tokens', 'list', '--bogus'], ['deploy'], ['tokens']]) {
    const answer = await cli(...wrong);
    expect(answer.code, wrong.join(' ')).toBe(2);
    expect(answer.err.at(-1)).toContain('Usage: souscrire-core');
  }
});

test('migrate applies nothing on a migrated database, and its status lists every migration applied', async () => {
  expect(await cli('migrate')).toMatchObject({ code: 0, out: ['No migration was pending.'] });
  const status = await cli('migrate', '--status');
  expect(status.code).toBe(0);
  expect(status.out).toContainEqual(expect.stringMatching(/^applied\s+0001-initial\s+\d{4}-/));
  expect(status.out).toContainEqual(expect.stringMatching(/^applied\s+0003a-security\s/));
  expect(status.out.at(-1)).toBe('Every migration is applied.');
});

test('a webhook endpoint is registered with its secret printed once, listed, rotated, logged, replayed, removed', async () => {
  const made = await cli(
    'webhooks',
    'create',
    '--tenant',
    'maif',
    '--url',
    'https://hooks.maif.example/souscrire',
    '--events',
    'contract.issued,payment.failed',
  );
  expect(made.code).toBe(0);
  const [secret] = made.out;
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
  const id = /Endpoint (\S+) registered/.exec(made.err[0] ?? '')?.[1] ?? '?';
  const listed = await cli('webhooks', 'list', '--tenant', 'maif');
  expect(listed.out[0]).toMatch(/^ID\s+TENANT\s+URL\s+EVENTS\s+SECRETS\s+PENDING\s+REMOVED$/);
  expect(listed.out.find((line) => line.startsWith(id))).toMatch(
    /maif\s+https:\/\/hooks\.maif\.example\/souscrire\s+contract\.issued,payment\.failed\s+1\s+0\s+-$/,
  );
  expect(listed.out.join('\n')).not.toContain(secret);

  const rotated = await cli('webhooks', 'rotate', id, '--overlap-hours', '2');
  expect(rotated.code).toBe(0);
  expect(rotated.out[0]).toMatch(/^whsec_/);
  expect(rotated.out[0]).not.toBe(secret);
  expect(rotated.err[0]).toContain('stays valid 2 hour(s)');
  const secrets = await service.db.query<{ secret: string; expires_at: Date | null }>(
    'SELECT secret, expires_at FROM webhook_secrets WHERE endpoint_id = $1 ORDER BY created_at',
    [id],
  );
  expect(secrets.map((row) => [row.secret, row.expires_at === null])).toEqual([
    [secret, false],
    [rotated.out[0], true],
  ]);
  expect((await cli('webhooks', 'list', '--tenant', 'maif')).out.find((line) => line.startsWith(id))).toMatch(
    /\s2\s+0\s+-$/,
  );

  // The log lists each attempt; a replay makes a delivery pending again.
  const [event] = await service.db.query<{ id: string }>(
    `INSERT INTO webhook_events (id, tenant_id, type, body) VALUES ('evt_cli', 'maif', 'payment.failed', '{}')
     RETURNING id`,
  );
  const [delivery] = await service.db.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, attempts)
     VALUES (gen_random_uuid(), $1, $2, 'failed', 1) RETURNING id`,
    [event?.id, id],
  );
  await service.db.query(
    `INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, http_status, error, duration_ms)
     VALUES ($1, 1, now(), 503, NULL, 12)`,
    [delivery?.id],
  );
  const log = await cli('webhooks', 'log', id);
  expect(log.out[0]).toMatch(
    /^ATTEMPTED\s+EVENT\s+EVENT ID\s+DELIVERY\s+TRY\s+ANSWER\s+TOOK\s+DELIVERY STATUS$/,
  );
  expect(log.out[1]).toMatch(
    new RegExp(`Z\\s+payment\\.failed\\s+evt_cli\\s+${delivery?.id}\\s+1\\s+503\\s+12 ms\\s+failed$`),
  );
  expect(await cli('webhooks', 'replay', delivery?.id ?? '?')).toMatchObject({ code: 0 });
  const [replayed] = await service.db.query<{ status: string }>(
    'SELECT status FROM webhook_deliveries WHERE id = $1',
    [delivery?.id],
  );
  expect(replayed?.status).toBe('pending');

  expect(await cli('webhooks', 'remove', id)).toMatchObject({ code: 0 });
  expect((await cli('webhooks', 'list')).out.find((line) => line.startsWith(id))).toMatch(/\s0\s+\S+Z$/);
  expect((await cli('webhooks', 'rotate', id)).code).toBe(1);
  expect((await cli('webhooks', 'replay', delivery?.id ?? '?')).code).toBe(1);
});

test('a webhook call the tool cannot run: unknown tenant or event, a bad URL, http in production', async () => {
  const create = (...args: string[]) => cli('webhooks', 'create', '--tenant', 'maif', ...args);
  expect((await create('--url', 'https://a.example', '--events', 'contract.signed')).err[0]).toContain(
    'Unknown event type(s): contract.signed',
  );
  expect((await create('--url', 'ftp://a.example', '--events', 'all')).code).toBe(1);
  expect((await create('--url', 'https://user:pw@a.example', '--events', 'all')).code).toBe(1);
  expect(
    (await cli('webhooks', 'create', '--tenant', 'nobody', '--url', 'https://a.example', '--events', 'all'))
      .err[0],
  ).toContain('Unknown tenant');
  const production: CliContext = {
    openDatabase: async () => ({ ...service.db, close: async () => {} }),
    env: { NODE_ENV: 'production' },
    out: () => {},
    err: () => {},
  };
  const plain = ['webhooks', 'create', '--tenant', 'maif', '--url', 'http://a.example', '--events', 'all'];
  expect(await runCli(plain, production)).toBe(1);
  expect((await cli('webhooks', 'log', '00000000-0000-4000-8000-000000000000')).code).toBe(1);
  for (const wrong of [
    ['webhooks'],
    ['webhooks', 'create', '--tenant', 'maif'],
    ['webhooks', 'rotate'],
    ['webhooks', 'rotate', 'a', '--overlap-hours', '-1'],
    ['webhooks', 'log', 'a', '--limit', 'many'],
    ['webhooks', 'ping'],
  ]) {
    const answer = await cli(...wrong);
    expect(answer.code, wrong.join(' ')).toBe(2);
    expect(answer.err.at(-1)).toContain('Usage: souscrire-core');
  }
});
