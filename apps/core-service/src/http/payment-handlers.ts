import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { ApiError, type FieldErrors } from '../domain/api-error.ts';
import { coreText } from '../domain/core-texts.ts';
import { queueMessage } from '../domain/outbox.ts';
import { findOwnedProspect } from '../domain/owned-prospect.ts';
import {
  newClientSecret,
  newPaymentId,
  nextMandateReference,
  type PaymentRow,
  paymentOptions,
  requestHash,
  SEPA_REFUND_WEEKS,
  serializePayment,
} from '../domain/payments.ts';
import { latestSignature } from '../domain/signatures.ts';
import type { Handler, HandlerResult } from './handler.ts';

const REQUIRED = 'This field is required';

/** Payment methods, frequencies and amounts of the chosen offer (client session). */
export const getPaymentOptions: Handler = async ({ db, tenant, input, session, locale }) => {
  const prospect = await findOwnedProspect(db, tenant, String(input.params.id), session);
  const options = await paymentOptions(db, tenant, prospect, locale);
  if (options === undefined) throw new ApiError(404, 'not_found', 'No formula has been chosen yet.');
  return { status: 200, body: { data: options } };
};

type PaymentStart = { method: 'card' | 'sepa'; frequency: string; iban?: string; account_holder?: string };

/**
 * Starts a card or SEPA payment once signed (client session). The `Idempotency-Key` is claimed first in the
 * transaction (ON CONFLICT), then stored with the answer: the same key and request answer the same payment,
 * even sent twice at once; the same key with another request 409. A paid subscription answers 409.
 * SEPA: the IBAN is checked (ibantools), a mandate reference is made and the payment succeeds, with the
 * 8-week refund notice e-mailed; card: the payment waits for the provider's card fields (`client_secret`).
 */
export const startPayment: Handler = async ({ db, tenant, input, session, locale, request }) => {
  const prospect = await findOwnedProspect(db, tenant, String(input.params.id), session);
  const key = request.header('idempotency-key') ?? '';
  if (key.length < 8 || key.length > 255) {
    throw new ApiError(400, 'bad_request', 'An Idempotency-Key header of 8 to 255 characters is required.', {
      'Idempotency-Key': [REQUIRED],
    });
  }
  const body = input.body as PaymentStart;
  const hash = requestHash(prospect.id, body);
  // Checks that need no lock come first; a refusal here keeps no key, so the request may be fixed and resent.
  const signature = await latestSignature(db, prospect.id);
  if (signature?.status !== 'signed') {
    throw new ApiError(422, 'not_signed', 'The documents must be signed before paying.', {
      signature: ['The documents must be signed before paying'],
    });
  }
  const options = await paymentOptions(db, tenant, prospect, locale);
  const amount = options?.amounts.find((entry) => entry.frequency === body.frequency);
  const errors: FieldErrors = {};
  if (amount === undefined) errors.frequency = ['This frequency is not offered'];
  const iban = electronicFormatIBAN(body.iban ?? '') ?? '';
  if (body.method === 'sepa') {
    if (body.iban === undefined || body.iban.trim() === '') errors.iban = [REQUIRED];
    else if (!isValidIBAN(iban)) errors.iban = ['This IBAN is not valid'];
    if (body.account_holder === undefined || body.account_holder.trim() === '')
      errors.account_holder = [REQUIRED];
  }
  if (amount === undefined || Object.keys(errors).length > 0) {
    throw new ApiError(422, 'validation_failed', 'Some fields are invalid.', errors);
  }
  const outcome = db.transaction(async (tx): Promise<HandlerResult> => {
    // The key is claimed first: of two requests with one key, the second waits for the first's transaction
    // (PostgreSQL's unique index) and then replays its stored answer instead of failing on the primary key.
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (tenant_id, key, request_hash, status, response) VALUES ($1, $2, $3, 0, 'null')
       ON CONFLICT (tenant_id, key) DO NOTHING RETURNING key`,
      [tenant.id, key, hash],
    );
    if (claimed.length === 0) {
      const stored = await tx.query<{ request_hash: string; status: number; response: unknown }>(
        'SELECT request_hash, status, response FROM idempotency_keys WHERE tenant_id = $1 AND key = $2',
        [tenant.id, key],
      );
      const replay = stored[0];
      if (replay === undefined || replay.request_hash !== hash) {
        throw new ApiError(
          409,
          'idempotency_key_reused',
          'This Idempotency-Key was used for another request.',
        );
      }
      return { status: replay.status as HandlerResult['status'], body: replay.response };
    }
    // The prospect's row lock serialises payment starts of one subscription (two tabs, several instances).
    await tx.query('SELECT id FROM prospects WHERE id = $1 FOR UPDATE', [prospect.id]);
    const paid = await tx.query("SELECT 1 FROM payments WHERE prospect_id = $1 AND status = 'succeeded'", [
      prospect.id,
    ]);
    if (paid.length > 0) throw alreadyPaid();
    const id = newPaymentId();
    const sepa = body.method === 'sepa';
    const mandate = sepa ? await nextMandateReference(tx) : null;
    const rows = await tx.query<PaymentRow>(
      `INSERT INTO payments (id, tenant_id, prospect_id, method, frequency, status, amount, client_secret,
         mandate_reference, iban_last4, provider_reference, provider_outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
      [
        id,
        tenant.id,
        prospect.id,
        body.method,
        body.frequency,
        sepa ? 'succeeded' : 'requires_action',
        amount.first_amount.amount,
        sepa ? null : newClientSecret(id),
        mandate,
        sepa ? iban.slice(-4) : null,
        mandate,
        sepa ? 'succeeded' : null,
      ],
    );
    const row = rows[0];
    if (row === undefined) throw new Error('INSERT ... RETURNING gave no row');
    if (sepa && typeof prospect.email === 'string') {
      await queueMessage(tx, {
        tenantId: tenant.id,
        channel: 'email',
        recipient: prospect.email,
        subject: `${tenant.name}: ${coreText('sepa-mandate.subject', locale, { mandate: mandate ?? '' })}`,
        body: coreText('sepa-mandate.body', locale, {
          mandate: mandate ?? '',
          holder: body.account_holder ?? '',
          last4: iban.slice(-4),
          weeks: String(SEPA_REFUND_WEEKS),
        }),
        prospectId: prospect.id,
        kind: 'sepa-mandate',
      });
    }
    const answer = { data: serializePayment(row) };
    await tx.query(
      'UPDATE idempotency_keys SET status = 201, response = $3 WHERE tenant_id = $1 AND key = $2',
      [tenant.id, key, JSON.stringify(answer)],
    );
    return { status: 201, body: answer };
  });
  return outcome.catch((error: unknown) => {
    if (isUniqueViolation(error)) throw alreadyPaid();
    throw error;
  });
};

function alreadyPaid(): ApiError {
  return new ApiError(409, 'already_paid', 'This subscription is already paid.');
}

/** Whether an error is PostgreSQL's unique violation (the one-succeeded-payment index). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * Hands the provider's confirmation back to the core: the reference the card fields gave must be this
 * payment's; the payment takes the provider's outcome (succeeded, or failed for a declined card). A second
 * payment of a subscription already paid cannot succeed (409 `already_paid`; a unique index enforces it).
 */
export const confirmPayment: Handler = async ({ db, tenant, input, session }) => {
  const prospect = await findOwnedProspect(db, tenant, String(input.params.id), session);
  const rows = await db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1 AND prospect_id = $2', [
    input.params.paymentId,
    prospect.id,
  ]);
  const payment = rows[0];
  if (payment === undefined) throw new ApiError(404, 'not_found', 'This prospect has no such payment.');
  const { provider_reference: reference } = input.body as { provider_reference: string };
  if (
    payment.provider_reference === null ||
    payment.provider_reference !== reference ||
    payment.provider_outcome === null
  ) {
    throw new ApiError(422, 'validation_failed', 'This reference does not confirm this payment.', {
      provider_reference: ['This reference does not match the payment'],
    });
  }
  if (payment.status === payment.provider_outcome) {
    return { status: 200, body: { data: serializePayment(payment) } };
  }
  try {
    const updated = await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM prospects WHERE id = $1 FOR UPDATE', [prospect.id]);
      if (payment.provider_outcome === 'succeeded') {
        const paid = await tx.query(
          "SELECT 1 FROM payments WHERE prospect_id = $1 AND status = 'succeeded' AND id <> $2",
          [prospect.id, payment.id],
        );
        if (paid.length > 0) throw alreadyPaid();
      }
      return tx.query<PaymentRow>(
        'UPDATE payments SET status = $2, updated_at = now() WHERE id = $1 RETURNING *',
        [payment.id, payment.provider_outcome],
      );
    });
    return { status: 200, body: { data: serializePayment(updated[0] ?? payment) } };
  } catch (error) {
    // The database's own guard (one succeeded payment per prospect), should a lock ever be bypassed.
    if (isUniqueViolation(error)) throw alreadyPaid();
    throw error;
  }
};
