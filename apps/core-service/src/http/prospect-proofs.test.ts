import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashToken } from '../domain/client-sessions.ts';
import { CONTACT, demoClientSession, prospectAtOffer, prospectWithSession } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// issue 13, item 5: a prospect id is an identifier, not a credential (docs/security.md, "Prospect proofs").
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

const proofHeader = (proof: string) => ({ 'x-prospect-proof': proof });
const sessionHeader = (session: string) => ({ 'x-client-session': session });

async function contracts(id: string, headers: Record<string, string> = {}) {
  return service.call('POST', `/v2/prospects/${id}/contracts`, { headers });
}

async function sendLink(id: string, email: string) {
  const response = await service.call('POST', `/v2/prospects/${id}/subscription-link/email/send`, {
    body: { email, accept_terms: true },
    headers: { origin: 'http://plussimple.localhost:5173', 'accept-language': 'fr' },
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
    const again = await service.call('GET', `/v2/prospects/${id}`);
    expect(again.body.data).not.toHaveProperty('proof');
  });
});

describe('contracts', () => {
  test('without a proof nor a session answers 403 proof_required, and opens nothing', async () => {
    const { id } = await prospectAtOffer(service);
    await service.call('PUT', `/v2/prospects/${id}/offer`, {
      body: { formula: 'balanced', excess_level: 'standard', options: [] },
    });
    const response = await contracts(id);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'proof_required', title: 'Forbidden' });
    const sessions = await service.db.query('SELECT 1 FROM client_sessions WHERE prospect_id = $1', [id]);
    expect(sessions).toHaveLength(0);
    const opened = await service.db.query('SELECT 1 FROM contracts WHERE prospect_id = $1', [id]);
    expect(opened).toHaveLength(0);
  });

  test("a wrong proof, another prospect's proof or another client's session answers 403", async () => {
    const mine = await prospectWithSession(service);
    const other = await prospectAtOffer(service);
    expect((await contracts(mine.id, proofHeader('not-the-proof'))).status).toBe(403);
    expect((await contracts(mine.id, proofHeader(other.proof))).status).toBe(403);
    const demo = await demoClientSession(service);
    expect((await contracts(mine.id, sessionHeader(demo))).status).toBe(403);
    // Another tenant's token still finds nothing (404 before any proof is looked at).
    const foreign = await service.call('POST', `/v2/prospects/${mine.id}/contracts`, {
      token: 'dev-token-maif',
      headers: proofHeader(mine.proof),
    });
    expect(foreign.status).toBe(404);
  });

  test("the prospect's proof, or the session that owns it, answers a session", async () => {
    const ready = await prospectWithSession(service);
    expect((await contracts(ready.id, proofHeader(ready.proof))).status).toBe(200);
    const again = await contracts(ready.id, sessionHeader(ready.session));
    expect(again.status).toBe(200);
    expect(again.body.data.client_id).toBe(ready.clientId);
  });

  test('an expired session counts as none: the proof still answers', async () => {
    const ready = await prospectWithSession(service);
    await service.db.query("UPDATE client_sessions SET expires_at = now() - interval '1 minute'");
    expect((await contracts(ready.id, sessionHeader(ready.session))).status).toBe(403);
    const response = await contracts(ready.id, {
      ...sessionHeader(ready.session),
      ...proofHeader(ready.proof),
    });
    expect(response.status).toBe(200);
  });

  test("a logged-in client's cross-sell needs no proof: the login session owns the prospect", async () => {
    const session = await demoClientSession(service);
    const ready = await prospectWithSession(service, {
      email: 'demo.client@example.com',
      xsellSession: session,
    });
    const response = await contracts(ready.id, sessionHeader(session));
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
    expect((await contracts(ready.id, proofHeader(proof))).status).toBe(200);
  });

  test('to another address it carries no proof', async () => {
    const ready = await prospectWithSession(service);
    const { body, secret } = await sendLink(ready.id, 'someone.else@example.com');
    expect(body).toContain(`prospect_id=${ready.id}`);
    expect(body).not.toContain('prospect_proof');
    expect(secret).toBe(false);
  });
});

describe('contact details once contracts exist', () => {
  test('before contracts, anyone holding the id may change them (the anonymous steps)', async () => {
    const { id } = await prospectAtOffer(service);
    const response = await service.call('PUT', `/v2/prospects/${id}`, { body: { phone: '+33600000001' } });
    expect(response.status).toBe(200);
  });

  test.each([
    ['phone', '+33699999999'],
    ['email', 'attacker@example.com'],
    ['owner_firstname', 'Mallory'],
    ['owner_lastname', 'Mallory'],
  ])('after contracts, changing %s without the session answers 403 contact_frozen', async (field, value) => {
    const ready = await prospectWithSession(service);
    const response = await service.call('PUT', `/v2/prospects/${ready.id}`, { body: { [field]: value } });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'contact_frozen', errors: { [field]: expect.any(Array) } });
    const [row] = await service.db.query<Record<string, string>>(
      `SELECT ${field} AS value FROM prospects WHERE id = $1`,
      [ready.id],
    );
    expect(row?.value).toBe((CONTACT as Record<string, string>)[field]);
    const demo = await demoClientSession(service);
    const foreign = await service.call('PUT', `/v2/prospects/${ready.id}`, {
      body: { [field]: value },
      headers: sessionHeader(demo),
    });
    expect(foreign.status).toBe(403);
  });

  test('after contracts, the same values, other fields, or the owning session are accepted', async () => {
    const ready = await prospectWithSession(service);
    const same = await service.call('PUT', `/v2/prospects/${ready.id}`, { body: CONTACT });
    expect(same.status).toBe(200);
    const other = await service.call('PUT', `/v2/prospects/${ready.id}`, {
      body: { additional_address: 'Bâtiment B' },
    });
    expect(other.status).toBe(200);
    const owned = await service.call('PUT', `/v2/prospects/${ready.id}`, {
      body: { phone: '+33611111111' },
      headers: sessionHeader(ready.session),
    });
    expect(owned.status).toBe(200);
    expect(owned.body.data.phone).toBe('+33611111111');
  });
});

describe('GET v2/clients/me with prospect_id (a session token from a query string)', () => {
  test("answers the session's prospect, and 404 for a prospect the session may not act on", async () => {
    const ready = await prospectWithSession(service);
    const other = await prospectWithSession(service);
    const me = await service.call('GET', '/v2/clients/me', { headers: sessionHeader(ready.session) });
    expect(me.body.data).toMatchObject({ id: ready.clientId, prospect_id: ready.id });
    const mine = await service.call('GET', `/v2/clients/me?prospect_id=${ready.id}`, {
      headers: sessionHeader(ready.session),
    });
    expect(mine.status).toBe(200);
    const theirs = await service.call('GET', `/v2/clients/me?prospect_id=${other.id}`, {
      headers: sessionHeader(ready.session),
    });
    expect(theirs.status).toBe(404);
  });

  test("a login session has no prospect, and answers only for its client's prospects", async () => {
    const session = await demoClientSession(service);
    const xsell = await prospectWithSession(service, {
      email: 'demo.client@example.com',
      xsellSession: session,
    });
    const stranger = await prospectWithSession(service);
    const me = await service.call('GET', '/v2/clients/me', { headers: sessionHeader(session) });
    expect(me.body.data.prospect_id).toBeNull();
    const owned = await service.call('GET', `/v2/clients/me?prospect_id=${xsell.id}`, {
      headers: sessionHeader(session),
    });
    expect(owned.status).toBe(200);
    const notOwned = await service.call('GET', `/v2/clients/me?prospect_id=${stranger.id}`, {
      headers: sessionHeader(session),
    });
    expect(notOwned.status).toBe(404);
  });
});
