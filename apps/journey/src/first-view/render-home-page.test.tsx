// @vitest-environment node
import { describe, expect, test } from 'vitest';
import publicConfig from '../../public/config.json' with { type: 'json' };
import { renderHomePage } from './render-home-page.tsx';

const CATALOGUE = [
  {
    slug: 'rc-pro',
    name: 'Responsabilité civile professionnelle',
    country: 'FR',
    description: null,
    audiences: [],
  },
  {
    slug: 'multirisque',
    name: 'Multirisque <professionnelle>',
    country: 'FR',
    description: null,
    audiences: [],
  },
];

/** The core's catalogue call as the server makes it; every request is kept. */
function core(
  answer: () => Response = () =>
    Response.json({ data: CATALOGUE, meta: { total: 2, page: 1, per_page: 100 } }),
) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer();
  };
  return { requests, fetch: fetch as typeof globalThis.fetch };
}

describe('renderHomePage', () => {
  test("renders a tenant's home page from the core's catalogue, in the page's language", async () => {
    const { requests, fetch } = core();
    const page = await renderHomePage({
      url: new URL('http://localhost:5173/fr-FR'),
      config: publicConfig,
      fetch,
      cookie: '',
    });
    expect(page).toMatchObject({
      lang: 'fr',
      tenant: 'plussimple',
      // French puts a narrow no-break space before '?'.
      title: expect.stringMatching(/^Quelle assurance recherchez-vous\s\? • \+Simple$/),
      description: expect.stringMatching(/^\+Simple : /),
      favicon: expect.stringMatching(/^data:image\/svg\+xml,/),
      styles: [expect.stringContaining('--sc-color-primary:')],
    });
    expect(page?.root).toContain('<h1');
    expect(page?.root).toMatch(/Quelle assurance recherchez-vous\s\?/);
    expect(page?.root).toContain('Responsabilité civile professionnelle');
    expect(page?.root).toContain('Multirisque &lt;professionnelle&gt;');
    expect(page?.root).toContain('Commencer mon devis');
    // The description goes in the document's head (the web server's), not in the rendered body.
    expect(page?.root).not.toContain('<meta');
    expect(JSON.parse(page?.data.json ?? '')).toEqual({
      tenant: 'plussimple',
      environment: 'local',
      catalogue: CATALOGUE,
    });
    expect(page?.data.id).toBe('sc-home-data');
    expect(
      requests.map((request) => [
        request.url,
        request.headers.get('accept-language'),
        request.headers.get('authorization'),
      ]),
    ).toEqual([
      ['http://localhost:4000/v2/products?country=FR&per_page=100', 'fr-FR', 'Bearer dev-token-plussimple'],
    ]);
  });

  test('takes the tenant from the host and the country from the address', async () => {
    const { requests, fetch } = core();
    const page = await renderHomePage({
      url: new URL('http://maif.localhost:5173/de-DE'),
      config: publicConfig,
      fetch,
      cookie: '',
    });
    expect(page).toMatchObject({
      lang: 'de',
      tenant: 'maif',
      title: 'Welche Versicherung suchen Sie? • MAIF',
    });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer dev-token-maif');
    expect(requests[0]?.url).toContain('country=DE');
  });

  test.each([
    ['a page other than a home page', 'http://localhost:5173/fr-FR/connexion', publicConfig],
    ['a home page without its locale', 'http://localhost:5173/', publicConfig],
    [
      'production, whose home page sends visitors to the marketplace',
      'http://localhost:5173/fr-FR',
      { ...publicConfig, environment: 'production' },
    ],
    ['an invalid configuration', 'http://localhost:5173/fr-FR', {}],
  ])('leaves %s to the browser, without calling the core', async (_, address, config) => {
    const { requests, fetch } = core();
    expect(await renderHomePage({ url: new URL(address), config, fetch, cookie: '' })).toBeUndefined();
    expect(requests).toEqual([]);
  });

  test('leaves the page to the browser when the core cannot give the catalogue', async () => {
    const { fetch } = core(() => Response.json({ title: 'Unavailable', code: 'down' }, { status: 503 }));
    expect(
      await renderHomePage({
        url: new URL('http://localhost:5173/fr-FR'),
        config: publicConfig,
        fetch,
        cookie: '',
      }),
    ).toBeUndefined();
  });
});
