import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prospectWithSession } from '../testing/journey.ts';
import { consentToSign, lastSmsCode } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
let ready: Awaited<ReturnType<typeof prospectWithSession>>;
beforeAll(async () => {
  service = await startTestService();
  ready = await prospectWithSession(service);
}, 120_000);
afterAll(() => service.close());

const JOURNEY = 'http://plussimple.localhost:5173';

/** The signature calls of a prospect through the contract's typed client, with a session unless given none. */
function signature(target: { id: string; session?: string }, options: { token?: string | null } = {}) {
  const api = service.api({
    ...options,
    ...(target.session === undefined ? {} : { session: target.session }),
  });
  const path = { params: { path: { id: target.id } } };
  return {
    start: (headers: Record<string, string> = {}) =>
      api.POST('/v2/prospects/{id}/signature', { ...path, headers }),
    sendCode: () => api.POST('/v2/prospects/{id}/signature/code', path),
    verify: (code: string) =>
      api.POST('/v2/prospects/{id}/signature/code/verify', { ...path, body: { code } }),
  };
}

describe('signature sandbox', () => {
  let frame: string;
  test('start answers an embeddable signing page served by the core', async () => {
    const { data, response } = await signature(ready).start({ origin: JOURNEY });
    expect(response.status).toBe(201);
    expect(data?.data).toMatchObject({ status: 'pending', id: expect.stringMatching(/^sig_/) });
    frame = data?.data.frame_url ?? '';
    // The page's language rides on the frame's address (the browser's own may differ).
    expect(frame).toBe(`http://localhost/sandbox/signature/${data?.data.id}?lang=fr`);
    // The signing page is the sandbox provider's, outside the contract: read raw.
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
    // The page tells the journey its height (the frame sizes to it): one script, allowed by its nonce, that
    // posts only to the journey's origin.
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(csp).toContain(`script-src 'nonce-${nonce}'`);
    expect(html).toContain(`type:'souscrire:signing-frame-size'`);
    expect(html).toContain(`,"${JOURNEY}");`);
    const german = await (await service.app.request(frame.replace('lang=fr', 'lang=de'))).text();
    expect(german).toContain('Besondere Versicherungsbedingungen (Ausgewogen)');
    expect(german).toContain('>Unterschreiben</button>');
  });

  test("without an Origin, the frame's referrer tells where to return; a malformed one is ignored", async () => {
    const target = await prospectWithSession(service, { email: 'referrer@example.com' });
    const started = await signature(target).start();
    const url = started.data?.data.frame_url ?? '';
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
    await service.api().PUT('/v2/prospects/{id}/sanction-beneficiaries', {
      params: { path: { id: target.id } },
      body: { beneficiaries: [] },
    });
    const { error, response } = await signature(target).start();
    expect(response.status).toBe(422);
    expect(error).toMatchObject({
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
    const sent = await signature(ready).sendCode();
    expect(sent.response.status).toBe(200);
    expect(sent.data?.data).toEqual({ retry_in: 30, phone_hint: '+33 6 •• •• •• 78' });
    const stored = await service.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM signatures WHERE prospect_id = $1',
      [ready.id],
    );
    expect(stored.map((row) => row.code_hash)).not.toContain(await lastSmsCode(service.db, ready.id));
    const again = await signature(ready).sendCode();
    expect(again.response.status).toBe(429);
    expect(Number(again.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(again.error?.code).toBe('too_many_requests');
  });

  test('wrong codes answer 422; 10 tries per signature in all, a resend does not reset them; then a new start', async () => {
    const { verify, sendCode, start } = signature(ready);
    const lastSms = () => lastSmsCode(service.db, ready.id);
    const resend = async () => {
      await service.db.query(
        "UPDATE signatures SET code_sent_at = now() - interval '31 seconds' WHERE prospect_id = $1",
        [ready.id],
      );
      return (await sendCode()).response.status;
    };
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { error, response } = await verify(wrongFor(await lastSms()));
      expect(response.status).toBe(422);
      expect(error?.errors).toEqual({ code: ['This code is not valid'] });
    }
    // A new code does not give new attempts: the count is the signature's.
    expect(await resend()).toBe(200);
    for (let attempt = 6; attempt <= 10; attempt += 1) {
      expect((await verify(wrongFor(await lastSms()))).response.status).toBe(422);
    }
    const exhausted = await verify(await lastSms());
    expect(exhausted.response.status).toBe(429);
    expect(exhausted.error?.code).toBe('too_many_attempts');
    expect(Number(exhausted.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await resend()).toBe(200);
    expect((await verify(await lastSms())).response.status).toBe(429);
    // Starting the signature again gives a new signature with its own caps (and asks the page's consent again).
    const restarted = await start();
    expect(restarted.response.status).toBe(201);
    await consentToSign(service, restarted.data?.data.frame_url ?? '');
    expect((await sendCode()).response.status).toBe(200);
    const signed = await verify(await lastSms());
    expect(signed.response.status).toBe(200);
    expect(signed.data?.data.status).toBe('signed');
    // Once signed, no SMS of this prospect keeps a code in clear.
    const kept = await service.db.query<{ body: string }>(
      "SELECT body FROM outbox WHERE prospect_id = $1 AND kind = 'signature-code'",
      [ready.id],
    );
    expect(kept.length).toBeGreaterThan(0);
    for (const row of kept) expect(row.body).not.toMatch(/\d{6}/);
    const change = await service.api().PUT('/v2/prospects/{id}/offer', {
      params: { path: { id: ready.id } },
      body: { formula: 'complete', excess_level: 'standard', options: [] },
    });
    expect(change.response.status).toBe(409);
  });

  test('verify with a code of the wrong length answers 422', async () => {
    expect((await signature(ready).verify('12')).response.status).toBe(422);
  });

  // Bodies outside the contract's types (no code, malformed JSON): sent untyped on purpose.
  test.each([
    [{}, 422],
    ['{', 400],
  ])('verify with %o answers %i', async (body, status) => {
    const response = await service.call('POST', `/v2/prospects/${ready.id}/signature/code/verify`, {
      headers: { 'x-client-session': ready.session },
      body,
    });
    expect(response.status).toBe(status);
  });

  test.each([
    ['/signature', (calls: ReturnType<typeof signature>) => calls.start()],
    ['/signature/code', (calls: ReturnType<typeof signature>) => calls.sendCode()],
    ['/signature/code/verify', (calls: ReturnType<typeof signature>) => calls.verify('123456')],
  ])('POST %s: no session 401, a session under another tenant 401', async (_, call) => {
    expect((await call(signature({ id: ready.id }))).response.status).toBe(401);
    expect((await call(signature(ready, { token: null }))).response.status).toBe(401);
    expect((await call(signature(ready, { token: 'dev-token-maif' }))).response.status).toBe(401);
  });
});
