import type { components } from '@souscrire/core-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashToken } from '../infrastructure/token-hash.ts';
import { CONTACT, demoClientSession, prospectAtOffer, prospectWithSession } from '../testing/journey.ts';
import { NO_PROOF } from '../testing/proof-keeper.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// A prospect id is an identifier, not a credential (docs/security.md, "Prospect proofs").
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

/** What contracts is called with: the prospect's proof, a client session, or both. */
type Holding = { proof?: string; session?: string };

/** POST contracts through the contract's typed client: its status and typed answer. */
async function contracts(id: string, holding: Holding = {}) {
  const { data, error, response } = await service
    .api(holding.session === undefined ? {} : { session: holding.session })
    .POST('/v2/prospects/{id}/contracts', {
      params: { path: { id } },
      headers: holding.proof === undefined ? NO_PROOF : { 'x-prospect-proof': holding.proof },
    });
  return { status: response.status, session: data?.data, error };
}

/** PUT the prospect's contact details (with a client session when given one): its status and answer. */
async function putContact(id: string, body: components['schemas']['ProspectUpdate'], session?: string) {
  const { data, error, response } = await service
    .api(session === undefined ? {} : { session })
    .PUT('/v2/prospects/{id}', { params: { path: { id } }, body });
  return { status: response.status, prospect: data?.data, error };
}

/** GET v2/clients/me with a session, for a prospect when given one: its status and the client. */
async function me(session: string, prospectId?: string) {
  const { data, response } = await service.api({ session }).GET('/v2/clients/me', {
    params: { query: prospectId === undefined ? {} : { prospect_id: prospectId } },
  });
  return { status: response.status, client: data?.data };
}

async function sendLink(id: string, email: string, headers: Record<string, string> = {}) {
  const { response } = await service.api().POST('/v2/prospects/{id}/subscription-link/{channel}/send', {
    params: { path: { id, channel: 'email' } },
    body: { email, accept_terms: true },
    headers: { origin: 'http://plussimple.localhost:5173', 'accept-language': 'fr', ...headers },
  });
  expect(response.status).toBe(204);
  const rows = await service.db.query<{ body: string; secret: boolean; recipient: string }>(
    `SELECT body, secret, recipient FROM outbox WHERE prospect_id = $1 AND kind = 'resume-link'
     ORDER BY created_at DESC LIMIT 1`,
    [id],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('no resume link in the outbox');
  return row;
}

describe('the proof answered by the creation', () => {
  test('is answered once, random, and stored only as its SHA-256', async () => {
    const { id, proof } = await prospectAtOffer(service);
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await service.db.query<{ proof_hash: string; origin: string }>(
      'SELECT proof_hash, origin FROM prospect_proofs WHERE prospect_id = $1',
      [id],
    );
    expect(rows).toEqual([{ proof_hash: hashToken(proof), origin: 'creation' }]);
    const again = await service.api().GET('/v2/prospects/{id}', { params: { path: { id } } });
    expect(again.data?.data).not.toHaveProperty('proof');
  });
});

describe('contracts', () => {
  test('without a proof nor a session answers 403 proof_required, and opens nothing', async () => {
    const { id } = await prospectAtOffer(service);
    const offer = await service.api().PUT('/v2/prospects/{id}/offer', {
      params: { path: { id } },
      body: { formula: 'balanced', excess_level: 'standard', options: [] },
    });
    expect(offer.response.status).toBe(200);
    const response = await contracts(id);
    expect(response.status).toBe(403);
    expect(response.error).toMatchObject({ code: 'proof_required', title: 'Forbidden' });
    const sessions = await service.db.query('SELECT 1 FROM client_sessions WHERE prospect_id = $1', [id]);
    expect(sessions).toHaveLength(0);
    const opened = await service.db.query('SELECT 1 FROM contracts WHERE prospect_id = $1', [id]);
    expect(opened).toHaveLength(0);
  });

  test("a wrong proof, another prospect's proof or another client's session answers 403", async () => {
    const mine = await prospectWithSession(service);
    const other = await prospectAtOffer(service);
    expect((await contracts(mine.id, { proof: 'not-the-proof' })).status).toBe(403);
    expect((await contracts(mine.id, { proof: other.proof })).status).toBe(403);
    const demo = await demoClientSession(service);
    expect((await contracts(mine.id, { session: demo })).status).toBe(403);
    // Another tenant's token still finds nothing (404 before any proof is looked at).
    const foreign = await service.api({ token: 'dev-token-maif' }).POST('/v2/prospects/{id}/contracts', {
      params: { path: { id: mine.id } },
      headers: { 'x-prospect-proof': mine.proof },
    });
    expect(foreign.response.status).toBe(404);
  });

  test("the prospect's proof, or the session that owns it, answers a session", async () => {
    const ready = await prospectWithSession(service);
    expect((await contracts(ready.id, { proof: ready.proof })).status).toBe(200);
    const again = await contracts(ready.id, { session: ready.session });
    expect(again.status).toBe(200);
    expect(again.session?.client_id).toBe(ready.clientId);
  });

  test('an expired session counts as none: the proof still answers', async () => {
    const ready = await prospectWithSession(service);
    await service.db.query("UPDATE client_sessions SET expires_at = now() - interval '1 minute'");
    expect((await contracts(ready.id, { session: ready.session })).status).toBe(403);
    const response = await contracts(ready.id, { session: ready.session, proof: ready.proof });
    expect(response.status).toBe(200);
  });

  test("a logged-in client's cross-sell needs no proof: the login session owns the prospect", async () => {
    const session = await demoClientSession(service);
    const ready = await prospectWithSession(service, {
      email: 'demo.client@example.com',
      xsellSession: session,
    });
    const response = await contracts(ready.id, { session });
    expect(response.status).toBe(200);
  });
});

describe('the resume link e-mailed to the prospect', () => {
  test("to the prospect's own address it carries a fresh proof, flagged secret, that opens contracts", async () => {
    const ready = await prospectWithSession(service);
    const { body, secret, recipient } = await sendLink(ready.id, CONTACT.email.toUpperCase());
    expect(recipient).toBe(CONTACT.email.toUpperCase());
    expect(secret).toBe(true);
    const link = new URL(body.replace(/^[^h]*/, ''));
    expect(link.searchParams.get('prospect_id')).toBe(ready.id);
    const proof = link.searchParams.get('prospect_proof') ?? '';
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(proof).not.toBe(ready.proof);
    expect((await contracts(ready.id, { proof })).status).toBe(200);
  });

  test("to another address, the proof's holder hands on a proof of its own standing, flagged secret", async () => {
    // A visitor who has not given the subscription's e-mail yet saves for later to their own address.
    const { id } = await prospectAtOffer(service);
    const { body, secret } = await sendLink(id, 'someone.else@example.com');
    const proof = new URL(body.replace(/^[^h]*/, '')).searchParams.get('prospect_proof') ?? '';
    expect(secret).toBe(true);
    const rows = await service.db.query<{ origin: string }>(
      'SELECT origin FROM prospect_proofs WHERE proof_hash = $1',
      [hashToken(proof)],
    );
    expect(rows).toEqual([{ origin: 'email' }]);
  });

  test('to another address, an owning session alone gets the link without a proof; the id alone nothing', async () => {
    const ready = await prospectWithSession(service);
    const { body, secret } = await sendLink(ready.id, 'someone.else@example.com', {
      ...NO_PROOF,
      'x-client-session': ready.session,
    });
    expect(body).toContain(`prospect_id=${ready.id}`);
    expect(body).not.toContain('prospect_proof');
    expect(secret).toBe(false);
    const refused = await service.call('POST', `/v2/prospects/${ready.id}/subscription-link/email/send`, {
      headers: { ...NO_PROOF },
      body: { email: 'someone.else@example.com', accept_terms: true },
    });
    expect([refused.status, refused.body.code]).toEqual([403, 'proof_required']);
  });
});

describe('contact details once contracts exist', () => {
  test("before contracts, the prospect's proof may change them", async () => {
    const { id } = await prospectAtOffer(service);
    expect((await putContact(id, { phone: '+33600000001' })).status).toBe(200);
  });

  test.each([
    ['phone', '+33699999999'],
    ['email', 'attacker@example.com'],
    ['owner_firstname', 'Mallory'],
    ['owner_lastname', 'Mallory'],
  ])('after contracts, changing %s without the session answers 403 contact_frozen', async (field, value) => {
    const ready = await prospectWithSession(service);
    const response = await putContact(ready.id, { [field]: value });
    expect(response.status).toBe(403);
    expect(response.error).toMatchObject({ code: 'contact_frozen', errors: { [field]: expect.any(Array) } });
    const [row] = await service.db.query<Record<string, string>>(
      `SELECT ${field} AS value FROM prospects WHERE id = $1`,
      [ready.id],
    );
    expect(row?.value).toBe((CONTACT as Record<string, string>)[field]);
    const demo = await demoClientSession(service);
    expect((await putContact(ready.id, { [field]: value }, demo)).status).toBe(403);
  });

  test('after contracts, the same values, other fields, or the owning session are accepted', async () => {
    const ready = await prospectWithSession(service);
    expect((await putContact(ready.id, CONTACT)).status).toBe(200);
    expect((await putContact(ready.id, { additional_address: 'Bâtiment B' })).status).toBe(200);
    const owned = await putContact(ready.id, { phone: '+33611111111' }, ready.session);
    expect(owned.status).toBe(200);
    expect(owned.prospect?.phone).toBe('+33611111111');
  });
});

describe('GET v2/clients/me with prospect_id (a session token from a query string)', () => {
  test("answers the session's prospect, and 404 for a prospect the session may not act on", async () => {
    const ready = await prospectWithSession(service);
    const other = await prospectWithSession(service);
    expect((await me(ready.session)).client).toMatchObject({ id: ready.clientId, prospect_id: ready.id });
    expect((await me(ready.session, ready.id)).status).toBe(200);
    expect((await me(ready.session, other.id)).status).toBe(404);
  });

  test("a login session has no prospect, and answers only for its client's prospects", async () => {
    const session = await demoClientSession(service);
    const xsell = await prospectWithSession(service, {
      email: 'demo.client@example.com',
      xsellSession: session,
    });
    const stranger = await prospectWithSession(service);
    const login = await me(session);
    expect(login.status).toBe(200);
    expect(login.client?.prospect_id).toBeNull();
    expect((await me(session, xsell.id)).status).toBe(200);
    expect((await me(session, stranger.id)).status).toBe(404);
  });
});
