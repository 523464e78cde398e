import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashPassword } from '../clients/passwords.ts';
import { ACTIVE_SIRET, prospectAtOffer } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { DEFAULT_LIMITS, hitRateLimit, limitsFromEnv, purgeRateLimits } from './rate-limits.ts';

// Tight limits for this file only (CORE_RATE_LIMITS), and addresses taken from X-Forwarded-For so that each
// test has its own caller (CORE_TRUST_PROXY=1).
let service: TestService;
beforeAll(async () => {
  service = await startTestService({
    CORE_TRUST_PROXY: '1',
    CORE_RATE_LIMITS:
      'prospectsPerIp=3/3600,searchesPerIp=4/600,emailsPerProspect=2/3600,emailsPerIp=50/3600,loginPerLogin=3/900,loginPerIp=5/900,' +
      'eventsPerIp=5/600,eventsPerProspect=3/3600',
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

// Found on PostgreSQL: a hit that waited for the row lock of a hit that began after it answered Retry-After 61
// for a 60 s window (now() is when the waiting transaction began, earlier than the window's start).
test('Retry-After never exceeds the window, even for a hit whose transaction began before the window', async () => {
  const limit = { count: 1, seconds: 60 };
  const retryAfter = await service.db.transaction(async (tx) => {
    await tx.query('SELECT now()');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    // The window another hit opened meanwhile, at the clock's time rather than this transaction's start.
    await tx.query(
      "INSERT INTO rate_limits (key, hits, window_ends_at) VALUES ($1, 1, clock_timestamp() + interval '60 seconds')",
      ['test:late-window'],
    );
    return (await hitRateLimit(tx, 'test:late-window', limit)).retryAfter;
  });
  expect(retryAfter).toBeGreaterThan(55);
  expect(retryAfter).toBeLessThanOrEqual(60);
});

test('prospect creation: 429 with Retry-After in the normalised shape past the limit, per address', async () => {
  const create = (ip: string) =>
    service.api().POST('/v2/prospects', {
      headers: from(ip),
      body: { tags: ['subscription-v2'], enrich: true, company_identifier: ACTIVE_SIRET },
    });
  for (let index = 0; index < 3; index += 1) expect((await create('203.0.113.1')).response.status).toBe(201);
  const refused = await create('203.0.113.1');
  expect(refused.response.status).toBe(429);
  expect(refused.error).toMatchObject({ title: 'Too many requests', code: 'too_many_requests' });
  const retryAfter = Number(refused.response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(3500);
  expect(retryAfter).toBeLessThanOrEqual(3600);
  expect((await create('203.0.113.2')).response.status).toBe(201);
});

test('a spoofed first X-Forwarded-For entry does not reset the per-address limit (one trusted proxy)', async () => {
  const create = (spoofed: string) =>
    service.api().POST('/v2/prospects', {
      // The client wrote the first entry; the trusted proxy appended the address it saw.
      headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.50` },
      body: { tags: ['subscription-v2'], enrich: true, company_identifier: ACTIVE_SIRET },
    });
  for (let index = 0; index < 3; index += 1) {
    expect((await create(`192.0.2.${100 + index}`)).response.status).toBe(201);
  }
  expect((await create('192.0.2.200')).response.status).toBe(429);
});

/** The three searches, each from an address: its status. */
const SEARCHES = {
  '/v2/activities?query=boul': async (ip: string) =>
    (await service.api().GET('/v2/activities', { params: { query: { query: 'boul' } }, headers: from(ip) }))
      .response.status,
  '/v2/cities?query=lyon': async (ip: string) =>
    (await service.api().GET('/v2/cities', { params: { query: { query: 'lyon' } }, headers: from(ip) }))
      .response.status,
  '/v2/companies?query=transports': async (ip: string) =>
    (
      await service
        .api()
        .GET('/v2/companies', { params: { query: { query: 'transports' } }, headers: from(ip) })
    ).response.status,
};

test.each(Object.keys(SEARCHES) as (keyof typeof SEARCHES)[])(
  'searches share one limit per address: %s',
  async (path) => {
    const search = SEARCHES[path];
    const ip = `198.51.100.${path.length}`;
    for (let index = 0; index < 4; index += 1) expect(await search(ip)).toBe(200);
    expect(await search(ip)).toBe(429);
  },
);

test("a prospect's offer and resume-link e-mails are limited, whatever the address", async () => {
  const { id } = await prospectAtOffer(service);
  const request = (ip: string) => ({
    headers: from(ip),
    body: { email: 'paul@example.com', accept_terms: true } as const,
  });
  const offer = (ip: string) =>
    service.api().POST('/v2/prospects/{id}/offers/email', { params: { path: { id } }, ...request(ip) });
  expect((await offer('192.0.2.10')).response.status).toBe(204);
  const link = await service.api().POST('/v2/prospects/{id}/subscription-link/{channel}/send', {
    params: { path: { id, channel: 'email' } },
    ...request('192.0.2.11'),
  });
  expect(link.response.status).toBe(204);
  const refused = await offer('192.0.2.12');
  expect(refused.response.status).toBe(429);
  expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(0);
  const sent = await service.db.query('SELECT 1 FROM outbox WHERE prospect_id = $1', [id]);
  expect(sent).toHaveLength(2);
});

describe('tracking events', () => {
  const track = (ip: string, prospectIds: (string | undefined)[]) =>
    service.api().POST('/v2/events', {
      headers: from(ip),
      body: {
        events: prospectIds.map((prospectId) => ({
          type: 'event' as const,
          name: 'formula chosen',
          data: { eventType: 'offer', eventCategory: 'subscription', eventId: 'formula-balanced' },
          ...(prospectId === undefined ? {} : { prospect_id: prospectId }),
        })),
      },
    });

  test('per address: 429 with Retry-After in the normalised shape past the limit', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect((await track('192.0.2.60', [undefined])).response.status).toBe(202);
    }
    const refused = await track('192.0.2.60', [undefined]);
    expect(refused.response.status).toBe(429);
    expect(refused.error).toMatchObject({ code: 'too_many_requests' });
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(500);
    expect((await track('192.0.2.61', [undefined])).response.status).toBe(202);
  });

  test('per prospect, whatever the address; a batch counts once per prospect it names', async () => {
    const prospect = crypto.randomUUID();
    const other = crypto.randomUUID();
    expect((await track('192.0.2.70', [prospect, prospect, other])).response.status).toBe(202);
    expect((await track('192.0.2.71', [prospect])).response.status).toBe(202);
    expect((await track('192.0.2.72', [prospect])).response.status).toBe(202);
    const refused = await track('192.0.2.73', [prospect, other]);
    expect(refused.response.status).toBe(429);
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await track('192.0.2.74', [other])).response.status).toBe(202);
    const stored = await service.db.query('SELECT 1 FROM tracking_events WHERE prospect_id = $1', [prospect]);
    expect(stored).toHaveLength(4);
  });
});

describe('login', () => {
  const login = async (login: string, password: string, ip: string) =>
    (await service.api().POST('/v2/clients/authentication', { headers: from(ip), body: { login, password } }))
      .response;

  test('per login: after 3 attempts even the right password answers 429, from any address', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await login('demo.client@example.com', 'wrong-password', `10.0.0.${index}`)).status).toBe(401);
    }
    const refused = await login('demo.client@example.com', 'souscrire-demo', '10.0.0.9');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  test('one login, one budget and one account: İ, full-width and capital spellings of a login meet', async () => {
    await service.db.query(
      "INSERT INTO clients (id, tenant_id, login, password_hash, active) VALUES (gen_random_uuid(), 'plussimple', $1, $2, true)",
      ['info@spelling.example', await hashPassword('the-password')],
    );
    expect((await login('\u0130nfo@spelling.example', 'the-password', '10.3.0.1')).status).toBe(200);
    expect((await login('\uff49nfo@spelling.example', 'wrong-password', '10.3.0.2')).status).toBe(401);
    expect((await login('info@spelling.example', 'wrong-password', '10.3.0.3')).status).toBe(401);
    expect((await login('INFO@SPELLING.EXAMPLE', 'the-password', '10.3.0.4')).status).toBe(429);
  }, 30_000);

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
    // Three scrypt runs at N=2^17: 5.1 s once, on two cores shared with a browser suite.
  }, 30_000);
});
