import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paymentSchedule } from '../domain/client-contracts.ts';
import { PRICING } from '../domain/pricing.ts';
import { demoClientSession, prospectWithSession } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

const as = (session: string) => ({ headers: { 'x-client-session': session } });

/**
 * A subscription carried to an active contract through the calls the journey makes: contracts (session),
 * signature by SMS code, SEPA payment at a frequency, finalize. Answers the finalize session and the prospect.
 */
async function activeContract(email: string, frequency: string) {
  const ready = await prospectWithSession(service, { email });
  const base = `/v2/prospects/${ready.id}`;
  expect((await service.call('POST', `${base}/signature`, as(ready.session))).status).toBe(201);
  expect((await service.call('POST', `${base}/signature/code`, as(ready.session))).status).toBe(200);
  const sms = await service.db.query<{ body: string }>(
    "SELECT body FROM outbox WHERE prospect_id = $1 AND channel = 'sms' ORDER BY created_at DESC LIMIT 1",
    [ready.id],
  );
  const code = /(\d{6})/.exec(sms[0]?.body ?? '')?.[1];
  const signed = await service.call('POST', `${base}/signature/code/verify`, {
    ...as(ready.session),
    body: { code },
  });
  expect(signed.status).toBe(200);
  const paid = await service.call('POST', `${base}/payments`, {
    headers: { 'x-client-session': ready.session, 'idempotency-key': `pay-${ready.id}` },
    body: { method: 'sepa', frequency, iban: 'FR7630006000011234567890189', account_holder: 'Jeanne Martin' },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBeLessThan(300);
  const finalized = await service.call('PUT', `${base}/finalize`, as(ready.session));
  expect(finalized.status).toBe(200);
  return { id: ready.id, session: finalized.body.data.session as string };
}

describe('logout', () => {
  test('ends the session on the server: the same token then answers 401', async () => {
    const session = await demoClientSession(service);
    expect((await service.call('GET', '/v2/clients/me', as(session))).status).toBe(200);
    expect((await service.call('DELETE', '/v2/clients/session', as(session))).status).toBe(204);
    expect((await service.call('GET', '/v2/clients/me', as(session))).status).toBe(401);
    expect((await service.call('GET', '/v2/clients/me/contracts', as(session))).status).toBe(401);
    expect((await service.call('DELETE', '/v2/clients/session', as(session))).status).toBe(401);
  });

  test('leaves the client other sessions open', async () => {
    const kept = await demoClientSession(service);
    const ended = await demoClientSession(service);
    await service.call('DELETE', '/v2/clients/session', as(ended));
    const me = await service.call('GET', '/v2/clients/me', as(kept));
    expect(me.body.data.login).toBe('demo.client@example.com');
  });
});

describe('contracts of the logged-in client', () => {
  let monthly: { id: string; session: string };
  let quarterly: { id: string; session: string };
  beforeAll(async () => {
    monthly = await activeContract('space.monthly@example.com', 'monthly');
    quarterly = await activeContract('space.quarterly@example.com', 'quarterly');
  }, 120_000);

  test('an active contract paid monthly by SEPA: status, premium, 12 instalments a month apart', async () => {
    const response = await service.call('GET', '/v2/clients/me/contracts', as(monthly.session));
    expect(response.status).toBe(200);
    expect(response.body.meta).toEqual({ total: 1, page: 1, per_page: 20 });
    const [contract] = response.body.data;
    expect(contract).toMatchObject({
      prospect_id: monthly.id,
      product: { slug: 'rc-pro', name: expect.any(String) },
      formula: 'balanced',
      status: 'active',
      resume_step: null,
      payment: {
        method: 'sepa',
        frequency: 'monthly',
        mandate_reference: expect.stringMatching(/^SOUSCRIRE-/),
      },
    });
    const schedule: { due_on: string; amount: { amount: number } }[] = contract.payment.schedule;
    expect(schedule).toHaveLength(12);
    expect(schedule[0]?.due_on).toBe(contract.starts_on);
    expect(new Set(schedule.map((entry) => entry.due_on.slice(0, 7))).size).toBe(12);
  });

  test.each([
    ['monthly', () => monthly],
    ['quarterly', () => quarterly],
  ] as const)(
    'the %s schedule sums to the annual premium, split surcharge and fees included',
    async (frequency, target) => {
      const response = await service.call('GET', '/v2/clients/me/contracts', as(target().session));
      const contract = response.body.data[0];
      const sum = contract.payment.schedule.reduce(
        (total: number, entry: { amount: { amount: number } }) => total + entry.amount.amount,
        0,
      );
      const { installments, surcharge, fees } = PRICING.frequencies[frequency];
      expect(contract.payment.schedule).toHaveLength(installments);
      expect(contract.payment.annual_total.amount).toBe(sum);
      // Each instalment is rounded to the cent: the year differs from the exact figure by less than a cent each.
      expect(Math.abs(sum - (contract.premium.amount * (1 + surcharge) + fees))).toBeLessThanOrEqual(
        installments / 2,
      );
    },
  );

  test("another client's contract, and an unknown one, answer 404", async () => {
    const theirs = (await service.call('GET', '/v2/clients/me/contracts', as(quarterly.session))).body.data[0]
      .id;
    const mine = await demoClientSession(service);
    for (const path of [
      `/v2/clients/me/contracts/${theirs}/documents`,
      `/v2/clients/me/contracts/${theirs}/documents/signed-contract`,
    ]) {
      expect((await service.call('GET', path, as(mine))).status).toBe(404);
      expect((await service.call('GET', path, as(monthly.session))).status).toBe(404);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await service.call('GET', `/v2/clients/me/contracts/${unknown}/documents`, as(quarterly.session)))
        .status,
    ).toBe(404);
    // Another tenant's token with this session: the session is of plussimple.
    const other = await service.call('GET', `/v2/clients/me/contracts/${theirs}/documents`, {
      ...as(quarterly.session),
      token: 'dev-token-maif',
    });
    expect([401, 404]).toContain(other.status);
  });

  test('documents: the signed contract, the SEPA mandate and the product documents, each a real PDF', async () => {
    const contract = (await service.call('GET', '/v2/clients/me/contracts', as(monthly.session))).body
      .data[0];
    const listed = await service.call(
      'GET',
      `/v2/clients/me/contracts/${contract.id}/documents`,
      as(monthly.session),
    );
    expect(listed.status).toBe(200);
    const ids = listed.body.data.map((document: { id: string }) => document.id);
    expect(ids).toEqual([
      'signed-contract',
      'sepa-mandate',
      'general-conditions',
      'ipid-balanced',
      'special-conditions',
    ]);
    for (const document of listed.body.data as { url: string }[]) {
      const pdf = await service.call('GET', document.url, as(monthly.session));
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    }
    const missing = await service.call(
      'GET',
      `/v2/clients/me/contracts/${contract.id}/documents/amendment`,
      as(monthly.session),
    );
    expect(missing.status).toBe(404);
  });

  test('a draft (unfinished subscription) gives the step to resume and no payment', async () => {
    const draft = await prospectWithSession(service, { email: 'space.draft@example.com' });
    const response = await service.call('GET', '/v2/clients/me/contracts', as(draft.session));
    expect(response.body.data).toEqual([
      expect.objectContaining({
        prospect_id: draft.id,
        status: 'draft',
        payment: null,
        starts_on: null,
        resume_step: expect.any(String),
      }),
    ]);
  });

  test('the demo client sees its seeded contracts; pages are bounded', async () => {
    const session = await demoClientSession(service);
    const all = await service.call('GET', '/v2/clients/me/contracts', as(session));
    expect(all.body.data.map((contract: { status: string }) => contract.status).sort()).toEqual([
      'active',
      'draft',
    ]);
    const second = await service.call('GET', '/v2/clients/me/contracts?page=2&per_page=1', as(session));
    expect(second.body.meta).toEqual({ total: 2, page: 2, per_page: 1 });
    expect(second.body.data).toHaveLength(1);
    expect((await service.call('GET', '/v2/clients/me/contracts?per_page=101', as(session))).status).toBe(
      400,
    );
  });
});

describe('paymentSchedule', () => {
  test.each([
    ['2026-01-31', 'quarterly', ['2026-01-31', '2026-04-30', '2026-07-31', '2026-10-31']],
    ['2026-03-15', 'biannually', ['2026-03-15', '2026-09-15']],
    ['2026-03-15', 'annual', ['2026-03-15']],
    ['2026-05-10', 'amendment', ['2026-05-10', '2027-01-01']],
  ])('from %s, %s: due on %j', (start, frequency, dates) => {
    expect(paymentSchedule(start, frequency, 120000, 31400).map((entry) => entry.due_on)).toEqual(dates);
  });

  test('the first instalment is what was paid, the next ones the priced instalment', () => {
    const schedule = paymentSchedule('2026-01-01', 'monthly', 120000, 11500);
    expect(schedule[0]?.amount.amount).toBe(11500);
    expect(schedule[1]?.amount.amount).toBe(Math.round((120000 * 1.05) / 12));
  });
});
