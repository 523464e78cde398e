import type { WebhookEventType } from '@souscrire/core-api';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { collectDebits, SEPA_TEST_IBANS } from '../payments/sandbox-sepa-bank.ts';
import { prospectWithSession } from '../testing/journey.ts';
import { NEW_PROSPECT } from '../testing/prospect-calls.ts';
import { signByCode, startPayment } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.ts';
import { deliverDueWebhooks, retryDelayMs } from './delivery.ts';
import { createEndpoint, removeEndpoint, replayDelivery, rotateSecret } from './endpoints.ts';
import { WEBHOOK_EVENT_TYPES } from './events.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

/** The endpoints and receivers a test made, removed and stopped after it (each test hears only its own). */
const made: { endpoints: string[]; receivers: WebhookReceiver[] } = { endpoints: [], receivers: [] };
afterEach(async () => {
  for (const id of made.endpoints.splice(0)) await removeEndpoint(service.db, id);
  for (const receiver of made.receivers.splice(0)) await receiver.close();
});

/** A receiver on loopback and the endpoint registered for it, verifying with the endpoint's secret(s). */
async function listening(
  events: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES,
  options: { now?: () => number; tenant?: string } = {},
) {
  const secrets: string[] = [];
  const receiver = await startWebhookReceiver(() => secrets, options.now);
  made.receivers.push(receiver);
  const endpoint = await createEndpoint(service.db, {
    tenant: options.tenant ?? 'plussimple',
    url: receiver.url,
    events,
    production: false,
  });
  made.endpoints.push(endpoint.id);
  secrets.push(endpoint.secret);
  return { receiver, endpoint, secrets };
}

/** The card fields' confirmation at the sandbox provider (not the contract's): its outcome and reference. */
async function cardAtProvider(clientSecret: string, cardNumber: string): Promise<string> {
  const response = await service.app.request('/sandbox/payment-provider/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_secret: clientSecret,
      publishable_key: 'pk_test_souscrire_sandbox',
      locale: 'en',
      card_number: cardNumber,
    }),
  });
  const body = (await response.json()) as { reference: string };
  return body.reference;
}

/** Pays by card as the journey does (start, the provider's fields, the confirmation back): the final status. */
async function payByCard(ready: { id: string; session: string }, key: string, cardNumber: string) {
  const started = await startPayment(service, ready, key, { method: 'card', frequency: 'annual' });
  const paymentId = started.payment?.id ?? '';
  const reference = await cardAtProvider(started.payment?.client_secret ?? '', cardNumber);
  const confirmed = await service
    .api({ session: ready.session })
    .POST('/v2/prospects/{id}/payments/{paymentId}/confirmation', {
      params: { path: { id: ready.id, paymentId } },
      body: { provider_reference: reference },
    });
  return { paymentId, status: confirmed.data?.data.status };
}

test("a receiver gets a whole journey's events in order, each verified with core-api's verifyWebhook", async () => {
  const { receiver } = await listening();
  const ready = await prospectWithSession(service, { email: 'journey.webhooks@example.com' });
  await signByCode(service, ready);
  const declined = await payByCard(ready, `declined-${ready.id}`, '4000000000000002');
  expect(declined.status).toBe('failed');
  const paid = await payByCard(ready, `paid-${ready.id}`, '4242424242424242');
  expect(paid.status).toBe('succeeded');
  const finalized = await service
    .api({ session: ready.session })
    .PUT('/v2/prospects/{id}/finalize', { params: { path: { id: ready.id } } });
  expect(finalized.response.status).toBe(200);

  expect(await deliverDueWebhooks(service.db)).toEqual({ delivered: 6, failed: 0 });
  expect(receiver.refused).toEqual([]);
  const events = receiver.received.map((delivery) => delivery.event);
  expect(events.map((event) => event.type)).toEqual([
    'prospect.created',
    'quote.priced',
    'subscription.signed',
    'payment.failed',
    'payment.succeeded',
    'contract.issued',
  ]);
  expect(receiver.received.map((delivery) => delivery.eventHeader)).toEqual(
    events.map((event) => event.type),
  );
  for (const event of events) {
    expect(event).toMatchObject({ id: expect.stringMatching(/^evt_[0-9a-f]{32}$/), tenant: 'plussimple' });
    expect(event.data).toMatchObject({ prospect_id: ready.id });
  }
  const [created, priced, signed, failed, succeeded, issued] = events;
  expect(created?.data).toEqual({
    prospect_id: ready.id,
    started_by: 'prospect',
    company: { identifier: '18564929000060', name: expect.any(String) },
  });
  expect(priced?.data).toMatchObject({
    product: 'rc-pro',
    formula: 'balanced',
    excess_level: 'standard',
    options: ['legal-protection'],
    annual_premium: { amount: expect.any(Number), currency: 'EUR' },
  });
  const premium = (priced?.data as { annual_premium: { amount: number } } | undefined)?.annual_premium;
  expect(signed?.data).toMatchObject({ product: 'rc-pro', formula: 'balanced', annual_premium: premium });
  expect(failed?.data).toMatchObject({ payment_id: declined.paymentId, method: 'card', iban_last4: null });
  expect(succeeded?.data).toMatchObject({ payment_id: paid.paymentId, method: 'card', frequency: 'annual' });
  const [contract] = await service.db.query<{ id: string }>(
    'SELECT id FROM contracts WHERE prospect_id = $1',
    [ready.id],
  );
  expect(issued?.data).toMatchObject({
    contract_id: contract?.id,
    client_id: ready.clientId,
    formula: 'balanced',
    annual_premium: premium,
    starts_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  // Delivered once: nothing is due any more.
  expect(await deliverDueWebhooks(service.db)).toEqual({ delivered: 0, failed: 0 });
}, 60_000);

test('a SEPA debit the bank rejects is told with the last four characters of the IBAN, never more', async () => {
  const { receiver } = await listening(['payment.succeeded', 'sepa.debit.rejected']);
  const ready = await prospectWithSession(service, { email: 'rejected.webhooks@example.com' });
  await signByCode(service, ready);
  const started = await startPayment(service, ready, `sepa-${ready.id}`, {
    method: 'sepa',
    frequency: 'annual',
    iban: SEPA_TEST_IBANS.rejected,
    account_holder: 'Jeanne Martin',
  });
  expect(await collectDebits(service.db, 'plussimple', started.payment?.id ?? null)).toMatchObject([
    { status: 'failed' },
  ]);
  await deliverDueWebhooks(service.db);
  expect(receiver.received.map((delivery) => delivery.event.type)).toEqual(['sepa.debit.rejected']);
  expect(receiver.received[0]?.event.data).toMatchObject({
    payment_id: started.payment?.id,
    method: 'sepa',
    iban_last4: SEPA_TEST_IBANS.rejected.slice(-4),
    mandate_reference: started.payment?.mandate_reference,
  });
  // No longer run of the account number than its last four digits, in any event body. The ids and times the
  // service makes up are left out: a random hexadecimal id holds any run of digits now and then ('evt_...34567').
  const bodies = await service.db.query<{ body: string }>('SELECT body FROM webhook_events');
  const account = SEPA_TEST_IBANS.rejected;
  const made = (key: string) => key === 'id' || key.endsWith('_id') || key.endsWith('_at');
  for (const { body } of bodies) {
    const told = JSON.stringify(JSON.parse(body), (key, value: unknown) => (made(key) ? undefined : value));
    for (let start = 0; start + 5 <= account.length; start += 1) {
      expect(told).not.toContain(account.slice(start, start + 5));
    }
  }
}, 60_000);

test("an agent's link tells both the prospect's creation and the agent's start; other tenants hear nothing", async () => {
  const { receiver } = await listening(['prospect.created', 'agent.subscription_started']);
  const before = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_events');
  const maif = await service.api({ token: 'dev-token-maif' }).POST('/v2/prospects', { body: NEW_PROSPECT });
  expect(maif.response.status).toBe(201);
  // No endpoint of maif asks for it: no event is even written.
  const after = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM webhook_events');
  expect(after[0]?.n).toBe(before[0]?.n);

  const created = await service
    .api()
    .POST('/v2/prospects', { body: { ...NEW_PROSPECT, agent_token: 'dev-agent-plussimple' } });
  const prospectId = created.data?.data.id;
  await deliverDueWebhooks(service.db);
  expect(receiver.received.map((delivery) => delivery.event.data)).toEqual([
    { prospect_id: prospectId, started_by: 'agent', company: { identifier: null, name: null } },
    {
      prospect_id: prospectId,
      agent_id: expect.any(String),
      agent_name: 'Camille Laurent',
      company: { identifier: null, name: null },
    },
  ]);
});

test('an endpoint hears only the event types it asked for', async () => {
  const { receiver } = await listening(['contract.issued']);
  expect((await service.api().POST('/v2/prospects', { body: NEW_PROSPECT })).response.status).toBe(201);
  expect(await deliverDueWebhooks(service.db)).toEqual({ delivered: 0, failed: 0 });
  expect(receiver.received).toEqual([]);
});

/**
 * A clock the test moves: the relay's and the receiver's. It starts a few seconds ahead, so the events the test
 * makes next (stamped by the database's own clock) are due at once.
 */
function testClock() {
  let now = Date.now() + 5000;
  return {
    now: () => now,
    date: () => new Date(now),
    move: (ms: number) => {
      now += ms;
    },
  };
}

test('a receiver down for a while is reached by the retries, with its events still in order', async () => {
  const clock = testClock();
  const { receiver, endpoint } = await listening(['prospect.created'], { now: clock.now });
  const options = { now: clock.date, random: () => 0.5 };
  await receiver.down();
  const ids: string[] = [];
  for (let count = 0; count < 3; count += 1) {
    const created = await service.api().POST('/v2/prospects', { body: NEW_PROSPECT });
    ids.push(created.data?.data.id ?? '');
  }
  // The first delivery fails; the later ones wait behind it (each endpoint's events go in order).
  expect(await deliverDueWebhooks(service.db, options)).toEqual({ delivered: 0, failed: 1 });
  expect(await deliverDueWebhooks(service.db, options)).toEqual({ delivered: 0, failed: 0 });
  // The next attempt is due after the backoff (22.5 s with this jitter), not before.
  clock.move(retryDelayMs(1, () => 0.5) - 1000);
  expect(await deliverDueWebhooks(service.db, options)).toEqual({ delivered: 0, failed: 0 });
  clock.move(1000);
  expect(await deliverDueWebhooks(service.db, options)).toEqual({ delivered: 0, failed: 1 });
  // Down for five more attempts, each made as soon as it is due.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [due] = await service.db.query<{ next_attempt_at: Date }>(
      `SELECT d.next_attempt_at FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
       WHERE d.endpoint_id = $1 ORDER BY e.seq LIMIT 1`,
      [endpoint.id],
    );
    clock.move(new Date(due?.next_attempt_at ?? 0).getTime() - clock.now());
    expect(await deliverDueWebhooks(service.db, options)).toEqual({ delivered: 0, failed: 1 });
  }
  await receiver.up();
  clock.move(60 * 60_000);
  expect(await deliverDueWebhooks(service.db, options)).toEqual({ delivered: 3, failed: 0 });
  expect(receiver.received.map((delivery) => delivery.event.data)).toEqual(
    ids.map((id) => expect.objectContaining({ prospect_id: id })),
  );
  // The log: the first delivery's failed attempts, each without an answer, further and further apart.
  const attempts = await service.db.query<{
    attempted_at: Date;
    http_status: number | null;
    error: string | null;
  }>(
    `SELECT a.attempted_at, a.http_status, a.error FROM webhook_attempts a
     JOIN webhook_deliveries d ON d.id = a.delivery_id JOIN webhook_events e ON e.id = d.event_id
     WHERE d.endpoint_id = $1 AND e.seq = (SELECT min(e2.seq) FROM webhook_deliveries d2
       JOIN webhook_events e2 ON e2.id = d2.event_id WHERE d2.endpoint_id = $1)
     ORDER BY a.attempt`,
    [endpoint.id],
  );
  expect(attempts.length).toBeGreaterThan(4);
  expect(attempts.at(-1)).toMatchObject({ http_status: 204, error: null });
  for (const attempt of attempts.slice(0, -1)) {
    expect(attempt).toMatchObject({ http_status: null, error: expect.stringContaining('ECONNREFUSED') });
  }
  // Each wait doubles (the jitter fixed at its middle here): 22.5 s, 45 s, 90 s...
  const times = attempts.map((attempt) => new Date(attempt.attempted_at).getTime());
  const gaps = times.slice(1, 7).map((time, index) => time - (times[index] ?? 0));
  expect(gaps.slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt, () => 0.5)));
}, 60_000);

test('a delivery never answered is given up after 24 hours of retries, at most an hour apart', async () => {
  const clock = testClock();
  const { receiver, endpoint } = await listening(['prospect.created'], { now: clock.now });
  await receiver.down();
  await service.api().POST('/v2/prospects', { body: NEW_PROSPECT });
  const options = { now: clock.date, random: Math.random };
  for (let step = 0; step < 200; step += 1) {
    await deliverDueWebhooks(service.db, options);
    const [delivery] = await service.db.query<{ status: string; next_attempt_at: Date }>(
      'SELECT status, next_attempt_at FROM webhook_deliveries WHERE endpoint_id = $1',
      [endpoint.id],
    );
    if (delivery?.status !== 'pending') break;
    clock.move(Math.max(new Date(delivery.next_attempt_at).getTime() - clock.now(), 0));
  }
  const [delivery] = await service.db.query<{ status: string; attempts: number; retry_until: Date }>(
    'SELECT status, attempts, retry_until FROM webhook_deliveries WHERE endpoint_id = $1',
    [endpoint.id],
  );
  expect(delivery?.status).toBe('failed');
  const attempts = await service.db.query<{ attempted_at: Date }>(
    `SELECT a.attempted_at FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
     WHERE d.endpoint_id = $1 ORDER BY a.attempt`,
    [endpoint.id],
  );
  expect(attempts).toHaveLength(delivery?.attempts ?? -1);
  const times = attempts.map((attempt) => new Date(attempt.attempted_at).getTime());
  // The last try is at the end of the window, 24 hours after the event; none is more than an hour after the last.
  expect(times.at(-1)).toBeGreaterThanOrEqual(new Date(delivery?.retry_until ?? 0).getTime());
  expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThan(23.9 * 3_600_000);
  expect(times.slice(1).every((time, index) => time - (times[index] ?? 0) <= 3_600_000)).toBe(true);
}, 60_000);

test('an attempt the endpoint does not answer in time fails and is retried', async () => {
  const { endpoint } = await listening(['prospect.created']);
  await service.api().POST('/v2/prospects', { body: NEW_PROSPECT });
  const hanging: typeof fetch = (_url, init) =>
    new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    );
  expect(await deliverDueWebhooks(service.db, { fetch: hanging, timeoutMs: 100 })).toEqual({
    delivered: 0,
    failed: 1,
  });
  const [attempt] = await service.db.query<{ error: string }>(
    `SELECT a.error FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
     WHERE d.endpoint_id = $1`,
    [endpoint.id],
  );
  expect(attempt?.error).toBe('no answer within 100 ms');
});

test('during a rotation both secrets verify; after the overlap only the new one signs; a replay resends', async () => {
  const clock = testClock();
  const { receiver, endpoint, secrets } = await listening(['prospect.created'], { now: clock.now });
  const newSecret = await rotateSecret(service.db, endpoint.id, 1);
  await service.api().POST('/v2/prospects', { body: NEW_PROSPECT });
  // The receiver still holds the old secret only: the old signature verifies.
  await deliverDueWebhooks(service.db, { now: clock.date });
  const first = receiver.received[0];
  expect(first?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
  // It switches to the new secret: the same delivery, replayed, verifies with it alone.
  secrets.splice(0, secrets.length, newSecret);
  const [delivery] = await service.db.query<{ id: string }>(
    'SELECT id FROM webhook_deliveries WHERE endpoint_id = $1',
    [endpoint.id],
  );
  await replayDelivery(service.db, delivery?.id ?? '');
  await deliverDueWebhooks(service.db, { now: clock.date });
  expect(receiver.received.map((received) => received.event.id)).toEqual([first?.event.id, first?.event.id]);
  // Past the overlap, only the new secret signs.
  clock.move(2 * 3_600_000);
  await service.api().POST('/v2/prospects', { body: NEW_PROSPECT });
  await deliverDueWebhooks(service.db, { now: clock.date });
  expect(receiver.received[2]?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(receiver.refused).toEqual([]);
});
