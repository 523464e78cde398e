import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoClientSession } from '../testing/journey.ts';
import { FLAG_USER_PRESENT, softwareAuthenticator } from '../testing/software-authenticator.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { MAX_PASSKEYS } from './passkeys.ts';

// Passkeys end to end through the HTTP API: a software authenticator answers the challenges with real ES256
// keys, and @simplewebauthn/server verifies them (docs/security.md, "Passkeys").

const ORIGIN = 'http://plussimple.localhost:5174';
let service: TestService;
let session: string;

beforeAll(async () => {
  service = await startTestService();
  session = await demoClientSession(service);
}, 120_000);
afterAll(() => service.close());

const asClient = (origin = ORIGIN, token = session) => ({
  headers: { 'x-client-session': token, origin },
});

async function registrationOptions(origin = ORIGIN) {
  const answer = await service.call('POST', '/v2/clients/me/passkeys/registration-options', asClient(origin));
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function authenticationOptions(origin = ORIGIN) {
  const answer = await service.call('POST', '/v2/clients/passkeys/authentication-options', {
    headers: { origin },
  });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

const signIn = (response: unknown, headers: Record<string, string> = {}) =>
  service.call('POST', '/v2/clients/passkeys/authentication', { body: { response }, headers });

const passkeys = async (token = session) =>
  (await service.call('GET', '/v2/clients/me/passkeys', asClient(ORIGIN, token))).body.data;

describe('adding a passkey', () => {
  test('keeps a verified passkey under its name, bound to the page’s host name', async () => {
    const authenticator = softwareAuthenticator();
    const options = await registrationOptions();
    expect(options.rp).toEqual({ name: expect.any(String), id: 'plussimple.localhost' });
    expect(options.user.name).toBe('demo.client@example.com');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const added = await service.call('POST', '/v2/clients/me/passkeys', {
      ...asClient(),
      body: { name: '  My phone ', response: authenticator.create(options, ORIGIN) },
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ name: 'My phone', last_used_at: null, backed_up: false });
    expect(await passkeys()).toEqual([added.body.data]);
    const [stored] = await service.db.query<{ rp_id: string; transports: string[] }>(
      'SELECT rp_id, transports FROM passkeys WHERE id = $1',
      [added.body.data.id],
    );
    expect(stored).toEqual({ rp_id: 'plussimple.localhost', transports: ['internal'] });
    // The next registration excludes it: the device does not register twice.
    const next = await registrationOptions();
    expect(next.excludeCredentials.map((credential: { id: string }) => credential.id)).toContain(
      (await service.db.query<{ credential_id: string }>('SELECT credential_id FROM passkeys'))[0]
        ?.credential_id,
    );
  });

  test('uses a challenge once, and only for the client and the purpose it was made for', async () => {
    const authenticator = softwareAuthenticator();
    const options = await registrationOptions();
    const response = authenticator.create(options, ORIGIN);
    const other = await demoClientSession(service, 'dev-token-plussimple');
    const add = (token: string) =>
      service.call('POST', '/v2/clients/me/passkeys', {
        ...asClient(ORIGIN, token),
        body: { name: 'Key', response },
      });
    // Another session of the same client is the same client: the challenge is its own.
    expect((await add(other)).status).toBe(201);
    const again = await add(session);
    expect([again.status, again.body.code]).toEqual([422, 'invalid_passkey']);
    // An authentication challenge does not register.
    const signing = await authenticationOptions();
    const misused = await service.call('POST', '/v2/clients/me/passkeys', {
      ...asClient(),
      body: {
        name: 'Key',
        response: authenticator.create({ ...options, challenge: signing.challenge }, ORIGIN),
      },
    });
    expect([misused.status, misused.body.code]).toEqual([422, 'invalid_passkey']);
  });

  test('refuses an expired challenge, another origin’s answer and an unverified user', async () => {
    const authenticator = softwareAuthenticator();
    const add = async (response: unknown) =>
      service.call('POST', '/v2/clients/me/passkeys', { ...asClient(), body: { name: 'Key', response } });
    const expired = await registrationOptions();
    await service.db.query(
      "UPDATE passkey_challenges SET created_at = now() - interval '6 minutes', expires_at = now() - interval '1 minute'",
    );
    expect((await add(authenticator.create(expired, ORIGIN))).body.code).toBe('invalid_passkey');
    const elsewhere = await registrationOptions();
    const phished = authenticator.create(elsewhere, 'http://plussimple.localhost:9999');
    expect((await add(phished)).body.code).toBe('invalid_passkey');
    const unverified = await registrationOptions();
    expect((await add(authenticator.create(unverified, ORIGIN, FLAG_USER_PRESENT))).body.code).toBe(
      'invalid_passkey',
    );
  });

  test('is offered only to a configured origin', async () => {
    const refused = await service.call('POST', '/v2/clients/me/passkeys/registration-options', {
      headers: { 'x-client-session': session, origin: 'https://evil.example' },
    });
    expect([refused.status, refused.body.code]).toEqual([422, 'origin_not_allowed']);
    const none = await service.call('POST', '/v2/clients/passkeys/authentication-options');
    expect([none.status, none.body.code]).toEqual([422, 'origin_not_allowed']);
  });

  test(`stops at ${MAX_PASSKEYS} passkeys per client`, async () => {
    const authenticator = softwareAuthenticator();
    let status = 201;
    while (status === 201) {
      const options = await registrationOptions();
      const added = await service.call('POST', '/v2/clients/me/passkeys', {
        ...asClient(),
        body: { name: 'Another key', response: authenticator.create(options, ORIGIN) },
      });
      status = added.status;
    }
    expect(status).toBe(409);
    expect(await passkeys()).toHaveLength(MAX_PASSKEYS);
    await service.db.query("DELETE FROM passkeys WHERE name = 'Another key'");
  });
});

describe('signing in with a passkey', () => {
  test('opens a session exactly as the password login does, and records the use', async () => {
    const authenticator = softwareAuthenticator();
    const added = await service.call('POST', '/v2/clients/me/passkeys', {
      ...asClient(),
      body: { name: 'Laptop', response: authenticator.create(await registrationOptions(), ORIGIN) },
    });
    const carried = await demoClientSession(service);
    const signed = await signIn(authenticator.get(await authenticationOptions(), ORIGIN), {
      'x-client-session': carried,
    });
    expect(signed.status).toBe(200);
    const fresh = signed.body.data.session;
    const me = await service.call('GET', '/v2/clients/me', { headers: { 'x-client-session': fresh } });
    expect(me.body.data.login).toBe('demo.client@example.com');
    // The session the call carried ends, as a password login rotates it.
    const old = await service.call('GET', '/v2/clients/me', { headers: { 'x-client-session': carried } });
    expect(old.status).toBe(401);
    const listed = (await passkeys(fresh)).find(
      (passkey: { id: string }) => passkey.id === added.body.data.id,
    );
    expect(listed.last_used_at).not.toBeNull();
  });

  test('refuses a replayed answer, a cloned authenticator’s counter and an unverified user', async () => {
    const authenticator = softwareAuthenticator();
    await service.call('POST', '/v2/clients/me/passkeys', {
      ...asClient(),
      body: { name: 'Tablet', response: authenticator.create(await registrationOptions(), ORIGIN) },
    });
    const answer = authenticator.get(await authenticationOptions(), ORIGIN);
    expect((await signIn(answer)).status).toBe(200);
    const replayed = await signIn(answer);
    expect([replayed.status, replayed.body.code]).toEqual([422, 'invalid_passkey']);
    authenticator.rewind(0);
    const cloned = await signIn(authenticator.get(await authenticationOptions(), ORIGIN));
    expect([cloned.status, cloned.body.code]).toEqual([401, 'invalid_credentials']);
    authenticator.rewind(100);
    const unverified = await signIn(
      authenticator.get(await authenticationOptions(), ORIGIN, FLAG_USER_PRESENT),
    );
    expect(unverified.status).toBe(401);
  });

  test('refuses a passkey of another tenant, a removed one, and another site’s', async () => {
    const authenticator = softwareAuthenticator();
    const added = await service.call('POST', '/v2/clients/me/passkeys', {
      ...asClient(),
      body: { name: 'Old key', response: authenticator.create(await registrationOptions(), ORIGIN) },
    });
    const maifOptions = await service.call('POST', '/v2/clients/passkeys/authentication-options', {
      token: 'dev-token-maif',
      headers: { origin: ORIGIN },
    });
    const foreign = await service.call('POST', '/v2/clients/passkeys/authentication', {
      token: 'dev-token-maif',
      body: { response: authenticator.get(maifOptions.body.data, ORIGIN) },
    });
    expect([foreign.status, foreign.body.code]).toEqual([401, 'invalid_credentials']);
    // A challenge made for another site's page (RP ID maif.localhost) finds no passkey of this one.
    const elsewhere = 'http://maif.localhost:5174';
    const other = await authenticationOptions(elsewhere);
    const crossSite = await signIn(authenticator.get({ ...other, rpId: 'plussimple.localhost' }, elsewhere));
    expect([crossSite.status, crossSite.body.code]).toEqual([401, 'invalid_credentials']);
    // Another client removing it changes nothing (204 alike); the client removing it ends its use.
    const stranger = (
      await service.call('POST', '/v2/clients/authentication', {
        body: { login: 'demo.client@example.com', password: 'souscrire-demo' },
        token: 'dev-token-maif',
      })
    ).body.data.session;
    const theirs = await service.call('DELETE', `/v2/clients/me/passkeys/${added.body.data.id}`, {
      token: 'dev-token-maif',
      headers: { 'x-client-session': stranger },
    });
    expect(theirs.status).toBe(204);
    expect((await passkeys()).map((passkey: { id: string }) => passkey.id)).toContain(added.body.data.id);
    const removed = await service.call('DELETE', `/v2/clients/me/passkeys/${added.body.data.id}`, asClient());
    expect(removed.status).toBe(204);
    expect((await passkeys()).map((passkey: { id: string }) => passkey.id)).not.toContain(added.body.data.id);
    const afterwards = await signIn(authenticator.get(await authenticationOptions(), ORIGIN));
    expect([afterwards.status, afterwards.body.code]).toEqual([401, 'invalid_credentials']);
  });
});
