import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoClientSession, prospectWithSession } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
let ready: Awaited<ReturnType<typeof prospectWithSession>>;
beforeAll(async () => {
  service = await startTestService();
  ready = await prospectWithSession(service);
}, 120_000);
afterAll(() => service.close());

const JOURNEY = 'http://plussimple.localhost:5173';
const headers = (session: string, extra: Record<string, string> = {}) => ({
  'x-client-session': session,
  ...extra,
});

async function lastSms(prospectId: string): Promise<string> {
  const rows = await service.db.query<{ body: string }>(
    "SELECT body FROM outbox WHERE prospect_id = $1 AND channel = 'sms' ORDER BY created_at DESC LIMIT 1",
    [prospectId],
  );
  const code = /(\d{6})/.exec(rows[0]?.body ?? '')?.[1];
  if (code === undefined) throw new Error('no SMS code in the outbox');
  return code;
}

/** Signs a prospect's documents: start, SMS code, verify (as the signature screen does). */
async function sign(target: { id: string; session: string }) {
  const base = `/v2/prospects/${target.id}/signature`;
  expect((await service.call('POST', base, { headers: headers(target.session) })).status).toBe(201);
  expect((await service.call('POST', `${base}/code`, { headers: headers(target.session) })).status).toBe(200);
  const verified = await service.call('POST', `${base}/code/verify`, {
    headers: headers(target.session),
    body: { code: await lastSms(target.id) },
  });
  expect(verified.body.data.status).toBe('signed');
}

describe('signature sandbox', () => {
  let frame: string;
  test('start answers an embeddable signing page served by the core', async () => {
    const response = await service.call('POST', `/v2/prospects/${ready.id}/signature`, {
      headers: headers(ready.session, { origin: JOURNEY }),
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ status: 'pending', id: expect.stringMatching(/^sig_/) });
    frame = response.body.data.frame_url;
    // issue 19: the page's language rides on the frame's address (the browser's own may differ).
    expect(frame).toBe(`http://localhost/sandbox/signature/${response.body.data.id}?lang=fr`);
    const page = await service.app.request(frame, { headers: { 'accept-language': 'en-US' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Conditions particulières (Équilibrée)');
    expect(html).toContain('>Signer</button>');
    // The tenant's colour and name, allowed by the page's CSP.
    expect(html).toContain('button{background:#6b2fbf}');
    expect(html).toContain('+Simple');
    // The tenant's own mark, served by the journey that framed the page, and only that origin's images.
    expect(html).toContain(`<img src="${JOURNEY}/favicon.ico" alt="">`);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`img-src ${JOURNEY}`);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    const german = await (await service.app.request(frame.replace('lang=fr', 'lang=de'))).text();
    expect(german).toContain('Besondere Versicherungsbedingungen (Ausgewogen)');
    expect(german).toContain('>Unterschreiben</button>');
  });

  test("without an Origin, the frame's referrer tells where to return; a malformed one is ignored", async () => {
    const target = await prospectWithSession(service, { email: 'referrer@example.com' });
    const started = await service.call('POST', `/v2/prospects/${target.id}/signature`, {
      headers: headers(target.session),
    });
    const url = started.body.data.frame_url;
    expect((await service.app.request(url, { headers: { referer: 'not a url' } })).status).toBe(200);
    await service.app.request(url, {
      headers: { referer: 'http://maif.localhost:5173/fr-FR/souscription/x/signature' },
    });
    const signed = await service.app.request(`${new URL(url).pathname}/sign`, { method: 'POST' });
    expect(signed.headers.get('location')).toMatch(
      /^http:\/\/maif\.localhost:5173\/internal\/callback\/signature\?/,
    );
  });

  test('a subscription that is no longer complete cannot start a signature (422)', async () => {
    const target = await prospectWithSession(service, { email: 'incomplete@example.com' });
    await service.call('PUT', `/v2/prospects/${target.id}/sanction-beneficiaries`, {
      body: { beneficiaries: [] },
    });
    const response = await service.call('POST', `/v2/prospects/${target.id}/signature`, {
      headers: headers(target.session),
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      message: 'Subscription is not valid',
      errors: { beneficiaries: ['The beneficial owners are not declared'] },
    });
  });

  test("the page's sign button returns to the journey's signature callback", async () => {
    const response = await service.app.request(`${new URL(frame).pathname}/sign`, { method: 'POST' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(`${JOURNEY}/internal/callback/signature`);
    expect(location.searchParams.get('prospect_id')).toBe(ready.id);
    expect(location.searchParams.get('event')).toBe('signing');
  });

  test('the SMS code: sent once, 429 with Retry-After when asked again too soon', async () => {
    const sent = await service.call('POST', `/v2/prospects/${ready.id}/signature/code`, {
      headers: headers(ready.session),
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ retry_in: 30, phone_hint: '+33 6 •• •• •• 78' });
    const stored = await service.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM signatures WHERE prospect_id = $1',
      [ready.id],
    );
    expect(stored.map((row) => row.code_hash)).not.toContain(await lastSms(ready.id));
    const again = await service.call('POST', `/v2/prospects/${ready.id}/signature/code`, {
      headers: headers(ready.session),
    });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(again.body.code).toBe('too_many_requests');
  });

  test('wrong codes answer 422; 10 tries per signature in all, a resend does not reset them; then a new start', async () => {
    const verify = (code: string) =>
      service.call('POST', `/v2/prospects/${ready.id}/signature/code/verify`, {
        headers: headers(ready.session),
        body: { code },
      });
    const resend = async () => {
      await service.db.query(
        "UPDATE signatures SET code_sent_at = now() - interval '31 seconds' WHERE prospect_id = $1",
        [ready.id],
      );
      return service.call('POST', `/v2/prospects/${ready.id}/signature/code`, {
        headers: headers(ready.session),
      });
    };
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verify(wrongFor(await lastSms(ready.id)));
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ code: ['This code is not valid'] });
    }
    // A new code does not give new attempts: the count is the signature's.
    expect((await resend()).status).toBe(200);
    for (let attempt = 6; attempt <= 10; attempt += 1) {
      expect((await verify(wrongFor(await lastSms(ready.id)))).status).toBe(422);
    }
    const exhausted = await verify(await lastSms(ready.id));
    expect(exhausted.status).toBe(429);
    expect(exhausted.body.code).toBe('too_many_attempts');
    expect(Number(exhausted.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await resend()).status).toBe(200);
    expect((await verify(await lastSms(ready.id))).status).toBe(429);
    // Starting the signature again gives a new signature with its own caps.
    expect(
      (await service.call('POST', `/v2/prospects/${ready.id}/signature`, { headers: headers(ready.session) }))
        .status,
    ).toBe(201);
    expect(
      (
        await service.call('POST', `/v2/prospects/${ready.id}/signature/code`, {
          headers: headers(ready.session),
        })
      ).status,
    ).toBe(200);
    const signed = await verify(await lastSms(ready.id));
    expect(signed.status).toBe(200);
    expect(signed.body.data.status).toBe('signed');
    // Once signed, no SMS of this prospect keeps a code in clear.
    const kept = await service.db.query<{ body: string }>(
      "SELECT body FROM outbox WHERE prospect_id = $1 AND kind = 'signature-code'",
      [ready.id],
    );
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept) expect(row.body).not.toMatch(/\d{6}/);
    const change = await service.call('PUT', `/v2/prospects/${ready.id}/offer`, {
      body: { formula: 'complete', excess_level: 'standard', options: [] },
    });
    expect(change.status).toBe(409);
  });

  test.each([
    [{ code: '12' }, 422],
    [{}, 422],
    ['{', 400],
  ])('verify with %o answers %i', async (body, status) => {
    const response = await service.call('POST', `/v2/prospects/${ready.id}/signature/code/verify`, {
      headers: headers(ready.session),
      body,
    });
    expect(response.status).toBe(status);
  });

  test.each([
    ['/signature', undefined],
    ['/signature/code', undefined],
    ['/signature/code/verify', { code: '123456' }],
  ])('POST %s: no session 401, a session under another tenant 401', async (suffix, body) => {
    const path = `/v2/prospects/${ready.id}${suffix}`;
    expect((await service.call('POST', path, { body })).status).toBe(401);
    expect(
      (await service.call('POST', path, { body, token: null, headers: headers(ready.session) })).status,
    ).toBe(401);
    expect(
      (await service.call('POST', path, { body, token: 'dev-token-maif', headers: headers(ready.session) }))
        .status,
    ).toBe(401);
  });
});

describe('payment sandbox', () => {
  const pay = (target: { id: string; session: string }, key: string, body: unknown) =>
    service.call('POST', `/v2/prospects/${target.id}/payments`, {
      headers: headers(target.session, { 'idempotency-key': key }),
      body,
    });

  test('options: methods, frequencies, first and later amounts with fees, 8-week SEPA refund notice', async () => {
    const response = await service.call('GET', `/v2/prospects/${ready.id}/payment/options`, {
      headers: headers(ready.session),
    });
    expect(response.status).toBe(200);
    const options = response.body.data;
    expect(options).toMatchObject({
      methods: ['card', 'sepa'],
      frequencies: ['annual', 'biannually', 'quarterly', 'monthly'],
      fees_included: true,
      refund: null,
      is_amendment: false,
      sepa_refund_weeks: 8,
    });
    const monthly = options.amounts.find((entry: { frequency: string }) => entry.frequency === 'monthly');
    expect(monthly.first_amount.amount).toBe(monthly.then_amount.amount + monthly.fees.amount);
  });

  test('paying before signing answers 422; without Idempotency-Key 400', async () => {
    const unsigned = await prospectWithSession(service, { email: 'unsigned@example.com' });
    const response = await pay(unsigned, 'key-unsigned-1', { method: 'card', frequency: 'annual' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ signature: ['The documents must be signed before paying'] });
    const noKey = await service.call('POST', `/v2/prospects/${ready.id}/payments`, {
      headers: headers(ready.session),
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
    [{ method: 'cash', frequency: 'annual' }, 'method', undefined],
  ])('%o answers 422 on %s', async (body, field, message) => {
    const response = await pay(ready, `key-invalid-${field}-${String(body.method)}`, body);
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain(field);
    if (message !== undefined) expect(response.body.errors[field]).toEqual([message]);
  });

  test("the provider's script and card fields: framed by the journeys only, in the page's language", async () => {
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
    expect(declined.body.data).toMatchObject({
      method: 'card',
      status: 'requires_action',
      mandate_reference: null,
    });
    const replay = await pay(ready, 'key-card-1', { method: 'card', frequency: 'monthly' });
    expect(replay.body).toEqual(declined.body);
    expect((await pay(ready, 'key-card-1', { method: 'card', frequency: 'annual' })).status).toBe(409);

    // The card fields' own calls, as card-fields.js makes them from the provider's frame.
    const fieldsCall = async (path: 'confirm' | 'authorise', body: Record<string, string>) => {
      const response = await service.app.request(`/sandbox/payment-provider/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, string> };
    };
    const provider = (clientSecret: string, card: string) =>
      fieldsCall('confirm', {
        client_secret: clientSecret,
        publishable_key: 'pk_test_souscrire_sandbox',
        locale: 'en',
        card_number: card,
      });
    const confirm = (payment: string, ref: string) =>
      service.call('POST', `/v2/prospects/${ready.id}/payments/${payment}/confirmation`, {
        headers: headers(ready.session),
        body: { provider_reference: ref },
      });

    const secret = declined.body.data.client_secret;
    expect((await provider(`${secret}x`, '4242424242424242')).status).toBe(404);
    expect((await provider(secret, '4242424242424243')).status).toBe(422);
    const declinedAnswer = await provider(secret, '4000 0000 0000 0002');
    expect(declinedAnswer.body).toMatchObject({
      status: 'failed',
      reference: expect.stringMatching(/^pi_sandbox_/),
    });
    expect((await provider(secret, '4242424242424242')).status).toBe(409);
    expect((await confirm(declined.body.data.id, 'pi_wrong')).status).toBe(422);
    const failed = await confirm(declined.body.data.id, declinedAnswer.body.reference ?? '');
    expect(failed.body.data.status).toBe('failed');

    const second = await pay(ready, 'key-card-2', { method: 'card', frequency: 'annual' });
    const secondSecret = second.body.data.client_secret;
    expect((await fieldsCall('authorise', { client_secret: secondSecret, answer: 'accept' })).status).toBe(
      409,
    );
    const authorisation = await provider(secondSecret, '4000002500003155');
    expect(authorisation.body).toEqual({ status: 'requires_authorisation', amount: '€0.00' });
    // Asked, not yet answered: the core cannot be told it succeeded.
    const pending = await service.db.query<{ provider_reference: string }>(
      'SELECT provider_reference FROM payments WHERE id = $1',
      [second.body.data.id],
    );
    expect((await confirm(second.body.data.id, pending[0]?.provider_reference ?? '')).status).toBe(422);
    const accepted = await fieldsCall('authorise', { client_secret: secondSecret, answer: 'accept' });
    expect(accepted.body.status).toBe('succeeded');
    const succeeded = await confirm(second.body.data.id, accepted.body.reference ?? '');
    expect(succeeded.status).toBe(200);
    expect(succeeded.body.data).toMatchObject({ status: 'succeeded' });
    expect((await pay(ready, 'key-card-3', { method: 'card', frequency: 'annual' })).status).toBe(409);

    const finalized = await service.call('PUT', `/v2/prospects/${ready.id}/finalize`, {
      headers: headers(ready.session),
    });
    expect(finalized.status).toBe(200);
    expect(finalized.body.data.client_id).toBe(ready.clientId);
    const prospect = await service.call('GET', `/v2/prospects/${ready.id}`);
    expect(prospect.body.data).toMatchObject({ status: 'client', is_client: true });
    const welcome = await service.db.query<{ body: string; recipient: string }>(
      "SELECT body, recipient FROM outbox WHERE prospect_id = $1 AND kind = 'welcome'",
      [ready.id],
    );
    // No Accept-Language on the call: the e-mail is in the tenant's language (plussimple: French).
    const password = /Mot de passe : (\S+)/.exec(welcome[0]?.body ?? '')?.[1] ?? '';
    const login = await service.call('POST', '/v2/clients/authentication', {
      body: { login: welcome[0]?.recipient, password },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.client_id).toBe(ready.clientId);

    // The client comes back for a cheaper formula of the same product: an amendment with a refund.
    const cheaper = await prospectWithSession(service, {
      xsellSession: login.body.data.session,
      formula: 'economic',
    });
    expect(cheaper.clientId).toBe(ready.clientId);
    const options = await service.call('GET', `/v2/prospects/${cheaper.id}/payment/options`, {
      headers: headers(cheaper.session),
    });
    expect(options.body.data).toMatchObject({ frequencies: ['amendment'], is_amendment: true });
    expect(options.body.data.amounts[0].first_amount.amount).toBe(0);
    expect(options.body.data.refund.amount).toBeGreaterThan(0);
  });

  test('SEPA: IBAN checked, mandate reference, refund notice e-mailed', async () => {
    const target = await prospectWithSession(service, { email: 'sepa@example.com' });
    await sign(target);
    const response = await pay(target, 'key-sepa-1', {
      method: 'sepa',
      frequency: 'monthly',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      account_holder: 'Transports Lumière',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      method: 'sepa',
      status: 'succeeded',
      client_secret: null,
    });
    expect(response.body.data.mandate_reference).toMatch(/^SOUSCRIRE-\d{4}-\d{6}$/);
    const mail = await service.db.query<{ body: string }>(
      "SELECT body FROM outbox WHERE prospect_id = $1 AND kind = 'sepa-mandate'",
      [target.id],
    );
    expect(mail[0]?.body).toContain('dans les 8 semaines');
    const confirmed = await service.call(
      'POST',
      `/v2/prospects/${target.id}/payments/${response.body.data.id}/confirmation`,
      {
        headers: headers(target.session),
        body: { provider_reference: response.body.data.mandate_reference },
      },
    );
    expect(confirmed.body.data.status).toBe('succeeded');
  });

  test('a cross-sell pays an amendment', async () => {
    const target = await prospectWithSession(service, {
      email: 'demo.client@example.com',
      xsellSession: await demoClientSession(service),
    });
    const options = await service.call('GET', `/v2/prospects/${target.id}/payment/options`, {
      headers: headers(target.session),
    });
    expect(options.body.data).toMatchObject({ frequencies: ['amendment'], is_amendment: true });
    const amendment = options.body.data.amounts[0];
    expect(amendment.first_amount.amount).toBeLessThanOrEqual(amendment.then_amount.amount);
    const documents = await service.call('GET', `/v2/prospects/${target.id}/documents`, {
      headers: headers(target.session),
    });
    expect(documents.body.data.documents.at(-1)).toMatchObject({ id: 'amendment', is_amendment: true });
  });

  test.each([
    ['GET', '/payment/options', undefined],
    ['POST', '/payments', { method: 'card', frequency: 'annual' }],
    ['POST', '/payments/pay_x/confirmation', { provider_reference: 'x' }],
  ])('%s %s: no session 401, a session under another tenant 401', async (method, suffix, body) => {
    const path = `/v2/prospects/${ready.id}${suffix}`;
    const extra = { 'idempotency-key': 'key-scope-1' };
    expect((await service.call(method, path, { body, headers: extra })).status).toBe(401);
    expect(
      (await service.call(method, path, { body, token: null, headers: headers(ready.session, extra) }))
        .status,
    ).toBe(401);
    expect(
      (
        await service.call(method, path, {
          body,
          token: 'dev-token-maif',
          headers: headers(ready.session, extra),
        })
      ).status,
    ).toBe(401);
  });
});
