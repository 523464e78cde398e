import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashToken } from '../infrastructure/token-hash.ts';
import { prospectWithSession } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { HAND_OFF_SECONDS, purgeHandOffs } from './session-hand-offs.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

/** Logs the demo client in: a session of plussimple. */
async function login(): Promise<string> {
  const { data } = await service.api().POST('/v2/clients/authentication', {
    body: { login: 'demo.client@example.com', password: 'souscrire-demo' },
  });
  assert.ok(data);
  return data.data.session;
}

/** A hand-off code of `session`. */
async function handOff(session: string): Promise<string> {
  const { data, response } = await service.api({ session }).POST('/v2/clients/session/hand-off');
  expect(response.status).toBe(201);
  assert.ok(data);
  expect(data.data.expires_in).toBe(HAND_OFF_SECONDS);
  return data.data.code;
}

/** Exchanges `code` with a tenant's token: the answer's status, code and session. */
async function exchange(code: string, token = 'dev-token-plussimple') {
  const answer = await service.call('POST', '/v2/clients/session/hand-off/exchange', {
    token,
    body: { code },
  });
  return {
    status: answer.status,
    code: answer.body.code as string | undefined,
    session: (answer.body.data as { session?: string } | undefined)?.session,
  };
}

const me = (session: string) => service.api({ session }).GET('/v2/clients/me');

describe('a hand-off code', () => {
  test('is exchanged once for a new session of the same client; a second exchange is refused', async () => {
    const session = await login();
    const code = await handOff(session);
    const first = await exchange(code);
    expect(first.status).toBe(200);
    assert.ok(first.session);
    expect(first.session).not.toBe(session);
    const [mine, theirs] = await Promise.all([me(session), me(first.session)]);
    expect(theirs.data?.data.id).toBe(mine.data?.data.id);
    expect(await exchange(code)).toEqual({ status: 422, code: 'invalid_hand_off', session: undefined });
  });

  test('keeps the prospect of the session it carries, and ends no later than that session', async () => {
    const ready = await prospectWithSession(service, { email: 'hand.off@example.com' });
    const carried = await exchange(await handOff(ready.session));
    assert.ok(carried.session);
    const owned = await service
      .api({ session: carried.session })
      .GET('/v2/clients/me', { params: { query: { prospect_id: ready.id } } });
    expect(owned.response.status).toBe(200);
    expect(owned.data?.data.prospect_id).toBe(ready.id);
    const expiries = await service.db.query<{ token_hash: string; expires_at: Date }>(
      'SELECT token_hash, expires_at FROM client_sessions WHERE token_hash = ANY($1)',
      [[hashToken(ready.session), hashToken(carried.session)]],
    );
    const [source, copy] = [ready.session, carried.session].map(
      (token) => expiries.find((row) => row.token_hash === hashToken(token))?.expires_at.getTime() ?? 0,
    );
    expect(copy).toBeGreaterThan(0);
    expect(copy).toBeLessThanOrEqual(source ?? 0);
  });

  test('past its expiry is refused, and the purge removes it', async () => {
    const code = await handOff(await login());
    await service.db.query(
      `UPDATE session_hand_offs
       SET created_at = now() - interval '61 seconds', expires_at = now() - interval '1 second'
       WHERE code_hash = $1`,
      [hashToken(code)],
    );
    expect(await exchange(code)).toEqual({ status: 422, code: 'invalid_hand_off', session: undefined });
    await purgeHandOffs(service.db);
    expect(
      await service.db.query('SELECT 1 FROM session_hand_offs WHERE code_hash = $1', [hashToken(code)]),
    ).toEqual([]);
  });

  test("is refused to another tenant's token, and stays usable by its own", async () => {
    const code = await handOff(await login());
    expect(await exchange(code, 'dev-token-maif')).toEqual({
      status: 422,
      code: 'invalid_hand_off',
      session: undefined,
    });
    expect((await exchange(code)).status).toBe(200);
  });

  test('an unknown code, a malformed one and a missing one answer 4xx, never 5xx', async () => {
    expect((await exchange('A'.repeat(43))).code).toBe('invalid_hand_off');
    expect(await exchange('not a code!')).toEqual({
      status: 422,
      code: 'validation_failed',
      session: undefined,
    });
    const missing = await service.call('POST', '/v2/clients/session/hand-off/exchange', { body: {} });
    expect([missing.status, missing.body.code]).toEqual([422, 'validation_failed']);
    const none = await service.call('POST', '/v2/clients/session/hand-off/exchange');
    expect(none.status).toBe(400);
  });

  test('a logout voids the codes of that session', async () => {
    const session = await login();
    const code = await handOff(session);
    expect((await service.api({ session }).DELETE('/v2/clients/session')).response.status).toBe(204);
    expect((await exchange(code)).code).toBe('invalid_hand_off');
  });

  test('needs a client session to be made', async () => {
    const { response } = await service.api().POST('/v2/clients/session/hand-off');
    expect(response.status).toBe(401);
  });

  test('is kept as its SHA-256 only', async () => {
    const code = await handOff(await login());
    const rows = await service.db.query<Record<string, unknown>>('SELECT * FROM session_hand_offs');
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows.some((row) => row.code_hash === hashToken(code))).toBe(true);
  });
});

test('exchanges are limited per address like logins', async () => {
  const limited = await startTestService({ CORE_RATE_LIMITS: 'handOffsPerIp=2/900' });
  try {
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const answer = await limited.call('POST', '/v2/clients/session/hand-off/exchange', {
        body: { code: 'B'.repeat(43) },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([422, 422, 429]);
  } finally {
    await limited.close();
  }
}, 120_000);
