import type { Response } from '@playwright/test';
import { CORE_URL, coreCallPath } from '../e2e/support/core.ts';
import { expect, test } from '../e2e/support/csp-test.ts';
import { Person, type Persona, uniqueContact } from '../e2e/support/person.ts';
import { expectServerSessionCookie } from '../e2e/support/session-cookie.ts';
import {
  MARKETPLACE_URL,
  type ProductionStack,
  REHEARSAL_TENANT,
  startProductionStack,
} from './support/production-stack.ts';

// The production rehearsal: the bundle in production mode on PostgreSQL, over HTTPS, on host names that are
// not localhost (support/production-stack.ts), played by a person clicking from the insurer's marketplace
// (where the journey's home page sends them in production) to the customer space, then the restore drill of docs/operations.md on what that person made. The journey's e2e Person plays
// it; every Content-Security-Policy violation fails it (csp-test.ts).

const HSTS = 'max-age=31536000; includeSubDomains';

const persona: Persona = {
  tenant: REHEARSAL_TENANT,
  language: 'fr',
  country: 'FR',
  product: 'Multirisque professionnelle',
  activity: 'boulan',
  postalCode: '69001',
  ...uniqueContact('paul', '+337', ''),
  payment: 'card',
  iban: '',
};

let stack: ProductionStack | undefined;
const started = () => {
  if (stack === undefined) throw new Error('the production stack did not start');
  return stack;
};

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startProductionStack();
});
test.afterAll(async () => {
  await stack?.stop();
});

test(`${REHEARSAL_TENANT} on its own host over HTTPS, in production mode: home to the customer space`, async ({
  page,
  context,
}) => {
  // About 100 s on a machine loaded by the other lane of `pnpm test`; a margin against a busier one.
  test.setTimeout(240_000);
  const { addresses, mailbox } = started();
  const journey = addresses.journey(REHEARSAL_TENANT);
  const space = addresses.space(REHEARSAL_TENANT);
  const pages: Response[] = [];
  const coreCalls: Response[] = [];
  const straightToCore: string[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() === 'document' && [journey, space].includes(new URL(response.url()).origin)) {
      pages.push(response);
    }
    if (!['fetch', 'xhr'].includes(request.resourceType())) return;
    if (coreCallPath(response.url()) !== undefined) coreCalls.push(response);
    if (response.url().startsWith(`${CORE_URL}/v2/`)) straightToCore.push(response.url());
  });

  // The insurer's marketplace, outside Souscrire: one link to the product's intent on the journey.
  await context.route(`${MARKETPLACE_URL}**`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="fr"><title>MAIF</title><main><h1>Assurances professionnelles</h1><a href="${journey}/fr-FR/intent?type=product&amp;product_slug=multirisque">Souscrire la multirisque professionnelle</a></main></html>`,
    }),
  );
  // In production the journey's home page sends the visitor to the marketplace, who follows the product's link.
  const fromMarketplace = async () => {
    await page.goto(`${journey}/fr-FR`);
    await expect(page).toHaveURL(MARKETPLACE_URL);
    await page.getByRole('link', { name: 'Souscrire la multirisque professionnelle' }).click();
    await expect(page).toHaveURL(new RegExp(`^${journey}/fr-FR/souscription/`));
    // Intercepting requests reaches the signing frame's own (another process): its image of the brand never
    // loaded while a route was set. The marketplace is behind the person now.
    await context.unrouteAll();
  };
  const person = new Person(page, persona, { mailbox, arrive: fromMarketplace });
  await person.chooseAnOffer();
  // The brand comes from the host name: maif's theme on maif.souscrire.test.
  await expect(page.locator('html')).toHaveAttribute('data-tenant', REHEARSAL_TENANT);
  await person.signAndPay();
  await person.openCustomerSpace();
  expect(new URL(page.url()).origin).toBe(space);
  await expect(page.locator('html')).toHaveAttribute('data-tenant', REHEARSAL_TENANT);

  // Both web servers' pages: HSTS, and a CSP that lets them call their own origin only.
  expect(new Set(pages.map((answer) => new URL(answer.url()).origin))).toEqual(new Set([journey, space]));
  for (const answer of pages) {
    const headers = await answer.allHeaders();
    expect(headers['strict-transport-security'], answer.url()).toBe(HSTS);
    expect(headers['content-security-policy'], answer.url()).toContain("connect-src 'self';");
  }
  // Every call of the journey and of the space to the core goes to the app's own origin, whose web server
  // forwards it: none straight to the core, and no CORS answer to need.
  expect(straightToCore).toEqual([]);
  expect(new Set(coreCalls.map((answer) => new URL(answer.url()).origin))).toEqual(new Set([journey, space]));
  for (const answer of coreCalls) {
    expect((await answer.allHeaders())['access-control-allow-origin'], answer.url()).toBeUndefined();
  }
  // The session in the cookie the space's web server set: HttpOnly, Secure with the __Host- prefix,
  // SameSite=Lax; every cookie the pages hold is Secure.
  await expectServerSessionCookie(page);
  const cookies = await context.cookies();
  expect(cookies.filter((cookie) => !cookie.secure).map((cookie) => cookie.name)).toEqual([]);
});

test('restore drill: pg_dump, the database wiped, pg_restore, the core started again: the same contract', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const drill = started();
  const dump = drill.dump();
  expect(await drill.stopCore()).toBe(0);
  drill.wipeDatabase();
  expect(await drill.migrationStatus()).toMatch(/^pending\s+0001-initial/m);
  drill.restore(dump);
  expect(await drill.migrationStatus()).toContain('Every migration is applied.');
  await drill.startCore();
  // The client comes back to their customer space, signs in with the password they chose with the welcome
  // e-mail's link, and finds the contract the rehearsal made.
  const person = new Person(page, persona, { mailbox: drill.mailbox });
  await page.goto(`${drill.addresses.space(REHEARSAL_TENANT)}/fr-FR`);
  await person.logInToCustomerSpace(person.chosenPassword);
  await person.seeContract();
});
