import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { checkClientSession, SESSION_HOURS, SESSION_IDLE_MINUTES } from './client-sessions.ts';
import { hashToken } from './token-hash.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

const PLUSSIMPLE = { id: 'plussimple' };

/** Logs the demo client in, from a device that holds `session` when given one: the new session. */
async function login(session?: string): Promise<string> {
  const { data, response } = await service
    .api(session === undefined ? {} : { session })
    .POST('/v2/clients/authentication', {
      body: { login: 'demo.client@example.com', password: 'souscrire-demo' },
    });
  expect(response.status).toBe(200);
  assert.ok(data);
  return data.data.session;
}

const valid = (token: string, tenant = PLUSSIMPLE) =>
  checkClientSession(service.db, tenant, token).then(
    () => true,
    (error: { code?: string }) => {
      expect(error.code).toBe('unauthorized');
      return false;
    },
  );

test('the lifetimes written down in docs/security.md: 30 minutes idle, 12 hours at most', () => {
  expect(SESSION_IDLE_MINUTES).toBe(30);
  expect(SESSION_HOURS).toBe(12);
});

test('a session is looked up with its tenant: under another tenant it does not exist', async () => {
  const token = await login();
  expect(await valid(token)).toBe(true);
  expect(await valid(token, { id: 'maif' })).toBe(false);
  // ...and through the API, another tenant's token with this session answers 401, not the client's data.
  const foreign = await service.api({ token: 'dev-token-maif', session: token }).GET('/v2/clients/me');
  expect(foreign.response.status).toBe(401);
});

describe('idle timeout and absolute expiry', () => {
  test('unused for 30 minutes: 401; each use restarts the idle clock', async () => {
    const token = await login();
    await service.db.query(
      "UPDATE client_sessions SET last_used_at = now() - interval '29 minutes' WHERE token_hash = $1",
      [hashToken(token)],
    );
    expect(await valid(token)).toBe(true);
    const [row] = await service.db.query<{ idle: number }>(
      'SELECT extract(epoch FROM now() - last_used_at)::int AS idle FROM client_sessions WHERE token_hash = $1',
      [hashToken(token)],
    );
    expect(row?.idle).toBeLessThan(5);
    await service.db.query(
      "UPDATE client_sessions SET last_used_at = now() - interval '31 minutes' WHERE token_hash = $1",
      [hashToken(token)],
    );
    expect(await valid(token)).toBe(false);
  });

  test('past its absolute expiry a session in use ends all the same', async () => {
    const token = await login();
    await service.db.query(
      "UPDATE client_sessions SET expires_at = now() - interval '1 second', last_used_at = now() WHERE token_hash = $1",
      [hashToken(token)],
    );
    expect(await valid(token)).toBe(false);
  });
});

test("a login rotates the session it was called with and keeps the client's other sessions", async () => {
  const laptop = await login();
  const phone = await login();
  expect(await valid(laptop)).toBe(true);
  expect(await valid(phone)).toBe(true);
  const rotated = await login(laptop);
  expect(rotated).not.toBe(laptop);
  expect(await valid(laptop)).toBe(false);
  expect(await valid(rotated)).toBe(true);
  expect(await valid(phone)).toBe(true);
});
