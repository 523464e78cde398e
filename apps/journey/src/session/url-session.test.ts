import { createCoreApiClient } from '@souscrire/core-api';
import { describe, expect, test, vi } from 'vitest';
import { adoptUrlSession, urlProspectId } from './url-session.ts';

const ID = '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60';

/**
 * A core whose clients/me confirms `token-ok` for prospect ID only, as the reference service does, behind the
 * journey's web server, which reads the offered token from `X-Offered-Session`.
 */
function fakeCore(reachable = true) {
  const seen: { session: string | null; prospect: string | null }[] = [];
  const client = createCoreApiClient({
    tenant: 'maif',
    resolveConfig: () => ({ url: 'http://core.test', token: 'dev-token-maif' }),
    fetch: async (request) => {
      if (!reachable) throw new TypeError('fetch failed');
      const url = new URL(request.url);
      const session = request.headers.get('x-offered-session');
      const prospect = url.searchParams.get('prospect_id');
      seen.push({ session, prospect });
      if (session === 'token-ok' && prospect === ID)
        return Response.json({ data: { id: 'c-1', login: 'a@example.com', prospect_id: ID } });
      const status = session === 'token-ok' ? 404 : 401;
      return Response.json({ title: 'No', details: 'No', code: 'no', message: 'No' }, { status });
    },
  });
  return { client, seen };
}

describe('urlProspectId', () => {
  test.each([
    [`https://x/fr-FR/intent?type=subscription&prospect_id=${ID}`, ID],
    [`https://x/fr-FR/souscription/${ID}/documents`, ID],
    ['https://x/fr-FR/intent?prospect_id=not-an-id', undefined],
    ['https://x/fr-FR?utm_source=x', undefined],
  ])('%s names %s', (address, id) => {
    expect(urlProspectId(new URL(address))).toBe(id);
  });
});

describe('adoptUrlSession (a token from the query string)', () => {
  test('is adopted when the core confirms it may act on the prospect of the address', async () => {
    const { client, seen } = fakeCore();
    const session = { logIn: vi.fn() };
    expect(await adoptUrlSession(client, session, 'token-ok', ID)).toBe(true);
    expect(seen).toEqual([{ session: 'token-ok', prospect: ID }]);
    expect(session.logIn).toHaveBeenCalledOnce();
  });

  test.each([
    ['a session of another prospect', 'token-ok', '0b8f8f5e-8a3c-4b53-9a4c-1d1f8f0c2e11'],
    ['an unknown token', 'planted', ID],
    ['an address without a prospect', 'token-ok', undefined],
  ])('is dropped for %s', async (_case, token, prospect) => {
    const { client } = fakeCore();
    const session = { logIn: vi.fn() };
    expect(await adoptUrlSession(client, session, token, prospect)).toBe(false);
    expect(session.logIn).not.toHaveBeenCalled();
  });

  test('is dropped when the core cannot be reached', async () => {
    const session = { logIn: vi.fn() };
    expect(await adoptUrlSession(fakeCore(false).client, session, 'token-ok', ID)).toBe(false);
    expect(session.logIn).not.toHaveBeenCalled();
  });
});
