import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACTIVE_SIRET, prospectAtOffer } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { hashPassword } from './passwords.ts';
import { DEFAULT_LIMITS, hitRateLimit, limitsFromEnv, purgeRateLimits } from './rate-limits.ts';

// Tight limits for this file only (CORE_RATE_LIMITS), and addresses taken from X-Forwarded-For so that each
// test has its own caller (CORE_TRUST_PROXY=1).
let service: TestService;
beforeAll(async () => {
  service = await startTestService({
    CORE_TRUST_PROXY: '1',
    CORE_RATE_LIMITS:
      'prospectsPerIp=3/3600,searchesPerIp=4/600,emailsPerProspect=2/3600,emailsPerIp=50/3600,loginPerLogin=3/900,loginPerIp=5/900',
  });
}, 120_000);
afterAll(() => service.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('limitsFromEnv', () => {
  test.each([
    [{}, DEFAULT_LIMITS.loginPerIp],
    [{ CORE_RATE_LIMIT_FACTOR: '100' }, { count: 10_000, seconds: 900 }],
    [{ CORE_RATE_LIMITS: 'loginPerIp=5/60' }, { count: 5, seconds: 60 }],
    [
      { CORE_RATE_LIMIT_FACTOR: '2', CORE_RATE_LIMITS: 'loginPerIp=5/60' },
      { count: 5, seconds: 60 },
    ],
  ])('%o gives loginPerIp %o', (env, expected) => {
    expect(limitsFromEnv(env)?.loginPerIp).toEqual(expected);
  });

  test('off turns every limit off; a typo is refused at start rather than ignored', () => {
    expect(limitsFromEnv({ CORE_RATE_LIMITS: 'off' })).toBeNull();
    expect(() => limitsFromEnv({ CORE_RATE_LIMITS: 'loginPerIP=5/60' })).toThrow(/known limit/);
    expect(() => limitsFromEnv({ CORE_RATE_LIMITS: 'loginPerIp=5' })).toThrow();
    expect(() => limitsFromEnv({ CORE_RATE_LIMIT_FACTOR: '0' })).toThrow();
  });
});

test('hits counted at once all add up (one upsert decides), then the window is purged once over', async () => {
  const limit = { count: 10, seconds: 60 };
  const results = await Promise.all(
    Array.from({ length: 15 }, () => hitRateLimit(service.db, 'test:parallel', limit)),
  );
  expect(results.filter((result) => result.allowed)).toHaveLength(10);
  expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 15 }, (_, index) => index + 1),
  );
  expect(Math.max(...results.map((result) => result.retryAfter))).toBeLessThanOrEqual(60);
  await service.db.query(
    "UPDATE rate_limits SET window_ends_at = now() - interval '1 second' WHERE key = $1",
    ['test:parallel'],
  );
  expect((await hitRateLimit(service.db, 'test:parallel', limit)).hits).toBe(1);
  await service.db.query(
    "UPDATE rate_limits SET window_ends_at = now() - interval '1 second' WHERE key = $1",
    ['test:parallel'],
  );
  await purgeRateLimits(service.db);
  expect(await service.db.query('SELECT 1 FROM rate_limits WHERE key = $1', ['test:parallel'])).toEqual([]);
});

test('prospect creation: 429 with Retry-After in the normalised shape past the limit, per address', async () => {
  const create = (ip: string) =>
    service.call('POST', '/v2/prospects', {
      headers: from(ip),
      body: { tags: ['subscription-v2'], enrich: true, company_identifier: ACTIVE_SIRET },
    });
  for (let index = 0; index < 3; index += 1) expect((await create('203.0.113.1')).status).toBe(201);
  const refused = await create('203.0.113.1');
  expect(refused.status).toBe(429);
  expect(refused.body).toMatchObject({ title: 'Too many requests', code: 'too_many_requests' });
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect((await create('203.0.113.2')).status).toBe(201);
});

test.each([['/v2/activities?query=boul'], ['/v2/cities?query=lyon'], ['/v2/companies?query=transports']])(
  'searches share one limit per address: %s',
  async (path) => {
    const ip = `198.51.100.${path.length}`;
    for (let index = 0; index < 4; index += 1) {
      expect((await service.call('GET', path, { headers: from(ip) })).status).toBe(200);
    }
    expect((await service.call('GET', path, { headers: from(ip) })).status).toBe(429);
  },
);

test("a prospect's offer and resume-link e-mails are limited, whatever the address", async () => {
  const { id } = await prospectAtOffer(service);
  const send = (suffix: string, ip: string) =>
    service.call('POST', `/v2/prospects/${id}${suffix}`, {
      headers: from(ip),
      body: { email: 'paul@example.com', accept_terms: true },
    });
  expect((await send('/offers/email', '192.0.2.10')).status).toBe(204);
  expect((await send('/subscription-link/email/send', '192.0.2.11')).status).toBe(204);
  const refused = await send('/offers/email', '192.0.2.12');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  const sent = await service.db.query('SELECT 1 FROM outbox WHERE prospect_id = $1', [id]);
  expect(sent).toHaveLength(2);
});

describe('login', () => {
  const login = (login: string, password: string, ip: string) =>
    service.call('POST', '/v2/clients/authentication', { headers: from(ip), body: { login, password } });

  test('per login: after 3 attempts even the right password answers 429, from any address', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await login('demo.client@example.com', 'wrong-password', `10.0.0.${index}`)).status).toBe(401);
    }
    const refused = await login('demo.client@example.com', 'souscrire-demo', '10.0.0.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  test('per address: 5 attempts on any logins, then 429', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await login(`nobody-${index}@example.com`, 'x', '10.1.0.1')).status).toBe(401);
    }
    expect((await login('someone-else@example.com', 'x', '10.1.0.1')).status).toBe(429);
  });

  test('an unknown login costs the same scrypt work as a wrong password (timing tells nothing)', async () => {
    const time = async (name: string, ip: string) => {
      const started = performance.now();
      expect((await login(name, 'not-the-password', ip)).status).toBe(401);
      return performance.now() - started;
    };
    await service.db.query(
      "INSERT INTO clients (id, tenant_id, login, password_hash, active) VALUES (gen_random_uuid(), 'plussimple', $1, $2, true)",
      ['timed@example.com', await hashPassword('the-password')],
    );
    await time('warm-up@example.com', '10.2.0.0');
    const unknown = await time('unknown@example.com', '10.2.0.1');
    const wrong = await time('timed@example.com', '10.2.0.2');
    // Both run one scrypt at N=2^17 (hundreds of ms); without the dummy hash an unknown login took ~1 ms.
    expect(unknown).toBeGreaterThan(wrong / 4);
  });
});
