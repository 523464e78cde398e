import type { components } from '@souscrire/core-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OFFER_VALIDITY_DAYS } from '../offers/offer-validity.ts';
import { BALANCED_CHOICE, prospectAtOffer } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// (docs/offers.md): an offer holds its price for its validity, then is priced again from the
// tariff in force; a changed price is announced, an unchanged one renewed quietly. The tariff changes and the
// time travel go through the sandbox's operator page, /dev/pricing, as a tester would.

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

const CHOICE = BALANCED_CHOICE;
const DAY = 24 * 60 * 60 * 1000;
const MULTIRISK = {
  product: 'multirisque',
  criterias: { headcount: 3, revenue: 250000, premises_area: 80 },
} as const;

async function getOffer(id: string) {
  const { data, response } = await service.api().GET('/v2/prospects/{id}/offer', {
    params: { path: { id } },
  });
  if (data === undefined) throw new Error(`GET offer answered ${response.status}`);
  return data.data;
}

async function putOffer(id: string, body: components['schemas']['OfferSelection'] = CHOICE) {
  const { data, response } = await service.api().PUT('/v2/prospects/{id}/offer', {
    params: { path: { id } },
    body,
  });
  if (data === undefined) throw new Error(`PUT offer answered ${response.status}`);
  return data.data;
}

/** Submits a form of the dev pricing page, as the operator's browser does. */
async function operator(path: string, fields: Record<string, string>, token = 'dev-token-plussimple') {
  const response = await service.app.request(`${path}?token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

const revise = (product: string, index: number) =>
  operator('/dev/pricing/revisions', { product, index_percent: String(index) });
const age = (prospectId: string, days = OFFER_VALIDITY_DAYS + 1) =>
  operator('/dev/pricing/quotes/age', { prospect_id: prospectId, days: String(days) });

const total = (offer: components['schemas']['Offer']) => offer.price?.total.amount ?? Number.NaN;

describe('the offer validity', () => {
  test('starts with the first choice saved, 30 days long, and a later choice keeps its date', async () => {
    const { id } = await prospectAtOffer(service);
    const before = await getOffer(id);
    expect(before.valid_until).toBeNull();
    expect(before.price_change).toBeNull();
    const start = Date.now();
    const first = await putOffer(id);
    const until = Date.parse(first.valid_until ?? '');
    expect(until).toBeGreaterThanOrEqual(start + OFFER_VALIDITY_DAYS * DAY - 1000);
    expect(until).toBeLessThanOrEqual(Date.now() + OFFER_VALIDITY_DAYS * DAY + 1000);
    const second = await putOffer(id, { ...CHOICE, formula: 'complete', options: [] });
    expect(second.valid_until).toBe(first.valid_until);
  });

  test('within its validity, a tariff revision leaves the quoted price alone; new offers get the new tariff', async () => {
    const { id } = await prospectAtOffer(service, MULTIRISK);
    const quoted = total(await putOffer(id, { formula: 'balanced', excess_level: 'standard', options: [] }));
    expect((await revise('multirisque', 120)).status).toBe(303);
    const offer = await getOffer(id);
    expect(total(offer)).toBe(quoted);
    expect(offer.price_change).toBeNull();
    const { id: later } = await prospectAtOffer(service, MULTIRISK);
    const fresh = total(
      await putOffer(later, { formula: 'balanced', excess_level: 'standard', options: [] }),
    );
    expect(fresh).toBeGreaterThan(quoted);
    expect((await revise('multirisque', 100)).status).toBe(303);
  });

  test('past its validity, a changed tariff prices the offer again and says so; contracts take the new price', async () => {
    const { id, proof } = await prospectAtOffer(service);
    const old = total(await putOffer(id));
    expect((await revise('rc-pro', 110)).status).toBe(303);
    expect((await age(id)).status).toBe(303);

    const start = Date.now();
    const offer = await getOffer(id);
    const current = total(offer);
    expect(current).toBeGreaterThan(old);
    expect(offer.price_change).toEqual({
      previous: { amount: old, currency: 'EUR' },
      current: { amount: current, currency: 'EUR' },
      repriced_at: expect.any(String),
    });
    // A new quote: valid for 30 days from now.
    expect(Date.parse(offer.valid_until ?? '')).toBeGreaterThanOrEqual(
      start + OFFER_VALIDITY_DAYS * DAY - 1000,
    );
    // A reload still says so, until the visitor chooses again.
    expect((await getOffer(id)).price_change?.previous.amount).toBe(old);

    const contracts = await service.api().POST('/v2/prospects/{id}/contracts', {
      params: { path: { id } },
      headers: { 'x-prospect-proof': proof },
    });
    expect(contracts.response.status).toBe(200);
    const [contract] = await service.db.query<{ annual_premium: number }>(
      'SELECT annual_premium FROM contracts WHERE prospect_id = $1',
      [id],
    );
    expect(contract?.annual_premium).toBe(current);

    const chosen = await putOffer(id);
    expect(chosen.price_change).toBeNull();
    expect(total(chosen)).toBe(current);
    expect((await getOffer(id)).price_change).toBeNull();
    expect((await revise('rc-pro', 100)).status).toBe(303);
  });

  test('past its validity with the same tariff, the validity is renewed quietly', async () => {
    const { id } = await prospectAtOffer(service);
    const first = await putOffer(id);
    expect((await age(id)).status).toBe(303);
    const start = Date.now();
    const offer = await getOffer(id);
    expect(total(offer)).toBe(total(first));
    expect(offer.price_change).toBeNull();
    expect(Date.parse(offer.valid_until ?? '')).toBeGreaterThanOrEqual(
      start + OFFER_VALIDITY_DAYS * DAY - 1000,
    );
  });

  test('a quote stored to the microsecond (rows from before the validity) is renewed once, not on every read', async () => {
    const { id } = await prospectAtOffer(service);
    await putOffer(id);
    await service.db.query(
      "UPDATE offers SET priced_at = now() - interval '31 days 123 microseconds' WHERE prospect_id = $1",
      [id],
    );
    const first = await getOffer(id);
    expect((await getOffer(id)).valid_until).toBe(first.valid_until);
  });

  test('an offer aged but not yet past its validity keeps its price', async () => {
    const { id } = await prospectAtOffer(service);
    const old = total(await putOffer(id));
    expect((await revise('rc-pro', 130)).status).toBe(303);
    expect((await age(id, OFFER_VALIDITY_DAYS - 1)).status).toBe(303);
    const offer = await getOffer(id);
    expect(total(offer)).toBe(old);
    expect(offer.price_change).toBeNull();
    expect((await revise('rc-pro', 100)).status).toBe(303);
  });
});

describe('/dev/pricing (the sandbox operator page)', () => {
  test('lists the products with the index in force, for the token’s tenant only', async () => {
    const page = await service.app.request('/dev/pricing?token=dev-token-plussimple');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('rc-pro');
    expect(html).toContain('Publish the revision');
    expect((await service.app.request('/dev/pricing')).status).toBe(401);
    expect((await service.app.request('/dev/pricing?token=nope')).status).toBe(401);
  });

  test('refuses what is out of bounds with a 400, and unknown tokens with a 401', async () => {
    for (const index of ['49', '201', 'ten', '', '1e2']) {
      expect(
        (await operator('/dev/pricing/revisions', { product: 'rc-pro', index_percent: index })).status,
      ).toBe(400);
    }
    expect((await revise('no-such-product', 110)).status).toBe(400);
    expect(
      (await operator('/dev/pricing/revisions', { product: 'rc-pro', index_percent: '110' }, 'nope')).status,
    ).toBe(401);
    const { id } = await prospectAtOffer(service);
    // No choice saved yet: nothing to age.
    expect((await age(id)).status).toBe(400);
    await putOffer(id);
    for (const days of ['0', '3651', '-3', 'x']) {
      expect((await operator('/dev/pricing/quotes/age', { prospect_id: id, days })).status).toBe(400);
    }
    expect((await age('not-a-uuid')).status).toBe(400);
    // Another tenant's prospect is not this tenant's to age.
    expect(
      (await operator('/dev/pricing/quotes/age', { prospect_id: id, days: '31' }, 'dev-token-maif')).status,
    ).toBe(400);
  });

  test('is not served in production', async () => {
    const production = await startTestService({ NODE_ENV: 'production' });
    try {
      expect((await production.app.request('/dev/pricing?token=dev-token-plussimple')).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
