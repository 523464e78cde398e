import { afterAll, beforeAll, expect, test } from 'vitest';
import { prospectWithSession, signPayFinalize } from '../testing/journey.ts';
import { lastSmsCode } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

/** A client with an active contract paid by SEPA, the session its finalization answered and the contract. */
async function client(email: string) {
  const ready = await prospectWithSession(service, { email });
  const session = await signPayFinalize(service, ready, (id) => lastSmsCode(service.db, id));
  const listed = await service.call('GET', '/v2/clients/me/contracts', {
    headers: { 'x-client-session': session },
  });
  const contract = listed.body.data[0];
  return { session, clientId: ready.clientId, contract, prospectId: ready.id };
}

const change = (session: string, contractId: string, body: unknown, locale = 'fr') =>
  service.call('PUT', `/v2/clients/me/contracts/${contractId}/iban`, {
    headers: { 'x-client-session': session, 'accept-language': locale },
    body,
  });

const NEW_ACCOUNT = {
  iban: 'DE89 3704 0044 0532 0130 00',
  account_holder: ' Jeanne Martin ',
  mandate_consent: true,
};

test('a new IBAN makes a new mandate that supersedes the previous one, e-mailed and recorded', async () => {
  const email = 'new.iban@example.com';
  const { session, clientId, contract } = await client(email);
  const first = contract.payment.mandate_reference as string;
  expect(contract.payment.iban_masked).toBe('•••• 0189');

  const answer = await change(session, contract.id, NEW_ACCOUNT, 'de');
  expect(answer.status).toBe(200);
  const mandate = answer.body.data;
  expect(mandate).toMatchObject({
    iban_masked: 'DE•• •••• 3000',
    account_holder: 'Jeanne Martin',
    replaces: first,
  });
  expect(mandate.reference).toMatch(/^SOUSCRIRE-\d{4}-\d{6}$/);
  expect(mandate.reference).not.toBe(first);

  // The contracts read shows the new mandate; the payment's is superseded; the bank holds the account.
  const listed = await service.call('GET', '/v2/clients/me/contracts', {
    headers: { 'x-client-session': session },
  });
  expect(listed.body.data[0].payment).toMatchObject({
    mandate_reference: mandate.reference,
    iban_masked: 'DE•• •••• 3000',
  });
  const [payment] = await service.db.query<{ mandate_superseded_at: Date | null }>(
    'SELECT mandate_superseded_at FROM payments WHERE mandate_reference = $1',
    [first],
  );
  expect(payment?.mandate_superseded_at).not.toBeNull();
  const [row] = await service.db.query<{ bank_reference: string }>(
    'SELECT bank_reference FROM contract_mandates WHERE reference = $1',
    [mandate.reference],
  );
  expect(row?.bank_reference).toBe(`SANDBOX-${mandate.reference}`);

  // The mandate notice, with the 8-week refund right, goes to the client's login in the page's language.
  const [mail] = await service.db.query<{ subject: string; body: string }>(
    `SELECT subject, body FROM outbox WHERE recipient = $1 AND kind = 'sepa-mandate' ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  expect(mail?.subject).toBe(`+Simple: Ihr Lastschriftmandat ${mandate.reference}`);
  expect(mail?.body).toContain('8 Wochen');
  expect(mail?.body).toContain('•••• 3000');

  const changes = await service.db.query<{ change: string; changed_by: string; session_id: string }>(
    'SELECT change, changed_by, session_id, contract_id FROM self_service_changes WHERE client_id = $1',
    [clientId],
  );
  expect(changes).toEqual([
    {
      change: 'iban_changed',
      changed_by: 'session',
      session_id: expect.stringMatching(/^[0-9a-f]{16}$/),
      contract_id: contract.id,
    },
  ]);

  // A second change supersedes the first change's mandate: one current mandate.
  const again = await change(session, contract.id, { ...NEW_ACCOUNT, iban: 'FR7630006000011234567890189' });
  expect(again.status).toBe(200);
  expect(again.body.data.replaces).toBe(mandate.reference);
  const current = await service.db.query(
    'SELECT reference FROM contract_mandates WHERE contract_id = $1 AND superseded_at IS NULL',
    [contract.id],
  );
  expect(current).toEqual([{ reference: again.body.data.reference }]);
});

test('an invalid IBAN or a missing holder answers 422 on its field; consent is required', async () => {
  const { session, contract } = await client('bad.iban@example.com');
  const invalid = await change(session, contract.id, { ...NEW_ACCOUNT, iban: 'DE89 3704 0044 0532 0130 01' });
  expect(invalid.status).toBe(422);
  expect(invalid.body.errors).toHaveProperty('iban');
  const blank = await change(session, contract.id, { ...NEW_ACCOUNT, account_holder: '   ' });
  expect(blank.status).toBe(422);
  expect(blank.body.errors).toHaveProperty('account_holder');
  const unconsented = await change(session, contract.id, { ...NEW_ACCOUNT, mandate_consent: false });
  expect([400, 422]).toContain(unconsented.status);
  const mandates = await service.db.query('SELECT 1 FROM contract_mandates WHERE contract_id = $1', [
    contract.id,
  ]);
  expect(mandates).toHaveLength(0);
});

test('a contract paid by card has no mandate to change; another client’s contract is unknown', async () => {
  const { session, contract, prospectId } = await client('card.paid@example.com');
  const other = await client('someone.else@example.com');
  expect((await change(other.session, contract.id, NEW_ACCOUNT)).status).toBe(404);

  await service.db.query(
    "UPDATE payments SET method = 'card', mandate_reference = NULL WHERE prospect_id = $1",
    [prospectId],
  );
  const card = await change(session, contract.id, NEW_ACCOUNT);
  expect(card.status).toBe(409);
  expect(card.body).toMatchObject({ code: 'not_paid_by_sepa' });
});

test('needs a client session', async () => {
  const answer = await service.call(
    'PUT',
    '/v2/clients/me/contracts/5d2c7a10-4e3b-4c8e-9f0a-1b2c3d4e5f60/iban',
    {
      body: NEW_ACCOUNT,
    },
  );
  expect(answer.status).toBe(401);
});
