import { afterAll, beforeAll, expect, test } from 'vitest';
import { passwordLinkToken, prospectWithSession, signPayFinalize } from '../testing/journey.ts';
import { lastSmsCode } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ CORE_RATE_LIMITS: 'emailChangesPerClient=3/3600' });
}, 120_000);
afterAll(() => service.close());

/** A client with an active contract, the session its finalization answered, and its subscription. */
async function client(email: string) {
  const ready = await prospectWithSession(service, { email });
  const session = await signPayFinalize(service, ready, (id) => lastSmsCode(service.db, id));
  return { session, clientId: ready.clientId, prospectId: ready.id };
}

const put = (session: string, body: unknown, locale = 'fr') =>
  service.call('PUT', '/v2/clients/me/contact', {
    headers: { 'x-client-session': session, 'accept-language': locale },
    body,
  });
const me = async (session: string) =>
  (await service.call('GET', '/v2/clients/me', { headers: { 'x-client-session': session } })).body.data;
const confirm = (token: string) =>
  service.call('POST', '/v2/clients/email-confirmation', { body: { token } });

/** The token of the latest confirmation link e-mailed to `recipient`. */
async function linkToken(recipient: string): Promise<string> {
  const [mail] = await service.db.query<{ body: string }>(
    `SELECT body FROM outbox WHERE recipient = $1 AND kind = 'email-change' ORDER BY created_at DESC LIMIT 1`,
    [recipient],
  );
  const token = /\/email\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
  if (token === undefined) throw new Error(`no confirmation link to ${recipient}`);
  return token;
}

const changesOf = async (clientId: string) =>
  (
    await service.db.query<{ change: string; changed_by: string }>(
      'SELECT change, changed_by FROM self_service_changes WHERE client_id = $1 ORDER BY id',
      [clientId],
    )
  ).map((row) => `${row.change} by ${row.changed_by}`);

test('the phone changes at once, a mobile number kept in E.164; another number answers 422 on phone', async () => {
  const { session, clientId } = await client('phone.change@example.com');
  expect((await me(session)).phone).toBe('+33612345678');
  const answer = await put(session, { phone: '07 98 76 54 32' });
  expect(answer.status).toBe(200);
  expect(answer.body.data).toMatchObject({ phone: '+33798765432', pending_email: null });
  expect((await me(session)).phone).toBe('+33798765432');

  const landline = await put(session, { phone: '01 45 45 32 45' });
  expect(landline.status).toBe(422);
  expect(landline.body.errors).toHaveProperty('phone');
  expect(await changesOf(clientId)).toEqual(['contact_changed by session']);
});

test('a new e-mail is pending until its link is opened; then it is the login, once', async () => {
  const old = 'old.address@example.com';
  const { session, clientId, prospectId } = await client(old);
  // The client chooses a password (the welcome link), to log in with the e-mail.
  const welcome = await passwordLinkToken(service, { prospectId });
  const password = 'a passphrase of mine';
  expect(
    (await service.call('POST', '/v2/clients/password', { body: { token: welcome, password } })).status,
  ).toBe(204);
  const login = await service.call('POST', '/v2/clients/authentication', { body: { login: old, password } });
  const live = String(login.body.data.session);

  const fresh = 'New.Address@Example.com';
  const asked = await put(live, { email: fresh }, 'it');
  expect(asked.status).toBe(200);
  expect(asked.body.data).toMatchObject({ login: old, pending_email: 'new.address@example.com' });

  // The link goes to the new address in the page's language; the old address is told.
  const [mail] = await service.db.query<{ subject: string; body: string }>(
    `SELECT subject, body FROM outbox WHERE recipient = 'new.address@example.com' AND kind = 'email-change'`,
  );
  expect(mail?.subject).toBe('+Simple: confermi il suo nuovo indirizzo e-mail');
  expect(mail?.body).toContain('/it-FR/email?token=');
  const notices = await service.db.query(
    `SELECT 1 FROM outbox WHERE recipient = $1 AND kind = 'email-change-notice'`,
    [old],
  );
  expect(notices).toHaveLength(1);

  const token = await linkToken('new.address@example.com');
  const confirmed = await confirm(token);
  expect(confirmed.status).toBe(200);
  expect(confirmed.body.data).toEqual({ login: 'new.address@example.com' });
  expect(await me(live)).toMatchObject({ login: 'new.address@example.com', pending_email: null });

  // The login is the new e-mail: it opens the account, the old one no longer does.
  const withNew = await service.call('POST', '/v2/clients/authentication', {
    body: { login: 'new.address@example.com', password },
  });
  expect(withNew.status).toBe(200);
  const withOld = await service.call('POST', '/v2/clients/authentication', {
    body: { login: old, password },
  });
  expect(withOld.status).toBe(401);

  // Once: the used link answers 422 with one code.
  const reused = await confirm(token);
  expect(reused.status).toBe(422);
  expect(reused.body).toMatchObject({ code: 'invalid_email_link' });
  expect(reused.body.errors).toHaveProperty('token');
  expect(await changesOf(clientId)).toEqual([
    'password_changed by link',
    'email_change_requested by session',
    'email_confirmed by link',
  ]);

  // The data export lists the changes, newest first.
  const exported = await service.call('GET', '/v2/clients/me/data', {
    headers: { 'x-client-session': live },
  });
  expect(exported.body.data.changes.map((entry: { change: string }) => entry.change)).toEqual([
    'email_confirmed',
    'email_change_requested',
    'password_changed',
  ]);
  expect(session).not.toBe(live);
});

test('an expired link answers 422; an address another account uses gets a notice and no link', async () => {
  const { session } = await client('expiring@example.com');
  await put(session, { email: 'later@example.com' });
  const token = await linkToken('later@example.com');
  await service.db.query(
    "UPDATE email_change_links SET created_at = now() - interval '49 hours', expires_at = now() - interval '1 hour' WHERE new_email = 'later@example.com'",
  );
  expect((await me(session)).pending_email).toBeNull();
  const expired = await confirm(token);
  expect(expired.status).toBe(422);
  expect(expired.body).toMatchObject({ code: 'invalid_email_link' });

  await client('taken@example.com');
  const taken = await put(session, { email: 'taken@example.com' });
  expect(taken.status).toBe(200);
  expect(taken.body.data.pending_email).toBeNull();
  const mails = await service.db.query<{ kind: string }>(
    `SELECT kind FROM outbox WHERE recipient = 'taken@example.com' AND kind LIKE 'email-change%'`,
  );
  expect(mails).toEqual([{ kind: 'email-change-taken' }]);
});

test('new e-mails asked are limited per client; the same e-mail changes nothing', async () => {
  const { session, clientId } = await client('limited@example.com');
  expect((await put(session, { email: 'LIMITED@example.com' })).status).toBe(200);
  expect(await changesOf(clientId)).toEqual([]);
  for (const n of [1, 2, 3])
    expect((await put(session, { email: `limited.${n}@example.com` })).status).toBe(200);
  expect((await put(session, { email: 'limited.4@example.com' })).status).toBe(429);
});

test('an unknown token answers 422; changing needs a client session', async () => {
  expect((await confirm('unknown-token')).body).toMatchObject({ code: 'invalid_email_link' });
  expect(
    (await service.call('PUT', '/v2/clients/me/contact', { body: { phone: '+33612345678' } })).status,
  ).toBe(401);
});

test('the client lists their changes, newest first, a page at a time; another client’s are not among them', async () => {
  const { session } = await client('lists.changes@example.com');
  const other = await client('other.changes@example.com');
  await put(other.session, { phone: '06 11 22 33 44' });
  await put(session, { phone: '06 98 76 54 32' });
  await put(session, { email: 'lists.changes.new@example.com' });
  const list = (query: string) =>
    service.call('GET', `/v2/clients/me/changes${query}`, { headers: { 'x-client-session': session } });
  const first = await list('?per_page=1');
  expect(first.status).toBe(200);
  expect(first.body.meta).toEqual({ total: 2, page: 1, per_page: 1 });
  expect(first.body.data).toEqual([
    expect.objectContaining({ change: 'email_change_requested', changed_by: 'session', contract_id: null }),
  ]);
  const second = await list('?per_page=1&page=2');
  expect(second.body.data.map((entry: { change: string }) => entry.change)).toEqual(['contact_changed']);
  expect((await service.call('GET', '/v2/clients/me/changes')).status).toBe(401);
});
