import { randomUUID } from 'node:crypto';
import type { components } from '@souscrire/core-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ CORE_SANDBOX_PAGES: '1' });
}, 120_000);
afterAll(() => service.close());

type TrackingBody = components['schemas']['TrackingEvent'] | components['schemas']['TrackingBatch'];

const page = (prospectId: string, step: string): components['schemas']['PageView'] => ({
  type: 'page',
  hostname: 'plussimple.localhost',
  language: 'fr',
  screen: '1280x800',
  url: `/fr-FR/souscription/${prospectId}/${step}`,
  title: `${step} • Plussimple`,
  referrer: '',
  tag: `subscription.${step}`,
  data: { step },
  prospect_id: prospectId,
});
const finalized = (prospectId: string): components['schemas']['AnalyticsEvent'] => ({
  type: 'event',
  name: 'subscription finalized',
  data: { eventType: 'finalization', eventCategory: 'subscription', eventId: 'subscription-finalized' },
  prospect_id: prospectId,
});

/** POST v2/events through the contract's typed client (with the plussimple token unless given another): its status. */
async function track(body: TrackingBody, token?: string): Promise<number> {
  const { response } = await service.api(token === undefined ? {} : { token }).POST('/v2/events', { body });
  return response.status;
}

/**
 * The contract the finalization of a prospect issued (active), with its client: the core's record of a finished
 * subscription.
 */
async function issueContract(tenant: string, prospectId: string, product: string): Promise<void> {
  const clientId = randomUUID();
  await service.db.query('INSERT INTO clients (id, tenant_id, login) VALUES ($1, $2, $3)', [
    clientId,
    tenant,
    `${clientId}@example.com`,
  ]);
  await service.db.query(
    `INSERT INTO contracts (id, tenant_id, prospect_id, client_id, product, formula, annual_premium, status)
     VALUES ($1, $2, $3, $4, $5, 'balanced', 1000, 'active')`,
    [randomUUID(), tenant, prospectId, clientId, product],
  );
}

/**
 * One prospect's journey of `product`, started on `day`: a page view of each step, then, when finished, the
 * journey's `subscription finalized` event and the contract issued ('contract'), or the event alone ('event':
 * a browser sending it without a finalization).
 */
async function journey(
  product: string,
  day: string,
  steps: string[],
  finished: false | 'contract' | 'event' = false,
  token = 'dev-token-plussimple',
) {
  const id = randomUUID();
  const tenant = token.replace('dev-token-', '');
  await service.db.query('INSERT INTO prospects (id, tenant_id, platform, product) VALUES ($1, $2, $3, $4)', [
    id,
    tenant,
    'subscription-v2',
    product,
  ]);
  const events = [...steps.map((step) => page(id, step)), ...(finished === false ? [] : [finalized(id)])];
  expect(await track({ events }, token)).toBe(202);
  if (finished === 'contract') await issueContract(tenant, id, product);
  // The journey's records arrive over the day: the first at 09:00 UTC, the others later.
  await service.db.query(
    `UPDATE tracking_events SET created_at = $2::timestamptz + (id - (SELECT min(id) FROM tracking_events
     WHERE prospect_id = $1)) * interval '1 minute' WHERE prospect_id = $1`,
    [id, `${day}T09:00:00Z`],
  );
  return id;
}

describe('/dev/funnel', () => {
  beforeAll(async () => {
    const toPayment = ['activity', 'company', 'offer', 'documents', 'payment', 'finalization'];
    await journey('multirisque', '2026-11-02', toPayment, 'contract');
    await journey('multirisque', '2026-11-02', toPayment.slice(0, 5));
    await journey('multirisque', '2026-11-02', toPayment.slice(0, 3));
    await journey('multirisque', '2026-11-02', ['activity']);
    await journey('multirisque', '2026-11-03', toPayment.slice(0, 3));
    await journey('multirisque', '2026-11-03', ['activity', 'company']);
    await journey('rc-pro', '2026-11-02', ['activity']);
    // Outside the period, another tenant's, and a page view of no prospect: none counts.
    await journey('multirisque', '2026-10-01', toPayment, 'contract');
    await journey('multirisque', '2026-11-02', toPayment, 'contract', 'dev-token-maif');
    const anonymous = { ...page('x', 'activity'), prospect_id: undefined };
    expect(await track(anonymous)).toBe(202);
  });

  const cells = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<td data-day="([^"]+)" data-stage="([^"]+)">(?:<strong>)?(\d+)/g)].map(
        ([, day, stage, count]) => [`${day} ${stage}`, Number(count)],
      ),
    );

  test('counts per product and day the prospects who reached each step and finished, with a chart', async () => {
    const response = await service.app.request(
      '/dev/funnel?token=dev-token-plussimple&from=2026-11-01&to=2026-11-30',
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    const [multirisque, rcPro] = html.split('<section').slice(1) as [string, string];
    expect(multirisque).toContain('data-product="multirisque"');
    expect(cells(multirisque)).toEqual({
      '2026-11-02 activity': 4,
      '2026-11-03 activity': 2,
      'total activity': 6,
      '2026-11-02 company': 3,
      '2026-11-03 company': 2,
      'total company': 5,
      '2026-11-02 offer': 3,
      '2026-11-03 offer': 1,
      'total offer': 4,
      '2026-11-02 documents': 2,
      '2026-11-03 documents': 0,
      'total documents': 2,
      '2026-11-02 payment': 2,
      '2026-11-03 payment': 0,
      'total payment': 2,
      '2026-11-02 finalization': 1,
      '2026-11-03 finalization': 0,
      'total finalization': 1,
      '2026-11-02 finished': 1,
      '2026-11-03 finished': 0,
      'total finished': 1,
    });
    expect(cells(rcPro)).toEqual({ '2026-11-02 activity': 1, 'total activity': 1 });
    // The chart: an SVG drawn on the server, its bars' counts and shares in its text, described in words.
    const image = /<img src="data:image\/svg\+xml;base64,([^"]+)" alt="([^"]+)"/.exec(multirisque);
    expect(image?.[2]).toBe(
      'Funnel of multirisque: activity 6, company 5, offer 4, documents 2, payment 2, finalization 1, finished 1',
    );
    const svg = Buffer.from(image?.[1] ?? '', 'base64').toString();
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('>6  (100 %)</text>');
    expect(svg).toContain('>1  (17 %)</text>');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'none'.*img-src data:$/);
  });

  test('finished counts the contracts the core issued, not the finalized events a browser sends', async () => {
    const toPayment = ['activity', 'company', 'offer', 'documents', 'payment', 'finalization'];
    await journey('multirisque', '2026-12-01', toPayment, 'event');
    await journey('multirisque', '2026-12-01', toPayment, 'event');
    await journey('multirisque', '2026-12-01', toPayment, 'contract');
    const response = await service.app.request(
      '/dev/funnel?token=dev-token-plussimple&from=2026-12-01&to=2026-12-01',
    );
    const found = cells(await response.text());
    expect(found['2026-12-01 finalization']).toBe(3);
    expect(found['2026-12-01 finished']).toBe(1);
  });

  test('a period with no journey says so; a bad period and a missing token are refused', async () => {
    const empty = await service.app.request(
      '/dev/funnel?token=dev-token-plussimple&from=2020-01-01&to=2020-01-02',
    );
    expect(await empty.text()).toContain('No journey tracked in this period.');
    for (const query of ['from=2026-11-31', 'from=2026-11-05&to=2026-11-01', 'to=yesterday']) {
      const refused = await service.app.request(`/dev/funnel?token=dev-token-plussimple&${query}`);
      expect(refused.status).toBe(400);
    }
    expect((await service.app.request('/dev/funnel')).status).toBe(401);
    expect((await service.app.request('/dev/funnel?token=nope')).status).toBe(401);
  });
});

describe('/dev/events', () => {
  test('lists a prospect’s stored records oldest first, with the batch’s utm values', async () => {
    const id = randomUUID();
    const utm = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' };
    const events = [page(id, 'activity'), { ...finalized(id), name: 'y'.repeat(60) }];
    expect(await track({ events, utm })).toBe(202);
    const response = await service.app.request(`/dev/events?token=dev-token-plussimple&prospect_id=${id}`);
    const { data } = (await response.json()) as { data: { type: string; name: string; payload: unknown }[] };
    expect(data.map((row) => [row.type, row.name])).toEqual([
      ['page', null],
      ['event', 'y'.repeat(50)],
    ]);
    expect(data[0]?.payload).toEqual({ ...events[0], utm });
    expect((await service.app.request(`/dev/events?prospect_id=${id}`)).status).toBe(401);
  });

  test('a batch of none, or of more than 50, or with an unknown utm field is refused', async () => {
    const one = page(randomUUID(), 'activity');
    expect(await track({ events: [] })).toBe(422);
    expect(await track({ events: Array.from({ length: 51 }, () => one) })).toBe(422);
    // A utm field the contract does not declare: sent untyped on purpose.
    const unknownUtm = await service.call('POST', '/v2/events', {
      body: { events: [one], utm: { utm_id: 'x' } },
    });
    expect(unknownUtm.status).toBe(422);
  });
});
