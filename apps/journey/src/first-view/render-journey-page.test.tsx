// @vitest-environment node
import { describe, expect, test } from 'vitest';
import publicConfig from '../../public/config.json' with { type: 'json' };
import { renderJourneyPage } from './render-journey-page.tsx';

const ID = '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60';
/** The cookie of a browser holding the prospect's proof (`proofCookie`). */
const PROOF = `souscrire.prospect-proof.${ID}=s-1`;

/** A core that must not be called: every request is kept, and answered with an error. */
function core() {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return Response.json({ title: 'Unavailable' }, { status: 503 });
  };
  return { requests, fetch: fetch as typeof globalThis.fetch };
}

describe('renderJourneyPage', () => {
  test.each([
    ['the home page (the first view renders it)', 'http://localhost:5173/fr-FR', ''],
    ['a step that needs a client session', `http://localhost:5173/fr-FR/souscription/${ID}/documents`, ''],
    ['an address of no page', `http://localhost:5173/fr-FR/souscription/${ID}/nulle-part`, ''],
    [
      'a visitor whose browser says it is signed in, without the session (the web server handed none)',
      `http://localhost:5173/fr-FR/souscription/${ID}/offre`,
      `client_signed_in=1; ${PROOF}`,
    ],
    [
      'a visitor holding no proof of the prospect (its reads would be refused)',
      `http://localhost:5173/fr-FR/souscription/${ID}/offre`,
      'locale=fr-FR; souscrire.prospect-proof.another-prospect=s-2',
    ],
  ])('leaves %s to the browser without asking the core', async (_, address, cookie) => {
    const { requests, fetch } = core();
    expect(
      await renderJourneyPage({ url: new URL(address), config: publicConfig, fetch, cookie }),
    ).toBeUndefined();
    expect(requests).toEqual([]);
  });

  test('leaves the page to the browser when the configuration is invalid', async () => {
    const { requests, fetch } = core();
    const url = new URL(`http://localhost:5173/fr-FR/souscription/${ID}/offre`);
    expect(await renderJourneyPage({ url, config: {}, fetch, cookie: '' })).toBeUndefined();
    expect(requests).toEqual([]);
  });

  test('only reads, with the proof of the cookie: a page the core cannot give is left to the browser', async () => {
    const { requests, fetch } = core();
    const url = new URL(`http://localhost:5173/fr-FR/souscription/${ID}/offre`);
    expect(
      await renderJourneyPage({ url, config: publicConfig, fetch, cookie: `locale=fr-FR; ${PROOF}` }),
    ).toBeUndefined();
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.map((request) => request.method)).toEqual(requests.map(() => 'GET'));
    const onProspect = requests.filter((request) => request.url.includes(`/v2/prospects/${ID}`));
    expect(onProspect.length).toBeGreaterThan(0);
    expect(onProspect.map((request) => request.headers.get('x-prospect-proof'))).toEqual(
      onProspect.map(() => 's-1'),
    );
  });

  test('reads a page that needs a client session with the session the web server handed over (no proof needed), and only reads', async () => {
    const { requests, fetch } = core();
    const url = new URL(`http://localhost:5173/fr-FR/souscription/${ID}/paiement`);
    const cookie = 'client_signed_in=1';
    expect(
      await renderJourneyPage({ url, config: publicConfig, fetch, cookie, session: 'session-1' }),
    ).toBeUndefined();
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.map((request) => request.method)).toEqual(requests.map(() => 'GET'));
    expect(requests.map((request) => request.headers.get('x-client-session'))).toEqual(
      requests.map(() => 'session-1'),
    );
    // The core is asked first whether the session may act on the prospect; refused, nothing else is read.
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/v2/clients/me']);
    expect(new URL(requests[0]?.url ?? '').searchParams.get('prospect_id')).toBe(ID);
  });
});
