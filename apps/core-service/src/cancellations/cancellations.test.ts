import type { WebhookEvents } from '@souscrire/core-api';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { isoDay } from '../payments/payment-calendar.ts';
import { demoClientSession, prospectWithSession, signPayFinalize } from '../testing/journey.ts';
import { lastSmsCode } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { startWebhookReceiver } from '../testing/webhook-receiver.ts';
import { deliverDueWebhooks } from '../webhooks/delivery.ts';
import { createEndpoint, removeEndpoint } from '../webhooks/endpoints.ts';
import { cancellationTerms } from './notice-period.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

/** A client with a fresh active contract (signed, paid, finalized): its session and the contract's id. */
async function activeContract(email: string) {
  const ready = await prospectWithSession(service, { email });
  const session = await signPayFinalize(service, ready, (id) => lastSmsCode(service.db, id));
  const listed = await service.api({ session }).GET('/v2/clients/me/contracts');
  const contract = listed.data?.data.find((candidate) => candidate.prospect_id === ready.id);
  if (contract === undefined) throw new Error('no contract');
  return { session, contract, clientId: ready.clientId, prospectId: ready.id };
}

/** Asks to cancel as the customer space does, in a language. */
function cancel(session: string, contractId: string, body: unknown, language = 'fr') {
  return service.call('POST', `/v2/clients/me/contracts/${contractId}/cancellation`, {
    headers: { 'x-client-session': session, 'accept-language': language },
    body,
  });
}

test('an active contract states, before any request, the effective date asking today would give', async () => {
  const { contract } = await activeContract('cancel.terms@example.com');
  expect(contract.status).toBe('active');
  expect(contract.cancellation).toEqual({
    contract_id: contract.id,
    requested_at: null,
    ...cancellationTerms(contract.starts_on ?? '', isoDay(new Date())),
    reason: null,
  });
});

test('the request is recorded with who and when, listed as cancellation requested, e-mailed in the language and told to partners', async () => {
  const secrets: string[] = [];
  const receiver = await startWebhookReceiver(() => secrets);
  const endpoint = await createEndpoint(service.db, {
    tenant: 'plussimple',
    url: receiver.url,
    events: ['contract.cancellation_requested'],
    production: false,
  });
  secrets.push(endpoint.secret);
  try {
    const { session, contract, clientId, prospectId } = await activeContract('cancel.request@example.com');
    const before = Date.now();
    const answer = await cancel(session, contract.id, { confirm: true, reason: 'business_closed' }, 'de');
    expect(answer.status).toBe(201);
    const terms = cancellationTerms(contract.starts_on ?? '', isoDay(new Date()));
    const cancellation = (answer.body as { data: Record<string, unknown> }).data;
    expect(cancellation).toEqual({
      contract_id: contract.id,
      requested_at: expect.any(String),
      ...terms,
      reason: 'business_closed',
    });
    expect(Date.parse(String(cancellation.requested_at))).toBeGreaterThanOrEqual(before - 1000);

    // Recorded with who asked and when.
    const [row] = await service.db.query<{ client_id: string; requested_by: string; requested_at: Date }>(
      'SELECT client_id, requested_by, requested_at FROM contract_cancellations WHERE contract_id = $1',
      [contract.id],
    );
    expect(row).toMatchObject({ client_id: clientId, requested_by: 'client' });
    expect(new Date(row?.requested_at ?? 0).toISOString()).toBe(cancellation.requested_at);

    // Listed as requested until the date, with the cancellation recorded.
    const listed = await service.api({ session }).GET('/v2/clients/me/contracts');
    const after = listed.data?.data.find((candidate) => candidate.id === contract.id);
    expect(after?.status).toBe('cancellation_requested');
    expect(after?.cancellation).toEqual(cancellation);

    // The confirmation e-mail, in the page's language, to the client's login.
    const [mail] = await service.db.query<{ recipient: string; subject: string; body: string }>(
      `SELECT recipient, subject, body FROM outbox WHERE prospect_id = $1 AND kind = 'cancellation'`,
      [prospectId],
    );
    expect(mail?.recipient).toBe('cancel.request@example.com');
    expect(mail?.subject).toBe('+Simple: Ihr Kündigungsantrag');
    const effective = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${terms.effective_date}T00:00:00Z`),
    );
    expect(mail?.body).toContain(`Kündigungsfrist von 2 Monaten`);
    expect(mail?.body).toContain(`am ${effective}`);
    expect(mail?.body).toContain(contract.number ?? 'no number');

    // The partners' event, signed and with what they need.
    expect(await deliverDueWebhooks(service.db)).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.refused).toEqual([]);
    const event = receiver.received[0]?.event as WebhookEvents['contract.cancellation_requested'];
    expect(event).toMatchObject({ type: 'contract.cancellation_requested', tenant: 'plussimple' });
    expect(event.data).toEqual({
      contract_id: contract.id,
      contract_number: contract.number,
      prospect_id: prospectId,
      client_id: clientId,
      product: 'rc-pro',
      requested_at: cancellation.requested_at,
      requested_by: 'client',
      effective_date: terms.effective_date,
      notice_months: 2,
      reason: 'business_closed',
    });

    // A second request: 409 with the normalised error, and nothing more is written or sent.
    const again = await cancel(session, contract.id, { confirm: true });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'cancellation_already_requested', title: 'Conflict' });
    const [counts] = await service.db.query<{ mails: number }>(
      `SELECT count(*)::int AS mails FROM outbox WHERE prospect_id = $1 AND kind = 'cancellation'`,
      [prospectId],
    );
    expect(counts?.mails).toBe(1);
    expect(await deliverDueWebhooks(service.db)).toEqual({ delivered: 0, failed: 0 });
  } finally {
    await removeEndpoint(service.db, endpoint.id);
    await receiver.close();
  }
}, 60_000);

test('an unconfirmed request or an unknown reason is refused, and nothing is recorded', async () => {
  const { session, contract } = await activeContract('cancel.unconfirmed@example.com');
  expect((await cancel(session, contract.id, { confirm: false })).status).toBe(422);
  expect((await cancel(session, contract.id, {})).status).toBe(422);
  expect((await cancel(session, contract.id, { confirm: true, reason: 'bored' })).status).toBe(422);
  const rows = await service.db.query('SELECT 1 FROM contract_cancellations WHERE contract_id = $1', [
    contract.id,
  ]);
  expect(rows).toEqual([]);
}, 60_000);

test("another client's contract answers 404, a draft 409 contract_not_active", async () => {
  const { contract } = await activeContract('cancel.owner@example.com');
  const demo = await demoClientSession(service);
  expect((await cancel(demo, contract.id, { confirm: true })).status).toBe(404);
  const listed = await service.api({ session: demo }).GET('/v2/clients/me/contracts');
  const draft = listed.data?.data.find((candidate) => candidate.status === 'draft');
  expect(draft?.cancellation).toBeNull();
  const refused = await cancel(demo, draft?.id ?? '', { confirm: true });
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ code: 'contract_not_active' });
}, 60_000);

test('the database keeps one cancellation per contract, a known reason and a date after the request', async () => {
  const { contract, clientId } = await activeContract('cancel.limits@example.com');
  const insert = (effective: string, reason: string | null) =>
    service.db.query(
      `INSERT INTO contract_cancellations (contract_id, tenant_id, client_id, effective_date, notice_months, reason)
       VALUES ($1, 'plussimple', $2, $3, 2, $4)`,
      [contract.id, clientId, effective, reason],
    );
  await expect(insert('2999-01-01', 'bored')).rejects.toThrow(/check/i);
  await expect(insert('2000-01-01', null)).rejects.toThrow(/check/i);
  await insert('2999-01-01', null);
  await expect(insert('2999-01-01', null)).rejects.toThrow(/duplicate|unique/i);
}, 60_000);

test('a contract being cancelled still covers until its date (certificate valid), and is cancelled from that date', async () => {
  const { session, contract } = await activeContract('cancel.covers@example.com');
  expect((await cancel(session, contract.id, { confirm: true })).status).toBe(201);
  const made = await service.call('POST', `/v2/clients/me/contracts/${contract.id}/certificate`, {
    headers: { 'x-client-session': session },
  });
  expect(made.status).toBe(201);
  const code = new URL(made.headers.get('location') ?? 'http://x').searchParams.get('code') ?? '';
  const check = () => service.call('GET', `/v2/certificates/${code}`);
  expect((await check()).body).toMatchObject({ data: { status: 'valid' } });

  // The effective date reached (the request moved a year back).
  await service.db.query(
    `UPDATE contract_cancellations SET requested_at = now() - interval '1 year',
       effective_date = current_date WHERE contract_id = $1`,
    [contract.id],
  );
  const listed = await service.api({ session }).GET('/v2/clients/me/contracts');
  expect(listed.data?.data.find((candidate) => candidate.id === contract.id)?.status).toBe('cancelled');
  expect((await check()).body).toMatchObject({ data: { status: 'cancelled' } });
}, 60_000);
