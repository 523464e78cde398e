import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { urlProspectId } from '../src/session/url-session.ts';
import { CORE_URL, E2E_ADDRESSES } from './support/core.ts';
import { frenchPersona, Person, type Persona, uniqueContact } from './support/person.ts';

// A person's journey, clicking only, from a campaign's landing address to the customer space; then
// what the first-party tracking service stored (the core's dev listing /dev/events, as a product owner's tool
// reads it): the page views in order with the tracking fields, the journey's events and the campaign's utm values.

type Stored = {
  id: number;
  type: 'page' | 'event';
  name: string | null;
  prospect_id: string | null;
  payload: Record<string, unknown> & { utm?: Record<string, string>; tag?: string; url?: string };
};

const UTM = {
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring sale',
  utm_content: 'banner',
  utm_term: 'boulangerie',
};

/** A campaign of the test's own: the tests running beside it (other workers) store records with other values. */
function campaign(): typeof UTM {
  return { ...UTM, utm_content: `banner-${randomUUID()}` };
}

/** The id of the tenant's last record, before a test. */
async function lastStoredId(): Promise<number> {
  return (await storedSince(0)).at(-1)?.id ?? 0;
}

/** The tenant's records stored after `since` (the id of the last one before the test), oldest first. */
async function storedSince(since: number): Promise<Stored[]> {
  const response = await fetch(`${CORE_URL}/dev/events?token=dev-token-plussimple`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Stored[] }).data.filter((record) => record.id > since);
}

/**
 * One browser's records after `since`: those carrying its campaign, and every record of the prospects they
 * name (or of `prospectId`), so that a record of that prospect which lost its campaign is still seen.
 */
async function storedFor(since: number, utm: typeof UTM, prospectId?: string): Promise<Stored[]> {
  const records = await storedSince(since);
  const ofCampaign = (record: Stored) => record.payload.utm?.utm_content === utm.utm_content;
  const prospects = new Set([prospectId, ...records.filter(ofCampaign).map((record) => record.prospect_id)]);
  return records.filter(
    (record) => ofCampaign(record) || (record.prospect_id !== null && prospects.has(record.prospect_id)),
  );
}

function persona(overrides: Partial<Persona> = {}): Persona {
  return frenchPersona({
    product: 'Multirisque professionnelle',
    ...uniqueContact('analytics', '+336', ''),
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    ...overrides,
  });
}

// The data flow does not change with the viewport: the desktop only.
test.skip(({ isMobile }) => isMobile, 'played on the desktop');

test('a journey from a campaign link: page views in order, the journey’s events and the utm values are stored', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const utm = campaign();
  const since = await lastStoredId();
  const person = new Person(page, persona());
  await page.goto(`/fr-FR?${new URLSearchParams(utm)}`);
  await person.reach('home.title');
  // The person goes on from the home page (the campaign's cookie stays with the browser).
  await person.chooseAnOffer();
  // On the documents, the person has the offer e-mailed and saves the subscription for later.
  await expect(page.getByRole('heading', { level: 1, name: person.t('documents.title') })).toBeVisible();
  await person.sendByEmail('sidebar.actions.send-offer');
  await person.sendByEmail('sidebar.actions.save-for-later');
  await person.acknowledgeDocuments();
  await person.declareOwnersIfAsked();
  await person.sign();
  await person.payAfterADeclinedCard();
  await person.finish('finalization.title.create');
  // Leaving the page sends what is still queued (keepalive).
  await page.close({ runBeforeUnload: true });

  await expect
    .poll(
      async () => (await storedFor(since, utm)).some((record) => record.name === 'subscription finalized'),
      { timeout: 10_000 },
    )
    .toBe(true);
  const records = await storedFor(since, utm);
  const id = records.find((record) => record.prospect_id !== null)?.prospect_id ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  // Every record carries the campaign's utm values, from the first page on.
  for (const record of records) expect(record.payload.utm).toEqual(utm);

  // Page views, in the order the person saw the pages, each with the tracking fields.
  const views = records.filter((record) => record.type === 'page');
  for (const view of views) {
    expect(view.payload).toMatchObject({
      type: 'page',
      hostname: 'localhost',
      language: 'fr',
      screen: expect.stringMatching(/^\d+x\d+$/),
      url: expect.stringMatching(/^\//),
      title: expect.stringMatching(/\S • \+Simple$/),
      referrer: expect.any(String),
      tag: expect.any(String),
    });
  }
  expect(views[0]?.payload.url).toBe(`/fr-FR?${new URLSearchParams(utm)}`);
  const steps = views
    .map((view) => (view.payload.data as { step?: string } | undefined)?.step)
    .filter((step): step is string => step !== undefined)
    .filter((step, index, all) => step !== all[index - 1]);
  expect(steps).toEqual([
    'activity',
    'city',
    'company',
    'criteria',
    'confirmation',
    'killing',
    'offer',
    'check-answers',
    'documents',
    'signature',
    'payment',
    'finalization',
  ]);
  // Once on a subscription page, the records name the prospect; the page before names the page seen before.
  expect(
    views
      .filter((view) => view.payload.tag?.startsWith('subscription.'))
      .every((view) => view.prospect_id === id),
  ).toBe(true);
  expect(views[2]?.payload.referrer).toBe(
    `http://localhost:${E2E_ADDRESSES.journeyPort}${views[1]?.payload.url}`,
  );

  // The journey's events, with their data.
  const events = records.filter((record) => record.type === 'event');
  const named = (name: string) =>
    events.filter((record) => record.name === name).map((record) => record.payload.data);
  expect(named('identify')).toEqual([{ eventType: 'identify', eventCategory: 'prospect', eventId: id }]);
  // Step completed: once per Continue that moved the workflow on, from every step in the order passed.
  const completed = named('step completed') as { step: string; eventId: string; eventType: string }[];
  expect([...new Set(completed.map((data) => data.step))]).toEqual([
    'activity',
    'city',
    'company',
    'criteria',
    'confirmation',
    'killing',
    'offer',
    'check-answers',
    'documents',
    'signature',
    'payment',
  ]);
  expect(completed).toContainEqual({
    eventType: 'step',
    eventCategory: 'subscription',
    eventId: 'offer',
    step: 'offer',
  });
  expect(named('formula chosen')).toContainEqual({
    eventType: 'offer',
    eventCategory: 'subscription',
    eventId: 'formula-balanced',
    formula: 'balanced',
  });
  expect(named('offer sent by e-mail')).toEqual([
    { eventType: 'email', eventCategory: 'subscription', eventId: 'offer-email' },
  ]);
  expect(named('save for later')).toEqual([
    { eventType: 'email', eventCategory: 'subscription', eventId: 'save-for-later' },
  ]);
  expect(named('payment method chosen')).toContainEqual({
    eventType: 'payment',
    eventCategory: 'subscription',
    eventId: 'payment-method-chosen',
    method: 'card',
  });
  expect(named('payment failed')).toEqual([
    { eventType: 'payment', eventCategory: 'subscription', eventId: 'payment-failed', method: 'card' },
  ]);
  expect(named('subscription finalized')).toEqual([
    { eventType: 'finalization', eventCategory: 'subscription', eventId: 'subscription-finalized' },
  ]);
  for (const event of events) expect(event.prospect_id).toBe(id);
});

test('the local-storage switch: a browser that turned analytics off sends nothing and keeps no utm cookie', async ({
  page,
  context,
}) => {
  await context.addInitScript(() => localStorage.setItem('souscrire.analytics.disabled', 'true'));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v2/events')) sent.push(request.url());
  });
  const utm = campaign();
  const since = await lastStoredId();
  const person = new Person(page, persona());
  await page.goto(`/fr-FR?${new URLSearchParams(utm)}`);
  await person.startFromHome();
  await person.reach('activity.title');
  const prospectId = urlProspectId(new URL(page.url()));
  expect(prospectId).toBeDefined();
  await page.close({ runBeforeUnload: true });
  expect(sent).toEqual([]);
  expect(await storedFor(since, utm, prospectId)).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('souscrire_utm');
});
