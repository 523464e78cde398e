import { pdfText } from '@souscrire/vitest-config/pdf-text';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatContractNumber } from '../signatures/contract-numbers.ts';
import { prospectWithSession, signPayFinalize } from '../testing/journey.ts';
import { lastSmsCode } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

const NUMBER = /^PLUSSIMPLE-(\d{4})-(\d{7})$/;

/** A subscription of its own e-mail taken to the end: its finalization's session and prospect id. */
async function issued(email: string) {
  const ready = await prospectWithSession(service, { email });
  const session = await signPayFinalize(service, ready, (id) => lastSmsCode(service.db, id));
  return { id: ready.id, session };
}

describe('contract numbers', () => {
  test('the number reads <TENANT>-<YEAR>-<7 digits>', () => {
    expect(formatContractNumber('plussimple-de', 2026, 42)).toBe('PLUSSIMPLE-DE-2026-0000042');
    expect(formatContractNumber('maif', 2027, 1_234_567)).toBe('MAIF-2027-1234567');
  });

  test('contracts issued at the same moment each get their own number, shown with the contract', async () => {
    const subscriptions = await Promise.all(
      ['one', 'two', 'three', 'four'].map((name) => issued(`numbered.${name}@example.com`)),
    );
    const numbers: string[] = [];
    for (const { id, session } of subscriptions) {
      const contracts = await service.api({ session }).GET('/v2/clients/me/contracts');
      const contract = contracts.data?.data.find((entry) => entry.prospect_id === id);
      expect(contract?.status).toBe('active');
      const number = contract?.number ?? '';
      expect(number).toMatch(NUMBER);
      expect(NUMBER.exec(number)?.[1]).toBe(String(new Date().getFullYear()));
      numbers.push(number);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
  }, 120_000);

  test('the signed contract and the welcome e-mail carry the number', async () => {
    const { id, session } = await issued('numbered.documents@example.com');
    const client = service.api({ session });
    const contract = (await client.GET('/v2/clients/me/contracts')).data?.data[0];
    const number = contract?.number ?? '';
    expect(number).toMatch(NUMBER);
    const served = await client.GET('/v2/clients/me/contracts/{contractId}/documents/{documentId}', {
      params: { path: { contractId: contract?.id ?? '', documentId: 'signed-contract' } },
      parseAs: 'arrayBuffer',
    });
    const text = await pdfText(new Uint8Array(served.data ?? new ArrayBuffer(0)));
    expect(text).toContain(number);
    const [welcome] = await service.db.query<{ body: string }>(
      "SELECT body FROM outbox WHERE prospect_id = $1 AND kind = 'welcome'",
      [id],
    );
    expect(welcome?.body).toContain(number);
  }, 120_000);

  test('a number taken by one contract of a tenant is refused to another', async () => {
    const first = await issued('numbered.unique.a@example.com');
    const second = await issued('numbered.unique.b@example.com');
    const [taken] = await service.db.query<{ number: string }>(
      'SELECT number FROM contracts WHERE prospect_id = $1',
      [first.id],
    );
    await expect(
      service.db.query('UPDATE contracts SET number = $2 WHERE prospect_id = $1', [second.id, taken?.number]),
    ).rejects.toThrow(/contracts_tenant_number_key/);
  }, 120_000);
});
