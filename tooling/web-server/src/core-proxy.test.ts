import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWebServer } from './create-web-server.ts';

let root: string;
const SESSION = { session: 's3cr3t', expires_at: '2026-11-28T22:00:00Z', client_id: 'c1' };

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'core-proxy-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html></html>');
  writeFileSync(
    join(root, 'config.json'),
    JSON.stringify({
      tenants: {
        maif: { coreApiUrl: 'http://core.test/api', coreApiToken: 'tenant-maif' },
        other: { coreApiUrl: 'http://other-core.test', coreApiToken: 'tenant-other' },
      },
    }),
  );
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The web server with a fake core answering `answer`; the requests the core received. */
function serverWithCore(answer: (request: Request) => Response = () => json(200, { data: [] })) {
  const received: Request[] = [];
  const app = createWebServer({
    root,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      received.push(request);
      return answer(request);
    },
  });
  const call = (path: string, init: RequestInit = {}, origin = 'http://maif.example') =>
    app.request(`${origin}${path}`, {
      ...init,
      headers: { authorization: 'Bearer tenant-maif', ...(init.headers as Record<string, string>) },
    });
  return { app, received, call };
}

const setCookies = (response: Response) => response.headers.getSetCookie();

describe('forwarding /core/* to the core', () => {
  it("sends the call to the core of the tenant whose token it carries, with the browser's headers", async () => {
    const { received, call } = serverWithCore();
    const response = await call('/core/v2/products?country=FR', {
      headers: { 'accept-language': 'fr-FR', traceparent: '00-a-b-01', origin: 'http://maif.example' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: [] });
    const [request] = received;
    expect(request?.url).toBe('http://core.test/api/v2/products?country=FR');
    expect(request?.headers.get('authorization')).toBe('Bearer tenant-maif');
    expect(request?.headers.get('accept-language')).toBe('fr-FR');
    expect(request?.headers.get('traceparent')).toBe('00-a-b-01');
    expect(request?.headers.get('origin')).toBe('http://maif.example');
    expect(request?.headers.get('x-forwarded-proto')).toBe('http');
    expect(request?.headers.get('x-forwarded-host')).toBe('maif.example');
  });

  it("forwards a write's body and method", async () => {
    const { received, call } = serverWithCore(() => json(201, { data: { id: 'p1' } }));
    const response = await call('/core/v2/prospects', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.example' }),
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k1' },
    });
    expect(response.status).toBe(201);
    expect(received[0]?.method).toBe('POST');
    expect(await received[0]?.json()).toEqual({ email: 'a@b.example' });
    expect(received[0]?.headers.get('idempotency-key')).toBe('k1');
  });

  it('refuses a body larger than it forwards, before reading it whole', async () => {
    const { received, call } = serverWithCore();
    const response = await call('/core/v2/prospects', {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 1),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(received).toHaveLength(0);
  });

  it("refuses a call without a tenant's token of the configuration, which a cross-site form cannot send", async () => {
    const { app, received } = serverWithCore();
    const form = await app.request('http://maif.example/core/v2/clients/session', {
      method: 'DELETE',
      headers: { cookie: 'client_session=s3cr3t', 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(403);
    const unknown = await app.request('http://maif.example/core/v2/products', {
      headers: { authorization: 'Bearer someone-else' },
    });
    expect(unknown.status).toBe(403);
    expect(received).toHaveLength(0);
  });

  it("reaches only the core's API, never its other pages", async () => {
    const { received, call } = serverWithCore();
    expect((await call('/core/internal/metrics')).status).toBe(404);
    // Dot segments, encoded or not, leave /core/ before routing: the app's own page answers.
    for (const path of ['/core/v2/../../internal/health', '/core/%2e%2e/internal/health']) {
      expect((await call(path)).headers.get('content-type')).toMatch(/^text\/html/);
    }
    expect(received).toHaveLength(0);
  });

  it("sends the core's answer without its cookies nor its CORS headers; an unreachable core is a 502", async () => {
    const { call } = serverWithCore(
      () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'set-cookie': 'core=1',
            'access-control-allow-origin': 'http://maif.example',
          },
        }),
    );
    const pdf = await call('/core/v2/clients/me/contracts/c1/documents/d1');
    expect(await pdf.text()).toBe('%PDF-1.7');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(setCookies(pdf)).toEqual([]);
    expect(pdf.headers.get('access-control-allow-origin')).toBeNull();
    const down = serverWithCore(() => {
      throw new TypeError('fetch failed');
    });
    const unreachable = await down.call('/core/v2/products');
    expect(unreachable.status).toBe(502);
    expect(await unreachable.json()).toMatchObject({ code: 'core_unreachable' });
  });
});

describe('the session cookie', () => {
  it('is set HttpOnly, SameSite=Lax, Path=/ when an answer opens a session; the browser never gets the token', async () => {
    const { call } = serverWithCore(() => json(200, { data: SESSION }));
    const response = await call('/core/v2/clients/authentication', {
      method: 'POST',
      body: JSON.stringify({ login: 'a@b.example', password: 'p' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toContain('s3cr3t');
    expect(JSON.parse(body)).toEqual({ data: { expires_at: SESSION.expires_at, client_id: 'c1' } });
    expect(setCookies(response)).toEqual([
      'client_session=s3cr3t; Path=/; HttpOnly; SameSite=Lax',
      'client_signed_in=1; Path=/; SameSite=Lax',
    ]);
  });

  it('is Secure with the __Host- prefix over https, directly or behind a proxy that says so', async () => {
    const { call } = serverWithCore(() => json(200, { data: SESSION }));
    const expected = [
      '__Host-client_session=s3cr3t; Path=/; HttpOnly; Secure; SameSite=Lax',
      'client_signed_in=1; Path=/; Secure; SameSite=Lax',
    ];
    const direct = await call('/core/v2/prospects/p1/contracts', { method: 'POST' }, 'https://maif.example');
    expect(setCookies(direct)).toEqual(expected);
    const proxied = await call('/core/v2/prospects/p1/finalize', {
      method: 'PUT',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(setCookies(proxied)).toEqual(expected);
  });

  it('goes to the core in X-Client-Session; a session the browser names itself is dropped', async () => {
    const { received, call } = serverWithCore();
    await call('/core/v2/clients/me', { headers: { cookie: 'client_session=s3cr3t; other=1' } });
    await call('/core/v2/clients/me', { headers: { 'x-client-session': 'planted' } });
    await call('/core/v2/clients/me', {
      headers: { cookie: '__Host-client_session=s3cr3t', 'x-forwarded-proto': 'https' },
    });
    expect(received.map((request) => request.headers.get('x-client-session'))).toEqual([
      's3cr3t',
      null,
      's3cr3t',
    ]);
    expect(received[0]?.headers.get('cookie')).toBeNull();
  });

  it('is removed by a logout, and by a 401 to a call that carried it', async () => {
    const cleared = [
      'client_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax',
      'client_signed_in=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    ];
    const logout = serverWithCore(() => new Response(null, { status: 204 }));
    const ended = await logout.call('/core/v2/clients/session', {
      method: 'DELETE',
      headers: { cookie: 'client_session=s3cr3t' },
    });
    expect(ended.status).toBe(204);
    expect(setCookies(ended)).toEqual(cleared);
    const expired = serverWithCore(() => json(401, { code: 'unauthorized', message: 'expired' }));
    const refused = await expired.call('/core/v2/clients/me', { headers: { cookie: 'client_session=old' } });
    expect(refused.status).toBe(401);
    expect(setCookies(refused)).toEqual(cleared);
    const failedLogin = await expired.call('/core/v2/clients/authentication', { method: 'POST' });
    expect(setCookies(failedLogin)).toEqual([]);
  });

  it('opened for a named prospect, is kept only when the core says it may act on it', async () => {
    const core = (allowed: boolean) =>
      serverWithCore((request) =>
        new URL(request.url).pathname.endsWith('/v2/clients/me')
          ? allowed
            ? json(200, { data: { id: 'c1', prospect_id: 'p1' } })
            : json(404, { code: 'not_found', message: 'no' })
          : json(200, { data: SESSION }),
      );
    const exchange = { method: 'POST', headers: { 'x-session-prospect': 'p1' } };
    const allowed = core(true);
    const kept = await allowed.call('/core/v2/clients/session/hand-off/exchange', exchange);
    expect(kept.status).toBe(200);
    expect(setCookies(kept)[0]).toBe('client_session=s3cr3t; Path=/; HttpOnly; SameSite=Lax');
    const check = allowed.received[1];
    expect(check?.url).toBe('http://core.test/api/v2/clients/me?prospect_id=p1');
    expect(check?.headers.get('x-client-session')).toBe('s3cr3t');
    expect(allowed.received[0]?.headers.get('x-session-prospect')).toBeNull();
    const refused = await core(false).call('/core/v2/clients/session/hand-off/exchange', exchange);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('s3cr3t');
    expect(setCookies(refused)).toEqual([]);
  });

  it('offered in an address, is adopted only when the core confirms it may act on the prospect', async () => {
    const core = (allowed: boolean) =>
      serverWithCore(() =>
        allowed ? json(200, { data: { id: 'c1', prospect_id: 'p1' } }) : json(404, { code: 'not_found' }),
      );
    const offer = { headers: { 'x-offered-session': 'offered', cookie: 'client_session=mine' } };
    const allowed = core(true);
    const adopted = await allowed.call('/core/v2/clients/me?prospect_id=p1', offer);
    expect(allowed.received[0]?.headers.get('x-client-session')).toBe('offered');
    expect(allowed.received[0]?.headers.get('x-offered-session')).toBeNull();
    expect(setCookies(adopted)[0]).toBe('client_session=offered; Path=/; HttpOnly; SameSite=Lax');
    // Refused: the session this browser holds stays.
    expect(setCookies(await core(false).call('/core/v2/clients/me?prospect_id=p1', offer))).toEqual([]);
    const elsewhere = core(true);
    expect((await elsewhere.call('/core/v2/clients/me/contracts', offer)).status).toBe(400);
    expect((await elsewhere.call('/core/v2/clients/me', offer)).status).toBe(400);
    expect(elsewhere.received).toHaveLength(0);
  });
});
