import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createPasswordLink } from '../clients/password-links.ts';
import { passwordLinkToken } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// The demo client of plussimple (core-service seed): its password changes along this file's tests, in order.
const LOGIN = 'demo.client@example.com';
let password = 'souscrire-demo';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ CORE_RATE_LIMITS: 'passwordResetsPerLogin=3/3600' });
}, 120_000);
afterAll(() => service.close());

async function logIn(secret: string) {
  const answer = await service.api().POST('/v2/clients/authentication', {
    body: { login: LOGIN, password: secret },
  });
  return { status: answer.response.status, session: answer.data?.data.session ?? '' };
}

const resets = (recipient: string) =>
  service.db.query<{ body: string }>(
    "SELECT body FROM outbox WHERE recipient = $1 AND kind = 'password-reset'",
    [recipient],
  );

describe('a forgotten password', () => {
  test('answers 202 alike for a known and an unknown login, and e-mails only the account', async () => {
    const forgotten = (login: string) =>
      service.call('POST', '/v2/clients/password/forgotten', { body: { login } });
    const [known, unknown] = await Promise.all([
      forgotten(' Demo.Client@Example.com'),
      forgotten('nobody@x.fr'),
    ]);
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(known.body).toEqual(unknown.body);
    expect(await resets('nobody@x.fr')).toHaveLength(0);
    const [mail] = await resets(LOGIN);
    // The link leads to the customer space (outside production, the tenant's development address), in French.
    expect(mail?.body).toMatch(
      /http:\/\/plussimple\.localhost:5174\/fr-FR\/password\?token=[A-Za-z0-9_-]{43}\n/,
    );
    expect(mail?.body).not.toContain('{');
  });

  test('the link leads to the customer space that asked, when it is a known origin', async () => {
    const origin = 'http://plussimple.localhost:6174';
    const asked = await service.call('POST', '/v2/clients/password/forgotten', {
      body: { login: LOGIN },
      headers: { origin },
    });
    expect(asked.status).toBe(202);
    const body = (await resets(LOGIN)).map((mail) => mail.body).join('\n');
    expect(body).toContain(`${origin}/fr-FR/password?token=`);
  });

  test('is limited per login, known or not: the same 429 for both', async () => {
    const forgotten = (login: string) =>
      service.call('POST', '/v2/clients/password/forgotten', { body: { login } });
    expect((await forgotten(LOGIN)).status).toBe(202);
    expect((await forgotten(LOGIN)).status).toBe(429);
    for (const _ of [1, 2, 3]) await forgotten('nobody@x.fr');
    expect((await forgotten('nobody@x.fr')).status).toBe(429);
  });

  test("the link sets the password once, ends the client's sessions, and the old password stops working", async () => {
    const before = await logIn(password);
    expect(before.status).toBe(200);
    const token = await passwordLinkToken(service, { recipient: LOGIN }, 'password-reset');
    const set = (secret: string) =>
      service.api().POST('/v2/clients/password', { body: { token, password: secret } });
    expect((await set('a new passphrase')).response.status).toBe(204);
    expect((await service.api({ session: before.session }).GET('/v2/clients/me')).response.status).toBe(401);
    expect((await logIn(password)).status).toBe(401);
    password = 'a new passphrase';
    expect((await logIn(password)).status).toBe(200);
    // Once: the same link again, or any other link of the account made before it, is refused alike.
    const again = await set('someone else');
    expect(again.response.status).toBe(422);
    expect(again.error).toMatchObject({
      code: 'invalid_password_link',
      errors: { token: [expect.any(String)] },
    });
    expect((await logIn(password)).status).toBe(200);
  });

  test('an expired link is refused like an unknown one', async () => {
    const clients = await service.db.query<{ id: string }>('SELECT id FROM clients WHERE lower(login) = $1', [
      LOGIN,
    ]);
    const token = await createPasswordLink(service.db, { id: 'plussimple' }, clients[0]?.id ?? '', 'reset');
    await service.db.query(
      "UPDATE password_links SET created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour' WHERE used_at IS NULL",
    );
    const late = await service
      .api()
      .POST('/v2/clients/password', { body: { token, password: 'too late now' } });
    expect(late.response.status).toBe(422);
    expect(late.error).toMatchObject({ code: 'invalid_password_link' });
  });

  test('a password shorter than 8 characters is refused by the contract', async () => {
    const short = await service.call('POST', '/v2/clients/password', {
      body: { token: 'abc', password: 'short' },
    });
    expect(short.status).toBe(422);
    expect(short.body).toMatchObject({ errors: { password: [expect.any(String)] } });
  });
});

describe('changing the password', () => {
  test('needs the current one, keeps the session that asks and ends the others', async () => {
    const here = await logIn(password);
    const elsewhere = await logIn(password);
    const change = (current: string, next: string) =>
      service.api({ session: here.session }).PUT('/v2/clients/me/password', {
        body: { current_password: current, new_password: next },
      });
    const wrong = await change('not the password', 'another passphrase');
    expect(wrong.response.status).toBe(422);
    expect(wrong.error).toMatchObject({
      code: 'invalid_credentials',
      errors: { current_password: [expect.any(String)] },
    });
    expect((await change(password, 'another passphrase')).response.status).toBe(204);
    expect((await service.api({ session: here.session }).GET('/v2/clients/me')).response.status).toBe(200);
    expect((await service.api({ session: elsewhere.session }).GET('/v2/clients/me')).response.status).toBe(
      401,
    );
    expect((await logIn(password)).status).toBe(401);
    expect((await logIn('another passphrase')).status).toBe(200);
  });

  test('needs a client session', async () => {
    const anonymous = await service.call('PUT', '/v2/clients/me/password', {
      body: { current_password: 'x', new_password: 'long enough' },
    });
    expect(anonymous.status).toBe(401);
  });
});
