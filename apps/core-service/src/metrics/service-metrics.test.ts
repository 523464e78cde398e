import type { components } from '@souscrire/core-api';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../app.ts';
import { queueMessage } from '../infrastructure/outbox.ts';
import { MAX_CODE_ATTEMPTS } from '../signatures/signatures.ts';
import { prospectWithSession } from '../testing/journey.ts';
import { scrapedValue } from '../testing/metrics-scrape.ts';
import { NEW_PROSPECT } from '../testing/prospect-calls.ts';
import { consentToSign, lastSmsCode, signByCode, startPayment } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// Each metric is read from a scrape of /internal/metrics after the thing it counts was done through the API.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

/** A sample's value in the test service's scrape (0 when absent, so that a difference can be taken). */
const sampleOf = async (name: string, labels: Record<string, string> = {}) =>
  (await scrapedValue(service.app, name, labels)) ?? 0;

describe('request durations', () => {
  test('are labelled by route template and status, never by address; unknown addresses share one label', async () => {
    const labels = { method: 'GET', route: '/v2/prospects/:id', status: '200' };
    const before = await sampleOf('http_request_duration_seconds_count', labels);
    const ids: string[] = [];
    for (const _ of [1, 2]) {
      const created = await service.api().POST('/v2/prospects', { body: NEW_PROSPECT });
      const id = created.data?.data.id ?? '';
      expect(id).not.toBe('');
      ids.push(id);
      const read = await service.api().GET('/v2/prospects/{id}', { params: { path: { id } } });
      expect(read.response.status).toBe(200);
    }
    expect(await sampleOf('http_request_duration_seconds_count', labels)).toBe(before + 2);
    expect(await sampleOf('http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      before + 2,
    );

    const unmatched = { method: 'GET', route: 'unmatched', status: '404' };
    const unknownBefore = await sampleOf('http_request_duration_seconds_count', unmatched);
    expect((await service.app.request(`/nowhere/${ids[0]}`)).status).toBe(404);
    expect(await sampleOf('http_request_duration_seconds_count', unmatched)).toBe(unknownBefore + 1);

    const text = await (await service.app.request('/internal/metrics')).text();
    for (const id of ids) expect(text).not.toContain(id);
  });
});

describe('the database pool', () => {
  test('says its size, and a connection in use while a transaction holds it', async () => {
    expect(await sampleOf('db_pool_size')).toBe(service.db.kind === 'pglite' ? 1 : 4);
    expect(await sampleOf('db_pool_in_use')).toBe(0);
    let release = () => {};
    let held: Promise<void> = Promise.resolve();
    // Resolves once the transaction has begun and holds the connection.
    await new Promise<void>((begun) => {
      held = service.db.transaction(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
            begun();
          }),
      );
    });
    // The pool is read as the scrape begins; on PGlite the outbox's count then waits for the transaction.
    const scraping = scrapedValue(service.app, 'db_pool_in_use');
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await held;
    expect(await scraping).toBe(1);
    expect(await sampleOf('db_pool_waiting')).toBe(0);
  });
});

describe('the outbox backlog', () => {
  test('counts the e-mails not sent yet, not the SMS', async () => {
    const before = await sampleOf('souscrire_outbox_pending_emails');
    const message = { tenantId: 'maif', subject: null, body: 'Hello', prospectId: null, kind: 'offer' };
    await queueMessage(service.db, { ...message, channel: 'email', recipient: 'backlog@example.com' });
    await queueMessage(service.db, { ...message, channel: 'sms', recipient: '+33612345678' });
    expect(await sampleOf('souscrire_outbox_pending_emails')).toBe(before + 1);
    await service.db.query("UPDATE outbox SET sent_at = now() WHERE recipient = 'backlog@example.com'");
    expect(await sampleOf('souscrire_outbox_pending_emails')).toBe(before);
  });
});

describe('rate-limit refusals', () => {
  test('are counted by limit name', async () => {
    const app = createApp({
      db: service.db,
      reference: service.reference,
      logger: pino({ level: 'silent' }),
      env: { NODE_ENV: 'test', CORE_RATE_LIMITS: 'searchesPerIp=1/600' },
    });
    const refusals = () =>
      scrapedValue(app, 'souscrire_rate_limit_refusals_total', { limit: 'searchesPerIp' });
    expect(await refusals()).toBe(0);
    const search = () =>
      app.request('/v2/cities?query=paris', { headers: { authorization: 'Bearer dev-token-maif' } });
    expect((await search()).status).toBe(200);
    expect((await search()).status).toBe(429);
    expect(await refusals()).toBe(1);
    expect(await scrapedValue(app, 'souscrire_rate_limit_refusals_total', { limit: 'loginPerIp' })).toBe(0);
  });
});

describe('signatures by outcome', () => {
  test('counts wrong, expired and too many codes, and the signature itself', async () => {
    const outcome = (name: string) => sampleOf('souscrire_signature_verifications_total', { outcome: name });
    const before = {
      wrong: await outcome('wrong_code'),
      expired: await outcome('expired'),
      locked: await outcome('too_many_attempts'),
      signed: await outcome('signed'),
    };
    const target = await prospectWithSession(service, { email: 'metrics.signature@example.com' });
    const api = service.api({ session: target.session });
    const path = { params: { path: { id: target.id } } };
    const started = await api.POST('/v2/prospects/{id}/signature', path);
    await consentToSign(service, started.data?.data.frame_url ?? '');
    expect((await api.POST('/v2/prospects/{id}/signature/code', path)).response.status).toBe(200);
    const code = await lastSmsCode(service.db, target.id);
    const verify = (tried: string) =>
      api.POST('/v2/prospects/{id}/signature/code/verify', { ...path, body: { code: tried } });
    const wrong = code === '000000' ? '111111' : '000000';

    expect((await verify(wrong)).response.status).toBe(422);
    expect(await outcome('wrong_code')).toBe(before.wrong + 1);

    const signatureId = started.data?.data.id;
    await service.db.query("UPDATE signatures SET code_sent_at = now() - interval '1 day' WHERE id = $1", [
      signatureId,
    ]);
    expect((await verify(code)).response.status).toBe(422);
    expect(await outcome('expired')).toBe(before.expired + 1);

    await service.db.query('UPDATE signatures SET code_attempts = $2 WHERE id = $1', [
      signatureId,
      MAX_CODE_ATTEMPTS,
    ]);
    expect((await verify(code)).response.status).toBe(429);
    expect(await outcome('too_many_attempts')).toBe(before.locked + 1);

    await service.db.query('UPDATE signatures SET code_attempts = 0, code_sent_at = now() WHERE id = $1', [
      signatureId,
    ]);
    expect((await verify(code)).data?.data.status).toBe('signed');
    expect(await outcome('signed')).toBe(before.signed + 1);
    // Verified again once signed: answered as signed, not counted twice.
    expect((await verify(code)).data?.data.status).toBe('signed');
    expect(await outcome('signed')).toBe(before.signed + 1);
  });
});

describe('payments by outcome', () => {
  const CARD = { method: 'card', frequency: 'annual' } satisfies components['schemas']['PaymentStart'];
  const SEPA = {
    method: 'sepa',
    frequency: 'annual',
    iban: 'FR7630006000011234567890189',
    account_holder: 'A',
  } satisfies components['schemas']['PaymentStart'];
  const settled = (method: string, outcome: string) =>
    sampleOf('souscrire_payments_settled_total', { method, outcome });

  /** A signed subscription with a card payment its provider answered `outcome` for, confirmed to the core. */
  async function confirmedCard(email: string, outcome: 'succeeded' | 'failed') {
    const target = await prospectWithSession(service, { email });
    await signByCode(service, target);
    const started = await startPayment(service, target, `${email}-card`, CARD);
    const paymentId = started.payment?.id ?? '';
    await service.db.query(
      'UPDATE payments SET provider_reference = $2, provider_outcome = $3 WHERE id = $1',
      [paymentId, `pi_${paymentId}`, outcome],
    );
    const confirm = () =>
      service.api({ session: target.session }).POST('/v2/prospects/{id}/payments/{paymentId}/confirmation', {
        params: { path: { id: target.id, paymentId } },
        body: { provider_reference: `pi_${paymentId}` },
      });
    return { target, confirm };
  }

  test('counts card payments succeeded and failed, once each', async () => {
    const succeeded = await settled('card', 'succeeded');
    const failed = await settled('card', 'failed');
    const paid = await confirmedCard('metrics.card.paid@example.com', 'succeeded');
    expect((await paid.confirm()).data?.data.status).toBe('succeeded');
    // A confirmation repeated settles nothing new.
    expect((await paid.confirm()).data?.data.status).toBe('succeeded');
    const declined = await confirmedCard('metrics.card.declined@example.com', 'failed');
    expect((await declined.confirm()).data?.data.status).toBe('failed');
    expect(await settled('card', 'succeeded')).toBe(succeeded + 1);
    expect(await settled('card', 'failed')).toBe(failed + 1);
  });

  test('counts a card voided because the subscription was already paid, and SEPA debits collected', async () => {
    // The card is only authorised when its confirmation comes after the debit: the provider voids it.
    const voided = await settled('card', 'voided');
    const collected = await settled('sepa', 'succeeded');
    const card = await confirmedCard('metrics.card.voided@example.com', 'succeeded');
    const debit = await startPayment(service, card.target, 'metrics-sepa-first', SEPA);
    expect(debit.status).toBe(201);
    expect((await card.confirm()).response.status).toBe(409);
    expect(await settled('card', 'voided')).toBe(voided + 1);

    const bank = await service.app.request('/dev/sepa-bank/collect?token=dev-token-plussimple', {
      method: 'POST',
      body: new URLSearchParams({ payment_id: debit.payment?.id ?? '' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bank.status).toBe(303);
    expect(await settled('sepa', 'succeeded')).toBe(collected + 1);
  });
});
