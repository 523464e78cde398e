import assert from 'node:assert/strict';
import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { OutboxRow } from '../db/rows.ts';
import type { TestService } from './test-service.ts';

/** The code of the last SMS the sandbox sent for a prospect, read from the outbox. */
export async function lastSmsCode(db: Database, prospectId: string): Promise<string> {
  const rows = await db.query<Pick<OutboxRow, 'body'>>(
    "SELECT body FROM outbox WHERE prospect_id = $1 AND channel = 'sms' ORDER BY created_at DESC LIMIT 1",
    [prospectId],
  );
  const code = /(\d{6})/.exec(rows[0]?.body ?? '')?.[1];
  if (code === undefined) throw new Error('no SMS code in the outbox');
  return code;
}

/**
 * Consents on the signing page as the subscriber does, pressing its sign button (the sandbox page's form post to
 * the frame's address): the SMS code signs only after it.
 */
export async function consentToSign(service: Pick<TestService, 'call'>, frameUrl: string): Promise<void> {
  const consented = await service.call('POST', `${new URL(frameUrl).pathname}/sign`);
  assert.ok(consented.status < 400, `consent: ${consented.status}`);
}

/**
 * Signs a prospect's documents as the signature screen does, through the contract's typed client: start, the
 * signing page's consent, SMS code, verify with the code read from the outbox.
 */
export async function signByCode(service: TestService, target: { id: string; session: string }) {
  const api = service.api({ session: target.session });
  const path = { params: { path: { id: target.id } } };
  const started = await api.POST('/v2/prospects/{id}/signature', path);
  assert.equal(started.response.status, 201, JSON.stringify(started.error));
  await consentToSign(service, started.data?.data.frame_url ?? '');
  const sent = await api.POST('/v2/prospects/{id}/signature/code', path);
  assert.equal(sent.response.status, 200, JSON.stringify(sent.error));
  const verified = await api.POST('/v2/prospects/{id}/signature/code/verify', {
    ...path,
    body: { code: await lastSmsCode(service.db, target.id) },
  });
  assert.equal(verified.data?.data.status, 'signed', JSON.stringify(verified.error));
}

/** Starts a payment through the contract's typed client (with the target's session, and token if given): its status and typed answer (the payment, or the error). */
export async function startPayment(
  service: TestService,
  target: { id: string; session: string; token?: string | null },
  key: string,
  body: components['schemas']['PaymentStart'],
) {
  const { data, error, response } = await service
    .api({ session: target.session, ...(target.token === undefined ? {} : { token: target.token }) })
    .POST('/v2/prospects/{id}/payments', {
      params: { path: { id: target.id }, header: { 'Idempotency-Key': key } },
      body,
    });
  return { status: response.status, payment: data?.data, error };
}
