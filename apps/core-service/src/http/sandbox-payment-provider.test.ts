import type { components } from '@souscrire/core-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoClientSession, passwordLinkToken, prospectWithSession } from '../testing/journey.ts';
import { signByCode, startPayment } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
let ready: Awaited<ReturnType<typeof prospectWithSession>>;
beforeAll(async () => {
  service = await startTestService();
  ready = await prospectWithSession(service);
  // Paying needs signed documents.
  await signByCode(service, ready);
}, 120_000);
afterAll(() => service.close());

const JOURNEY = 'http://plussimple.localhost:5173';
/** A prospect and its session; a token to call with, when not the tenant's own (`null`: none). */
type Target = { id: string; session: string; token?: string | null };
const apiOf = (target: Target) =>
  service.api({ session: target.session, ...(target.token === undefined ? {} : { token: target.token }) });

const pay = (target: Target, key: string, body: components['schemas']['PaymentStart']) =>
  startPayment(service, target, key, body);

/** The payment options of a prospect, typed from the contract. */
async function paymentOptions(target: Target) {
  const { data, response } = await apiOf(target).GET('/v2/prospects/{id}/payment/options', {
    params: { path: { id: target.id } },
  });
  return { status: response.status, options: data?.data };
}

/** Confirms a payment to the core with the provider's reference, typed from the contract. */
async function confirm(target: Target, paymentId: string, reference: string) {
  const { data, response } = await apiOf(target).POST(
    '/v2/prospects/{id}/payments/{paymentId}/confirmation',
    {
      params: { path: { id: target.id, paymentId } },
      body: { provider_reference: reference },
    },
  );
  return { status: response.status, payment: data?.data };
}

/** The card fields' own calls, as card-fields.js makes them from the provider's frame (not the contract's). */
async function fieldsCall(path: 'confirm' | 'authorise', body: Record<string, string>) {
  const response = await service.app.request(`/sandbox/payment-provider/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

describe('payment sandbox', () => {
  test('options: methods, frequencies, first and later amounts with fees, 8-week SEPA refund notice', async () => {
    const { status, options } = await paymentOptions(ready);
    expect(status).toBe(200);
    expect(options).toMatchObject({
      methods: ['card', 'sepa'],
      frequencies: ['annual', 'biannually', 'quarterly', 'monthly'],
      fees_included: true,
      refund: null,
      is_amendment: false,
      sepa_refund_weeks: 8,
    });
    const monthly = options?.amounts.find((entry) => entry.frequency === 'monthly');
    expect(monthly?.first_amount.amount).toBe(
      (monthly?.then_amount.amount ?? Number.NaN) + (monthly?.fees.amount ?? Number.NaN),
    );
  });

  test('paying before signing answers 422; without Idempotency-Key 400', async () => {
    const unsigned = await prospectWithSession(service, { email: 'unsigned@example.com' });
    const response = await pay(unsigned, 'key-unsigned-1', { method: 'card', frequency: 'annual' });
    expect(response.status).toBe(422);
    expect(response.error?.errors).toEqual({ signature: ['The documents must be signed before paying'] });
    // The contract requires the Idempotency-Key header: left out on purpose, untyped.
    const noKey = await service.call('POST', `/v2/prospects/${ready.id}/payments`, {
      headers: { 'x-client-session': ready.session },
      body: { method: 'card', frequency: 'annual' },
    });
    expect(noKey.status).toBe(400);
  });

  test.each([
    [
      { method: 'sepa', frequency: 'monthly', iban: 'FR7630006000011234567890188', account_holder: 'A' },
      'iban',
      'This IBAN is not valid',
    ],
    [
      { method: 'sepa', frequency: 'monthly', iban: 'FR7630006000011234567890189' },
      'account_holder',
      'This field is required',
    ],
    [{ method: 'card', frequency: 'one_shot' }, 'frequency', 'This frequency is not offered'],
  ] satisfies [components['schemas']['PaymentStart'], string, string][])(
    '%o answers 422 on %s',
    async (body, field, message) => {
      const response = await pay(ready, `key-invalid-${field}-${body.method}`, body);
      expect(response.status).toBe(422);
      expect(response.error?.errors?.[field]).toEqual([message]);
    },
  );

  test('a method outside the contract answers 422 on method', async () => {
    // 'cash' is not a PaymentMethod of the contract: sent untyped on purpose.
    const response = await service.call('POST', `/v2/prospects/${ready.id}/payments`, {
      headers: { 'x-client-session': ready.session, 'idempotency-key': 'key-invalid-method-cash' },
      body: { method: 'cash', frequency: 'annual' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain('method');
  });

  test("the provider's script and card fields: framed by the journeys only, in the page's language", async () => {
    // The provider's script and pages are the sandbox's, outside the contract: read raw.
    const script = await service.app.request('/sandbox/payment-provider.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain('window.Sandbox = ');
    const query = (origin: string, key: string) =>
      `/sandbox/payment-provider/card?${new URLSearchParams({ origin, key, locale: 'fr-FR', color: '#aa3300' })}`;
    const fields = await service.app.request(query(JOURNEY, 'pk_test_souscrire_sandbox'));
    expect(fields.status).toBe(200);
    const html = await fields.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Numéro de carte');
    expect(html).toContain('--primary:#aa3300');
    const csp = fields.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('frame-ancestors http://localhost:*');
    expect(csp).not.toContain('unsafe-inline');
    // Another site framing the fields, or a key that is not a sandbox one: no fields.
    expect(
      (await service.app.request(query('https://evil.example', 'pk_test_souscrire_sandbox'))).status,
    ).toBe(400);
    expect((await service.app.request(query(JOURNEY, 'sk_live_secret'))).status).toBe(400);
  });

  test('a declined card, then the 0-euro authorisation card, confirmed back to the core; then finalize', async () => {
    const declined = await pay(ready, 'key-card-1', { method: 'card', frequency: 'monthly' });
    expect(declined.status).toBe(201);
    expect(declined.payment).toMatchObject({
      method: 'card',
      status: 'requires_action',
      mandate_reference: null,
    });
    const replay = await pay(ready, 'key-card-1', { method: 'card', frequency: 'monthly' });
    expect(replay.payment).toEqual(declined.payment);
    expect((await pay(ready, 'key-card-1', { method: 'card', frequency: 'annual' })).status).toBe(409);

    const provider = (clientSecret: string, card: string) =>
      fieldsCall('confirm', {
        client_secret: clientSecret,
        publishable_key: 'pk_test_souscrire_sandbox',
        locale: 'en',
        card_number: card,
      });
    const secret = declined.payment?.client_secret ?? '';
    const declinedId = declined.payment?.id ?? '';
    expect((await provider(`${secret}x`, '4242424242424242')).status).toBe(404);
    expect((await provider(secret, '4242424242424243')).status).toBe(422);
    const declinedAnswer = await provider(secret, '4000 0000 0000 0002');
    expect(declinedAnswer.body).toMatchObject({
      status: 'failed',
      reference: expect.stringMatching(/^pi_sandbox_/),
    });
    expect((await provider(secret, '4242424242424242')).status).toBe(409);
    expect((await confirm(ready, declinedId, 'pi_wrong')).status).toBe(422);
    const failed = await confirm(ready, declinedId, declinedAnswer.body.reference ?? '');
    expect(failed.payment?.status).toBe('failed');

    const second = await pay(ready, 'key-card-2', { method: 'card', frequency: 'annual' });
    const secondSecret = second.payment?.client_secret ?? '';
    const secondId = second.payment?.id ?? '';
    expect((await fieldsCall('authorise', { client_secret: secondSecret, answer: 'accept' })).status).toBe(
      409,
    );
    const authorisation = await provider(secondSecret, '4000002500003155');
    expect(authorisation.body).toEqual({ status: 'requires_authorisation', amount: '€0.00' });
    // Asked, not yet answered: the core cannot be told it succeeded.
    const pending = await service.db.query<{ provider_reference: string }>(
      'SELECT provider_reference FROM payments WHERE id = $1',
      [secondId],
    );
    expect((await confirm(ready, secondId, pending[0]?.provider_reference ?? '')).status).toBe(422);
    const accepted = await fieldsCall('authorise', { client_secret: secondSecret, answer: 'accept' });
    expect(accepted.body.status).toBe('succeeded');
    const succeeded = await confirm(ready, secondId, accepted.body.reference ?? '');
    expect(succeeded.status).toBe(200);
    expect(succeeded.payment).toMatchObject({ status: 'succeeded' });
    expect((await pay(ready, 'key-card-3', { method: 'card', frequency: 'annual' })).status).toBe(409);

    const finalized = await service
      .api({ session: ready.session })
      .PUT('/v2/prospects/{id}/finalize', { params: { path: { id: ready.id } } });
    expect(finalized.response.status).toBe(200);
    expect(finalized.data?.data.client_id).toBe(ready.clientId);
    const prospect = await service.api().GET('/v2/prospects/{id}', { params: { path: { id: ready.id } } });
    expect(prospect.data?.data).toMatchObject({ status: 'client', is_client: true });
    // The welcome e-mail carries no password: its single-use link lets the client choose one.
    const token = await passwordLinkToken(service, { prospectId: ready.id });
    const chosen = await service.api().POST('/v2/clients/password', {
      body: { token, password: 'a passphrase of my own' },
    });
    expect(chosen.response.status).toBe(204);
    const [{ login: recipient } = { login: '' }] = await service.db.query<{ login: string }>(
      'SELECT login FROM clients WHERE id = $1',
      [ready.clientId],
    );
    const login = await service.api().POST('/v2/clients/authentication', {
      body: { login: recipient, password: 'a passphrase of my own' },
    });
    expect(login.response.status).toBe(200);
    expect(login.data?.data.client_id).toBe(ready.clientId);

    // The client comes back for a cheaper formula of the same product: an amendment with a refund.
    const cheaper = await prospectWithSession(service, {
      xsellSession: login.data?.data.session ?? '',
      formula: 'economic',
    });
    expect(cheaper.clientId).toBe(ready.clientId);
    const { options } = await paymentOptions(cheaper);
    expect(options).toMatchObject({ frequencies: ['amendment'], is_amendment: true });
    expect(options?.amounts[0]?.first_amount.amount).toBe(0);
    expect(options?.refund?.amount).toBeGreaterThan(0);
  });

  test('SEPA: IBAN checked, mandate reference, refund notice e-mailed', async () => {
    const target = await prospectWithSession(service, { email: 'sepa@example.com' });
    await signByCode(service, target);
    const response = await pay(target, 'key-sepa-1', {
      method: 'sepa',
      frequency: 'monthly',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      account_holder: 'Transports Lumière',
    });
    expect(response.status).toBe(201);
    // The debit is sent to the bank, which answers later (sepa-collection.test.ts).
    expect(response.payment).toMatchObject({
      method: 'sepa',
      status: 'processing',
      client_secret: null,
    });
    expect(response.payment?.mandate_reference).toMatch(/^SOUSCRIRE-\d{4}-\d{6}$/);
    const mail = await service.db.query<{ body: string }>(
      "SELECT body FROM outbox WHERE prospect_id = $1 AND kind = 'sepa-mandate'",
      [target.id],
    );
    expect(mail[0]?.body).toContain('dans les 8 semaines');
    const confirmed = await confirm(
      target,
      response.payment?.id ?? '',
      response.payment?.mandate_reference ?? '',
    );
    expect(confirmed.payment?.status).toBe('succeeded');
  });

  test('a cross-sell pays an amendment', async () => {
    const target = await prospectWithSession(service, {
      email: 'demo.client@example.com',
      xsellSession: await demoClientSession(service),
    });
    const { options } = await paymentOptions(target);
    expect(options).toMatchObject({ frequencies: ['amendment'], is_amendment: true });
    const amendment = options?.amounts[0];
    expect(amendment?.first_amount.amount).toBeLessThanOrEqual(amendment?.then_amount.amount ?? Number.NaN);
    const documents = await service
      .api({ session: target.session })
      .GET('/v2/prospects/{id}/documents', { params: { path: { id: target.id } } });
    expect(documents.data?.data.documents.at(-1)).toMatchObject({ id: 'amendment', is_amendment: true });
  });

  test.each([
    ['options', (target: Target) => paymentOptions(target)],
    ['payments', (target: Target) => pay(target, 'key-scope-1', { method: 'card', frequency: 'annual' })],
    ['confirmation', (target: Target) => confirm(target, 'pay_x', 'x')],
  ])('%s: no session 401, a session under another tenant 401', async (_, call) => {
    expect((await call({ id: ready.id, session: '' })).status).toBe(401);
    expect((await call({ ...ready, token: null })).status).toBe(401);
    expect((await call({ ...ready, token: 'dev-token-maif' })).status).toBe(401);
  });
});
