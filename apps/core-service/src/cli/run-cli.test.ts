import { afterAll, beforeAll, expect, test } from 'vitest';
import { hashToken } from '../domain/token-hash.ts';
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
