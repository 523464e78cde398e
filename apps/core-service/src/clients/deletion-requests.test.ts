import type { WebhookEvents } from '@souscrire/core-api';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { prospectWithSession, signPayFinalize } from '../testing/journey.ts';
import { lastSmsCode } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { startWebhookReceiver } from '../testing/webhook-receiver.ts';
import { deliverDueWebhooks } from '../webhooks/delivery.ts';
import { createEndpoint, removeEndpoint } from '../webhooks/endpoints.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

/** A client with an active contract, and the session its finalization answered. */
async function client(email: string) {
  const ready = await prospectWithSession(service, { email });
  const session = await signPayFinalize(service, ready, (id) => lastSmsCode(service.db, id));
  return { session, clientId: ready.clientId };
}

const ask = (session: string, locale = 'fr') =>
  service.call('POST', '/v2/clients/me/deletion', {
    headers: { 'x-client-session': session, 'accept-language': locale },
  });

test('the request is recorded with who and when, e-mailed in the language and told to the tenant, once', async () => {
  const secrets: string[] = [];
  const receiver = await startWebhookReceiver(() => secrets);
  const endpoint = await createEndpoint(service.db, {
    tenant: 'plussimple',
    url: receiver.url,
    events: ['client.deletion_requested'],
    production: false,
  });
  secrets.push(endpoint.secret);
  try {
    const email = 'delete.me@example.com';
    const { session, clientId } = await client(email);
    const before = Date.now();
    const answer = await ask(session, 'it');
    expect(answer.status).toBe(201);
    const requestedAt = String(answer.body.data.requested_at);
    expect(Date.parse(requestedAt)).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await service.db.query<{ requested_by: string; requested_at: Date }>(
      'SELECT requested_by, requested_at FROM client_deletion_requests WHERE client_id = $1',
      [clientId],
    );
    expect(row?.requested_by).toBe('client');
    expect(new Date(row?.requested_at ?? 0).toISOString()).toBe(requestedAt);

    const [mail] = await service.db.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM outbox WHERE recipient = $1 AND kind = 'account-deletion'`,
      [email],
    );
    expect(mail?.subject).toBe('+Simple: la sua richiesta di cancellazione dell’account');
    expect(mail?.body).toContain(email);

    expect(await deliverDueWebhooks(service.db)).toEqual({ delivered: 1, failed: 0 });
    const event = receiver.received[0]?.event as WebhookEvents['client.deletion_requested'];
    expect(event).toMatchObject({ type: 'client.deletion_requested', tenant: 'plussimple' });
    expect(event.data).toEqual({
      client_id: clientId,
      login: email,
      requested_at: requestedAt,
      requested_by: 'client',
    });

    // Once: a second request is refused, and nothing more is sent.
    const again = await ask(session);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'deletion_already_requested' });
    const mails = await service.db.query(
      `SELECT 1 FROM outbox WHERE recipient = $1 AND kind = 'account-deletion'`,
      [email],
    );
    expect(mails).toHaveLength(1);
  } finally {
    await removeEndpoint(service.db, endpoint.id);
    await receiver.close();
  }
});

test('needs a client session', async () => {
  expect((await service.call('POST', '/v2/clients/me/deletion')).status).toBe(401);
});
