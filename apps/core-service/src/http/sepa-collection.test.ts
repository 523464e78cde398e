import type { components } from '@souscrire/core-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SEPA_TEST_IBANS } from '../payments/sandbox-sepa-bank.ts';
import { prospectWithSession } from '../testing/journey.ts';
import { signByCode, startPayment } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// A SEPA debit is confirmed by the bank days later. The payment is `processing`, the contract
// is issued with its payment pending, and the sandbox bank's page collects it (paid) or rejects it (failed).
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

type Frequency = components['schemas']['PaymentFrequency'];

const today = () => new Date().toISOString().slice(0, 10);

/** A signed prospect that paid by SEPA from `iban`, then finalized: its finalize session and the payment. */
async function issuedBySepa(email: string, iban: string, frequency: Frequency = 'quarterly') {
  const ready = await prospectWithSession(service, { email });
  await signByCode(service, ready);
  const paid = await startPayment(service, ready, `sepa-${ready.id}`, {
    method: 'sepa',
    frequency,
    iban,
    account_holder: 'Jeanne Martin',
  });
  expect(paid.status, JSON.stringify(paid.error)).toBe(201);
  const finalized = await service
    .api({ session: ready.session })
    .PUT('/v2/prospects/{id}/finalize', { params: { path: { id: ready.id } } });
  expect(finalized.response.status, JSON.stringify(finalized.error)).toBe(200);
  return { ...ready, session: finalized.data?.data.session ?? '', payment: paid.payment, ready };
}

async function contractOf(session: string) {
  const answer = await service.api({ session }).GET('/v2/clients/me/contracts');
  const contract = answer.data?.data[0];
  if (contract?.payment === null || contract === undefined) throw new Error('no paid contract');
  return { ...contract, payment: contract.payment };
}

/** The sandbox bank's page, read raw (a dev page outside the contract). */
async function bankPage(token = 'dev-token-plussimple') {
  return service.app.request(`/dev/sepa-bank?token=${token}`);
}

/** The bank collects one debit (or all the tenant's when none is named), as its page's form does. */
async function collect(paymentId: string | null, token = 'dev-token-plussimple') {
  return service.app.request(`/dev/sepa-bank/collect?token=${token}`, {
    method: 'POST',
    body: new URLSearchParams(paymentId === null ? {} : { payment_id: paymentId }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('payment options: the debit calendar of each frequency', () => {
  test('starts today, the first debit fees included, then one instalment per period', async () => {
    const ready = await prospectWithSession(service, { email: 'calendar@example.com' });
    const answer = await service
      .api({ session: ready.session })
      .GET('/v2/prospects/{id}/payment/options', { params: { path: { id: ready.id } } });
    const amounts = answer.data?.data.amounts ?? [];
    const counts = Object.fromEntries(amounts.map((entry) => [entry.frequency, entry.schedule.length]));
    expect(counts).toEqual({ annual: 1, biannually: 2, quarterly: 4, monthly: 12 });
    for (const entry of amounts) {
      expect(entry.schedule[0]).toEqual({ due_on: today(), amount: entry.first_amount });
      for (const later of entry.schedule.slice(1)) expect(later.amount).toEqual(entry.then_amount);
      const dates = entry.schedule.map((debit) => debit.due_on);
      expect([...dates].sort()).toEqual(dates);
    }
    const monthly = amounts.find((entry) => entry.frequency === 'monthly');
    expect(monthly?.first_amount.amount).toBe((monthly?.then_amount.amount ?? 0) + 1000);
  });
});

describe('a SEPA payment waits for the bank', () => {
  test('processing, not paid twice, the contract issued with its payment pending, then paid once collected', async () => {
    const issued = await issuedBySepa('sepa.pending@example.com', SEPA_TEST_IBANS.collected);
    expect(issued.payment).toMatchObject({ method: 'sepa', status: 'processing' });
    expect(issued.payment?.mandate_reference).toMatch(/^SOUSCRIRE-\d{4}-\d{6}$/);

    // Being collected counts as paid: no second payment, by either method.
    const again = await startPayment(service, issued.ready, 'sepa-again-0001', {
      method: 'card',
      frequency: 'annual',
    });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('already_paid');

    const pending = await contractOf(issued.session);
    expect(pending).toMatchObject({ status: 'active', starts_on: today() });
    expect(pending.payment).toMatchObject({ method: 'sepa', frequency: 'quarterly', status: 'pending' });
    expect(pending.payment.schedule).toHaveLength(4);
    expect(pending.payment.schedule[0]?.due_on).toBe(today());

    // The bank's page lists the debit for its tenant only, and needs the tenant's token.
    expect((await service.app.request('/dev/sepa-bank')).status).toBe(401);
    expect((await collect(issued.payment?.id ?? '', 'not-a-token')).status).toBe(401);
    const listed = await (await bankPage()).text();
    expect(listed).toContain(issued.payment?.mandate_reference);
    expect(await (await bankPage('dev-token-maif')).text()).not.toContain(issued.payment?.mandate_reference);
    // Another tenant's bank collects nothing of this one.
    expect((await collect(issued.payment?.id ?? '', 'dev-token-maif')).headers.get('location')).toContain(
      'collected=0',
    );
    expect((await contractOf(issued.session)).payment.status).toBe('pending');

    const collected = await collect(issued.payment?.id ?? '');
    expect(collected.status).toBe(303);
    expect(collected.headers.get('location')).toBe(
      '/dev/sepa-bank?token=dev-token-plussimple&collected=1&rejected=0',
    );
    expect((await contractOf(issued.session)).payment.status).toBe('paid');
    expect(await (await bankPage()).text()).not.toContain(issued.payment?.mandate_reference);
    // Collected once: collecting again changes nothing.
    expect((await collect(issued.payment?.id ?? '')).headers.get('location')).toContain('collected=0');
    const rows = await service.db.query<{ status: string }>('SELECT status FROM payments WHERE id = $1', [
      issued.payment?.id,
    ]);
    expect(rows).toEqual([{ status: 'succeeded' }]);
  });

  test('the test account the bank rejects: the debit fails and the contract says so', async () => {
    const issued = await issuedBySepa('sepa.rejected@example.com', SEPA_TEST_IBANS.rejected, 'monthly');
    expect(issued.payment?.status).toBe('processing');
    expect((await contractOf(issued.session)).payment.status).toBe('pending');
    const all = await collect(null);
    expect(all.status).toBe(303);
    expect(all.headers.get('location')).toMatch(/rejected=[1-9]/);
    const contract = await contractOf(issued.session);
    expect(contract.status).toBe('active');
    expect(contract.payment).toMatchObject({ method: 'sepa', frequency: 'monthly', status: 'failed' });
    expect(contract.payment.schedule).toHaveLength(12);
  });
});

test('the sandbox bank is not served unless CORE_SANDBOX_PAGES=1, and never in production', async () => {
  const { createApp } = await import('../app.ts');
  for (const env of [
    { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    { LOG_LEVEL: 'silent', NODE_ENV: 'production', CORE_SANDBOX_PAGES: '1' },
  ]) {
    const app = createApp({ db: service.db, reference: service.reference, env });
    expect((await app.request('/dev/sepa-bank?token=dev-token-plussimple')).status).toBe(404);
  }
});
