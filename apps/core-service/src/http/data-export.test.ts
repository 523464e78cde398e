import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prospectWithSession, signPayFinalize } from '../testing/journey.ts';
import { lastSmsCode } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

describe('GET v2/clients/me/data', () => {
  test("answers the client's account and each contract with its answers, signature record and payment reference, as a file, with no secret", async () => {
    const email = 'export.client@example.com';
    const ready = await prospectWithSession(service, { email });
    const session = await signPayFinalize(service, ready, (id) => lastSmsCode(service.db, id));
    const answer = await service.call('GET', '/v2/clients/me/data', {
      headers: { 'x-client-session': session },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="my-data.json"');
    const { data } = answer.body;
    expect(data.client.login).toBe(email);
    expect(Date.parse(data.exported_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(data.contracts).toHaveLength(1);
    const [entry] = data.contracts;
    expect(entry.contract.prospect_id).toBe(ready.id);
    expect(entry.contract.number).toMatch(/^PLUSSIMPLE-/);
    expect(entry.subscription.id).toBe(ready.id);
    expect(entry.subscription.email).toBe(email);
    // How it was signed: the masked phone, the codes and attempts, the address; the SEPA mandate's reference.
    expect(entry.signature.phone).not.toMatch(/\d{6}/);
    expect(entry.signature.codes_sent).toBe(1);
    expect(entry.signature.ip_address).toBeTruthy();
    expect(entry.payment).toMatchObject({ method: 'sepa', reference: expect.stringMatching(/\S/) });
    // No secret: no password hash, no proof, no session token, no SMS code's hash.
    const text = new TextDecoder().decode(answer.bytes);
    for (const secret of ['password_hash', 'scrypt', session, ready.proof, 'code_hash']) {
      expect(text).not.toContain(secret);
    }
  });

  test('needs a client session', async () => {
    expect((await service.call('GET', '/v2/clients/me/data')).status).toBe(401);
  });
});
