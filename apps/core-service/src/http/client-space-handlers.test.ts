import type { components } from '@souscrire/core-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PRICING } from '../offers/pricing.ts';
import { demoClientSession, prospectWithSession } from '../testing/journey.ts';
import { signByCode, startPayment } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

/**
 * A subscription carried to an active contract through the calls the journey makes: contracts (session),
 * signature by SMS code, SEPA payment at a frequency, finalize. Answers the finalize session and the prospect.
 */
async function activeContract(email: string, frequency: components['schemas']['PaymentFrequency']) {
  const ready = await prospectWithSession(service, { email });
  await signByCode(service, ready);
  const paid = await startPayment(service, ready, `pay-${ready.id}`, {
    method: 'sepa',
    frequency,
    iban: 'FR7630006000011234567890189',
    account_holder: 'Jeanne Martin',
  });
  expect(paid.status, JSON.stringify(paid.error)).toBeLessThan(300);
  const finalized = await service
    .api({ session: ready.session })
    .PUT('/v2/prospects/{id}/finalize', { params: { path: { id: ready.id } } });
  if (finalized.data === undefined) throw new Error(`finalize answered ${finalized.response.status}`);
  return { id: ready.id, session: finalized.data.data.session };
}

describe('logout', () => {
  test('ends the session on the server: the same token then answers 401', async () => {
    const api = service.api({ session: await demoClientSession(service) });
    expect((await api.GET('/v2/clients/me')).response.status).toBe(200);
    expect((await api.DELETE('/v2/clients/session')).response.status).toBe(204);
    expect((await api.GET('/v2/clients/me')).response.status).toBe(401);
    expect((await api.GET('/v2/clients/me/contracts')).response.status).toBe(401);
    expect((await api.DELETE('/v2/clients/session')).response.status).toBe(401);
  });

  test('leaves the client other sessions open', async () => {
    const kept = await demoClientSession(service);
    const ended = await demoClientSession(service);
    await service.api({ session: ended }).DELETE('/v2/clients/session');
    const { data } = await service.api({ session: kept }).GET('/v2/clients/me');
    expect(data?.data.login).toBe('demo.client@example.com');
  });
});

/** The contracts a session sees, typed from the contract. */
async function contractsOf(session: string, query: { page?: number; per_page?: number } = {}) {
  const { data, response } = await service.api({ session }).GET('/v2/clients/me/contracts', {
    params: { query },
  });
  if (data === undefined) throw new Error(`contracts answered ${response.status}`);
  return data;
}

/** The first contract of a session, with its payment (an active one). */
async function paidContract(session: string) {
  const contract = (await contractsOf(session)).data[0];
  if (contract?.payment == null) throw new Error('no paid contract');
  return { ...contract, payment: contract.payment };
}

describe('contracts of the logged-in client', () => {
  let monthly: { id: string; session: string };
  let quarterly: { id: string; session: string };
  beforeAll(async () => {
    monthly = await activeContract('space.monthly@example.com', 'monthly');
    quarterly = await activeContract('space.quarterly@example.com', 'quarterly');
  }, 120_000);

  test('an active contract paid monthly by SEPA: status, premium, 12 instalments a month apart', async () => {
    const contracts = await contractsOf(monthly.session);
    expect(contracts.meta).toEqual({ total: 1, page: 1, per_page: 20 });
    const contract = await paidContract(monthly.session);
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
    const { schedule } = contract.payment;
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
      const contract = await paidContract(target().session);
      const sum = contract.payment.schedule.reduce((total, entry) => total + entry.amount.amount, 0);
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
    const theirs = (await paidContract(quarterly.session)).id;
    const mine = service.api({ session: await demoClientSession(service) });
    const monthlyApi = service.api({ session: monthly.session });
    for (const api of [mine, monthlyApi]) {
      const list = await api.GET('/v2/clients/me/contracts/{contractId}/documents', {
        params: { path: { contractId: theirs } },
      });
      expect(list.response.status).toBe(404);
      const one = await api.GET('/v2/clients/me/contracts/{contractId}/documents/{documentId}', {
        params: { path: { contractId: theirs, documentId: 'signed-contract' } },
        parseAs: 'arrayBuffer',
      });
      expect(one.response.status).toBe(404);
    }
    const unknown = await service
      .api({ session: quarterly.session })
      .GET('/v2/clients/me/contracts/{contractId}/documents', {
        params: { path: { contractId: '00000000-0000-4000-8000-000000000000' } },
      });
    expect(unknown.response.status).toBe(404);
    // Another tenant's token with this session: the session is of plussimple.
    const other = await service
      .api({ session: quarterly.session, token: 'dev-token-maif' })
      .GET('/v2/clients/me/contracts/{contractId}/documents', { params: { path: { contractId: theirs } } });
    expect([401, 404]).toContain(other.response.status);
  });

  test('documents: the signed contract, the SEPA mandate and the product documents, each a real PDF', async () => {
    const api = service.api({ session: monthly.session });
    const contractId = (await paidContract(monthly.session)).id;
    const listed = await api.GET('/v2/clients/me/contracts/{contractId}/documents', {
      params: { path: { contractId } },
    });
    expect(listed.response.status).toBe(200);
    const documents = listed.data?.data ?? [];
    expect(documents.map((document) => document.id)).toEqual([
      'signed-contract',
      'sepa-mandate',
      'general-conditions',
      'ipid-balanced',
      'special-conditions',
    ]);
    for (const document of documents) {
      // The listed address is the download operation's.
      expect(document.url).toBe(`/v2/clients/me/contracts/${contractId}/documents/${document.id}`);
      const pdf = await api.GET('/v2/clients/me/contracts/{contractId}/documents/{documentId}', {
        params: { path: { contractId, documentId: document.id } },
        parseAs: 'arrayBuffer',
      });
      expect(pdf.response.status).toBe(200);
      expect(pdf.response.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode(new Uint8Array(pdf.data ?? new ArrayBuffer(0)).slice(0, 5))).toBe(
        '%PDF-',
      );
    }
    const missing = await api.GET('/v2/clients/me/contracts/{contractId}/documents/{documentId}', {
      params: { path: { contractId, documentId: 'amendment' } },
      parseAs: 'arrayBuffer',
    });
    expect(missing.response.status).toBe(404);
  });

  test('a draft (unfinished subscription) gives the step to resume and no payment', async () => {
    const draft = await prospectWithSession(service, { email: 'space.draft@example.com' });
    expect((await contractsOf(draft.session)).data).toEqual([
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
    const all = await contractsOf(session);
    expect(all.data.map((contract) => contract.status).sort()).toEqual(['active', 'draft']);
    const second = await contractsOf(session, { page: 2, per_page: 1 });
    expect(second.meta).toEqual({ total: 2, page: 2, per_page: 1 });
    expect(second.data).toHaveLength(1);
    const tooMany = await service
      .api({ session })
      .GET('/v2/clients/me/contracts', { params: { query: { per_page: 101 } } });
    expect(tooMany.response.status).toBe(400);
  });
});
