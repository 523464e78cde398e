import type { Page } from '@playwright/test';
import { CORE_URL } from './support/core.ts';
import { expect, test } from './support/csp-test.ts';
import { Person, type Persona, uniqueContact } from './support/person.ts';

// From the journey to the customer space already signed in, on each brand's own host, clicking only: the
// finalization's link carries the session with a single-use hand-off code, and no address the browser visits
// holds a session token (docs/security.md, "Hand-off between the journey and the customer space").

const PERSONAS: Record<string, () => Persona> = {
  plussimple: () => ({
    tenant: 'plussimple',
    ownHost: true,
    language: 'fr',
    country: 'FR',
    product: 'Responsabilité civile professionnelle',
    activity: 'boulan',
    postalCode: '75011',
    ...uniqueContact('handoff.fr', '+336', ''),
    payment: 'card',
    iban: '',
  }),
  'plussimple-de': () => ({
    tenant: 'plussimple-de',
    ownHost: true,
    language: 'de',
    country: 'DE',
    product: 'Berufshaftpflichtversicherung',
    activity: 'Bäckerei',
    postalCode: '10115',
    ...uniqueContact('handoff.de', '+49151', ''),
    payment: 'sepa',
    iban: 'DE89 3704 0044 0532 0130 00',
  }),
  maif: () => ({
    tenant: 'maif',
    language: 'fr',
    country: 'FR',
    product: 'Multirisque professionnelle',
    activity: 'boulan',
    postalCode: '69001',
    ...uniqueContact('handoff.maif', '+337', ''),
    payment: 'sepa',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
  }),
};

/** Every address the page's frames navigate to and request, and every session token the core answers it. */
function watchAddresses(page: Page) {
  const navigations: string[] = [];
  const visited: string[] = [];
  const tokens = new Set<string>();
  page.on('framenavigated', (frame) => {
    navigations.push(frame.url());
    visited.push(frame.url());
  });
  page.on('request', (request) => visited.push(request.url()));
  page.on('response', async (response) => {
    if (!response.url().startsWith(CORE_URL) || response.request().method() === 'GET') return;
    const body: unknown = await response.json().catch(() => undefined);
    const session = (body as { data?: { session?: unknown } } | undefined)?.data?.session;
    if (typeof session === 'string') tokens.add(session);
  });
  return { navigations, visited, tokens };
}

for (const [tenant, persona] of Object.entries(PERSONAS)) {
  test(`${tenant}: pays, and lands in the customer space of its own host already signed in`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { navigations, visited, tokens } = watchAddresses(page);
    const person = new Person(page, persona());
    await person.chooseAnOffer();
    const journeyHost = new URL(page.url()).hostname;
    expect(journeyHost).toBe(tenant === 'plussimple-de' ? 'plussimple-de.localhost' : `${tenant}.localhost`);
    await person.signAndPay();
    // The finalization's link, and the space's contracts shown at once: no login form on the way.
    await person.finish('finalization.title.create');
    const landed = new URL(page.url());
    expect(landed.hostname).toBe(journeyHost);
    expect(landed.searchParams.has('hand_off')).toBe(false);
    await expect(page.getByRole('button', { name: person.t('space.layout.logout') })).toBeVisible();
    expect(navigations.some((url) => url.includes('hand_off='))).toBe(true);
    expect(navigations.filter((url) => new URL(url).pathname.endsWith('/login'))).toEqual([]);
    // The journey's sessions and the one the space exchanged the code for: none in any address.
    expect(tokens.size).toBeGreaterThanOrEqual(2);
    for (const token of tokens) expect(visited.filter((url) => url.includes(token))).toEqual([]);
    expect(visited.filter((url) => url.includes('client_token='))).toEqual([]);
  });
}
