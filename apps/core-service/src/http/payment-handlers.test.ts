import type { components } from '@souscrire/core-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { verifyPassword } from '../clients/passwords.ts';
import { passwordLinkToken, prospectWithSession } from '../testing/journey.ts';
import { signByCode, startPayment } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// Two tabs paying at once, or a key sent twice at once, must give one payment; two finalizes at
// once one account. The requests really run together (Promise.all), on PGlite and on PostgreSQL.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

const SEPA = {
  method: 'sepa',
  frequency: 'annual',
  iban: 'FR7630006000011234567890189',
  account_holder: 'A',
} satisfies components['schemas']['PaymentStart'];

/** A prospect whose documents are signed, with its session. */
async function signedProspect(email: string) {
  const target = await prospectWithSession(service, { email });
  await signByCode(service, target);
  return target;
}

/** Starts a payment; its status and typed answer (the payment, or the error). */
function pay(
  target: { id: string; session: string },
  key: string,
  body: components['schemas']['PaymentStart'],
) {
  return startPayment(service, target, key, body);
}

async function payments(prospectId: string) {
  return service.db.query<{ id: string; status: string }>(
    'SELECT id, status FROM payments WHERE prospect_id = $1',
    [prospectId],
  );
}

describe('two payment starts at once for one subscription', () => {
  test('with the same Idempotency-Key: one payment, both answers the same (a replay, never a 500)', async () => {
    const target = await signedProspect('same-key@example.com');
    const [first, second] = await Promise.all([
      pay(target, 'same-key-0001', SEPA),
      pay(target, 'same-key-0001', SEPA),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.payment).toEqual(first.payment);
    expect(await payments(target.id)).toEqual([{ id: first.payment?.id, status: 'processing' }]);
  });

  test('with different keys: one payment succeeds, the other answers 409 already_paid', async () => {
    const target = await signedProspect('other-keys@example.com');
    const keys = ['tab-one-0001', 'tab-two-0002'];
    const answers = await Promise.all(keys.map((key) => pay(target, key, SEPA)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.error?.code).toBe('already_paid');
    expect(await payments(target.id)).toHaveLength(1);
    // The refused key (either tab may win the race) kept nothing: the same request with it is refused again,
    // not replayed as a success.
    const refused = keys[answers.findIndex((answer) => answer.status === 409)] ?? '';
    expect((await pay(target, refused, SEPA)).status).toBe(409);
  });

  test('two card payments confirmed at once: only one succeeds', async () => {
    const target = await signedProspect('two-cards@example.com');
    const card = { method: 'card', frequency: 'annual' } satisfies components['schemas']['PaymentStart'];
    const started = [await pay(target, 'card-one-0001', card), await pay(target, 'card-two-0002', card)];
    expect(started.map((answer) => answer.status)).toEqual([201, 201]);
    // The card page's outcome for both (the sandbox provider accepted both cards).
    const references = started.map((_, index) => `pi_test_${index}`);
    const ids = started.map((answer) => answer.payment?.id ?? '');
    for (const [index, paymentId] of ids.entries()) {
      await service.db.query(
        "UPDATE payments SET provider_reference = $2, provider_outcome = 'succeeded' WHERE id = $1",
        [paymentId, references[index]],
      );
    }
    const api = service.api({ session: target.session });
    const confirmations = await Promise.all(
      ids.map((paymentId, index) =>
        api.POST('/v2/prospects/{id}/payments/{paymentId}/confirmation', {
          params: { path: { id: target.id, paymentId } },
          body: { provider_reference: references[index] ?? '' },
        }),
      ),
    );
    expect(confirmations.map((answer) => answer.response.status).sort()).toEqual([200, 409]);
    const rows = await payments(target.id);
    expect(rows.filter((row) => row.status === 'succeeded')).toHaveLength(1);
  });

  test('the database itself refuses a second succeeded payment', async () => {
    const target = await signedProspect('db-guard@example.com');
    const paid = await pay(target, 'db-guard-0001', SEPA);
    expect(paid.status).toBe(201);
    await expect(
      service.db.query(
        `INSERT INTO payments (id, tenant_id, prospect_id, method, frequency, status, amount)
         VALUES ('pay_forced', 'plussimple', $1, 'card', 'annual', 'succeeded', 100)`,
        [target.id],
      ),
    ).rejects.toThrow();
  });
});

const CARD = { method: 'card', frequency: 'annual' } satisfies components['schemas']['PaymentStart'];

/**
 * The charges left standing for a subscription: card payments the provider authorised or captured and did not
 * void nor refund, and SEPA debits collected or being collected.
 */
async function standingCharges(prospectId: string) {
  const rows = await service.db.query<{ id: string }>(
    `SELECT id FROM payments WHERE prospect_id = $1 AND (
       (method = 'card' AND provider_outcome = 'succeeded') OR (method = 'sepa' AND status IN ('processing', 'succeeded')))`,
    [prospectId],
  );
  return rows.map((row) => row.id);
}

/** The card charges the provider holds captured for a subscription (money taken and not given back). */
async function captures(prospectId: string) {
  const rows = await service.db.query<{ id: string }>(
    `SELECT id FROM payments WHERE prospect_id = $1 AND method = 'card' AND provider_outcome = 'succeeded'
       AND provider_captured_at IS NOT NULL`,
    [prospectId],
  );
  return rows.map((row) => row.id);
}

/**
 * Card payments the sandbox provider authorised (as its card page does), each with its reference; `captured`:
 * the provider also captured them on its own.
 */
async function authorisedCards(
  target: { id: string; session: string },
  count: number,
  prefix: string,
  captured = false,
) {
  const cards: { paymentId: string; reference: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = await pay(target, `${prefix}-card-${index}-key`, CARD);
    expect(started.status).toBe(201);
    const paymentId = started.payment?.id ?? '';
    const reference = `pi_${prefix}_${index}`;
    await service.db.query(
      `UPDATE payments SET provider_reference = $2, provider_outcome = 'succeeded',
         provider_captured_at = CASE WHEN $3 THEN now() END WHERE id = $1`,
      [paymentId, reference, captured],
    );
    cards.push({ paymentId, reference });
  }
  return cards;
}

/** A payment's status and the provider's side of it. */
async function paymentRow(paymentId: string | undefined) {
  const [row] = await service.db.query<{
    status: string;
    provider_outcome: string;
    refunded_at: Date | null;
    voided_at: Date | null;
  }>('SELECT status, provider_outcome, refunded_at, voided_at FROM payments WHERE id = $1', [paymentId]);
  return row;
}

function confirm(target: { id: string; session: string }, card: { paymentId: string; reference: string }) {
  return service
    .api({ session: target.session })
    .POST('/v2/prospects/{id}/payments/{paymentId}/confirmation', {
      params: { path: { id: target.id, paymentId: card.paymentId } },
      body: { provider_reference: card.reference },
    });
}

describe('no orphan charges: a subscription is charged once', () => {
  test('a card confirmed alone is captured by the provider', async () => {
    const target = await signedProspect('card-alone@example.com');
    const [card] = await authorisedCards(target, 1, 'alone');
    expect(await captures(target.id)).toEqual([]);
    const confirmed = await confirm(target, card ?? { paymentId: '', reference: '' });
    expect(confirmed.data?.data.status).toBe('succeeded');
    expect(await captures(target.id)).toEqual([card?.paymentId]);
  });

  test('a card authorised after a SEPA debit started is voided, and recorded voided', async () => {
    const target = await signedProspect('card-after-sepa@example.com');
    const [card] = await authorisedCards(target, 1, 'after-sepa');
    expect((await pay(target, 'after-sepa-sepa-key', SEPA)).status).toBe(201);
    const refused = await confirm(target, card ?? { paymentId: '', reference: '' });
    expect(refused.response.status).toBe(409);
    expect(refused.error?.code).toBe('already_paid');
    const row = await paymentRow(card?.paymentId);
    expect(row).toMatchObject({ status: 'voided', provider_outcome: 'voided', refunded_at: null });
    expect(row?.voided_at).toBeInstanceOf(Date);
    expect(await standingCharges(target.id)).toHaveLength(1);
    expect(await captures(target.id)).toEqual([]);
    // Confirmed again, the voided payment says so and charges nothing.
    const again = await confirm(target, card ?? { paymentId: '', reference: '' });
    expect(again.data?.data.status).toBe('voided');
    expect(await standingCharges(target.id)).toHaveLength(1);
  });

  test('a card the provider captured on its own, after a SEPA debit started, is refunded and recorded refunded', async () => {
    const target = await signedProspect('captured-after-sepa@example.com');
    const [card] = await authorisedCards(target, 1, 'captured-after-sepa', true);
    expect((await pay(target, 'captured-after-sepa-sepa-key', SEPA)).status).toBe(201);
    const refused = await confirm(target, card ?? { paymentId: '', reference: '' });
    expect([refused.response.status, refused.error?.code]).toEqual([409, 'already_paid']);
    const row = await paymentRow(card?.paymentId);
    expect(row).toMatchObject({ status: 'refunded', provider_outcome: 'refunded', voided_at: null });
    expect(row?.refunded_at).toBeInstanceOf(Date);
    expect(await standingCharges(target.id)).toHaveLength(1);
    expect(await captures(target.id)).toEqual([]);
  });

  test('a card confirmation and a SEPA start at once: one charge stands', async () => {
    const target = await signedProspect('card-and-sepa@example.com');
    const [card] = await authorisedCards(target, 1, 'with-sepa');
    const [confirmed, started] = await Promise.all([
      confirm(target, card ?? { paymentId: '', reference: '' }),
      pay(target, 'with-sepa-sepa-key', SEPA),
    ]);
    // Either may win the prospect's lock: the card confirmed (200) and captured, the debit refused; or the
    // debit started (201) and the card refused, its authorisation voided. Seen both ways on PostgreSQL.
    expect([
      [200, 409],
      [409, 201],
    ]).toContainEqual([confirmed.response.status, started.status]);
    expect(await standingCharges(target.id)).toHaveLength(1);
    const cardWon = confirmed.response.status === 200;
    expect(await captures(target.id)).toEqual(cardWon ? [card?.paymentId] : []);
    if (!cardWon) expect((await paymentRow(card?.paymentId))?.status).toBe('voided');
  });

  test('8 card confirmations at once: the provider holds one capture, the 7 others voided', async () => {
    const target = await signedProspect('eight-cards@example.com');
    const cards = await authorisedCards(target, 8, 'eight');
    const answers = await Promise.all(cards.map((card) => confirm(target, card)));
    const statuses = answers.map((answer) => answer.response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await standingCharges(target.id)).toHaveLength(1);
    expect(await captures(target.id)).toHaveLength(1);
    const voided = await service.db.query(
      "SELECT 1 FROM payments WHERE prospect_id = $1 AND status = 'voided' AND voided_at IS NOT NULL",
      [target.id],
    );
    expect(voided).toHaveLength(7);
  });
});

test('two finalizes at once: one account, one welcome e-mail, with a link and no password', async () => {
  const target = await signedProspect('two-finalizes@example.com');
  expect((await pay(target, 'finalize-0001', SEPA)).status).toBe(201);
  const finalize = () =>
    service
      .api({ session: target.session })
      .PUT('/v2/prospects/{id}/finalize', { params: { path: { id: target.id } } });
  const answers = await Promise.all([finalize(), finalize()]);
  expect(answers.map((answer) => answer.response.status)).toEqual([200, 200]);
  const clients = await service.db.query<{ password_hash: string | null; active: boolean }>(
    "SELECT password_hash, active FROM clients WHERE tenant_id = 'plussimple' AND lower(login) = $1",
    ['two-finalizes@example.com'],
  );
  expect(clients).toEqual([{ password_hash: null, active: true }]);
  const welcome = await service.db.query<{ body: string }>(
    "SELECT body FROM outbox WHERE prospect_id = $1 AND kind = 'welcome'",
    [target.id],
  );
  expect(welcome).toHaveLength(1);
  expect(welcome[0]?.body).not.toMatch(/Mot de passe :/);
  expect(welcome[0]?.body).toMatch(/\/fr-FR\/intent\?type=password&token=[A-Za-z0-9_-]{43}$/m);
  const token = await passwordLinkToken(service, { prospectId: target.id });
  const chosen = await service.api().POST('/v2/clients/password', {
    body: { token, password: 'a passphrase of my own' },
  });
  expect(chosen.response.status).toBe(204);
  const [stored] = await service.db.query<{ password_hash: string }>(
    "SELECT password_hash FROM clients WHERE tenant_id = 'plussimple' AND lower(login) = $1",
    ['two-finalizes@example.com'],
  );
  expect(await verifyPassword('a passphrase of my own', stored?.password_hash ?? '')).toBe(true);
});
