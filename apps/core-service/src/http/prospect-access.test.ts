import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTACT, prospectAtOffer, prospectWithSession } from '../testing/journey.ts';
import { NO_PROOF } from '../testing/proof-keeper.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// Who may write to a prospect (docs/security.md, "Prospect proofs"): its proof or an owning client session,
// never the public tenant token and the id alone; and the contact freeze on every path that writes contact
// details.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

const ATTACKER = { email: 'attacker@example.com', phone: '+33699999999' };

/** A call with the tenant token and the id alone: what anyone holding a journey's config.json can send. */
function withIdAlone(method: string, path: string, body?: unknown) {
  return service.call(method, path, { headers: { ...NO_PROOF }, ...(body === undefined ? {} : { body }) });
}

/** The contact details and criteria of a prospect as stored. */
async function stored(id: string) {
  const rows = await service.db.query<{ email: string; phone: string; criterias: Record<string, unknown> }>(
    'SELECT email, phone, criterias FROM prospects WHERE id = $1',
    [id],
  );
  return rows[0];
}

/** The messages queued for an address. */
async function mailsTo(recipient: string) {
  return service.db.query('SELECT kind FROM outbox WHERE recipient = $1', [recipient]);
}

describe('taking over a subscription that has contracts, with the tenant token and its id', () => {
  test('every step of the chain is refused and the subscription keeps its holder', async () => {
    const victim = await prospectWithSession(service, { email: 'victim@example.com' });
    const base = `/v2/prospects/${victim.id}`;
    const before = await stored(victim.id);

    // 1. Move the prospect out of the product's bounds.
    const out = await withIdAlone('PUT', `${base}/criterias`, { criterias: { headcount: 500 } });
    expect([out.status, out.body.code]).toEqual([403, 'proof_required']);
    // 2. Rewrite the contact details through a custom offer request.
    const custom = await withIdAlone('POST', `${base}/custom-offer-request`, ATTACKER);
    expect([custom.status, custom.body.code]).toEqual([403, 'proof_required']);
    // 3. Bring the prospect back in bounds.
    const back = await withIdAlone('PUT', `${base}/criterias`, { criterias: { headcount: 4 } });
    expect([back.status, back.body.code]).toEqual([403, 'proof_required']);
    // 4. Mail a resume link to the attacker.
    const link = await withIdAlone('POST', `${base}/subscription-link/email/send`, {
      email: ATTACKER.email,
      accept_terms: true,
    });
    expect([link.status, link.body.code]).toEqual([403, 'proof_required']);
    // 5. Ask for a session on the victim's account.
    const contracts = await withIdAlone('POST', `${base}/contracts`);
    expect([contracts.status, contracts.body.code]).toEqual([403, 'proof_required']);

    expect(await stored(victim.id)).toEqual(before);
    expect(await mailsTo(ATTACKER.email)).toEqual([]);
  });

  test("the custom offer request keeps the contact freeze, even for the prospect's proof", async () => {
    const victim = await prospectWithSession(service, { email: 'frozen@example.com' });
    const base = `/v2/prospects/${victim.id}`;
    const proof = { 'x-prospect-proof': victim.proof };
    const out = await service.call('PUT', `${base}/criterias`, {
      headers: proof,
      body: { criterias: { headcount: 500 } },
    });
    expect(out.status).toBe(200);
    const custom = await service.call('POST', `${base}/custom-offer-request`, {
      headers: proof,
      body: ATTACKER,
    });
    expect([custom.status, custom.body.code]).toEqual([403, 'contact_frozen']);
    expect(Object.keys(custom.body.errors).sort()).toEqual(['email', 'phone']);
    expect(await stored(victim.id)).toMatchObject({ email: 'frozen@example.com', phone: CONTACT.phone });
    expect(await mailsTo(ATTACKER.email)).toEqual([]);

    // The same details again are no change; the owning session may change them.
    const same = await service.call('POST', `${base}/custom-offer-request`, {
      headers: proof,
      body: { email: 'frozen@example.com', phone: CONTACT.phone, message: 'Call me' },
    });
    expect(same.status).toBe(202);
    const owner = await service.call('POST', `${base}/custom-offer-request`, {
      headers: { ...NO_PROOF, 'x-client-session': victim.session },
      body: { email: 'new.address@example.com' },
    });
    expect(owner.status).toBe(202);
    expect(await stored(victim.id)).toMatchObject({ email: 'new.address@example.com' });
  });
});

describe('a write to a prospect', () => {
  test('with the id alone is refused before anything is saved; with its proof it is saved', async () => {
    const { id, proof } = await prospectAtOffer(service);
    const refused = await withIdAlone('PUT', `/v2/prospects/${id}`, { owner_function: 'Gérante' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'proof_required', title: expect.any(String) });
    expect((await service.call('GET', `/v2/prospects/${id}`)).body.data.owner_function).not.toBe('Gérante');
    const saved = await service.call('PUT', `/v2/prospects/${id}`, {
      headers: { 'x-prospect-proof': proof },
      body: { owner_function: 'Gérante' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.owner_function).toBe('Gérante');
  });

  test("with another prospect's proof, or another client's session, is refused", async () => {
    const mine = await prospectWithSession(service, { email: 'mine@example.com' });
    const theirs = await prospectWithSession(service, { email: 'theirs@example.com' });
    const path = `/v2/prospects/${mine.id}/criterias`;
    const body = { criterias: { headcount: 5 } };
    const proof = await service.call('PUT', path, { headers: { 'x-prospect-proof': theirs.proof }, body });
    expect([proof.status, proof.body.code]).toEqual([403, 'proof_required']);
    const session = await service.call('PUT', path, {
      headers: { ...NO_PROOF, 'x-client-session': theirs.session },
      body,
    });
    expect([session.status, session.body.code]).toEqual([403, 'proof_required']);
    const owner = await service.call('PUT', path, {
      headers: { ...NO_PROOF, 'x-client-session': mine.session },
      body,
    });
    expect(owner.status).toBe(200);
  });

  test('on an unknown id answers 404, as a read does, whatever it holds', async () => {
    const { proof } = await prospectAtOffer(service);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const answer = await service.call('PUT', `/v2/prospects/${unknown}/criterias`, {
      headers: { 'x-prospect-proof': proof },
      body: { criterias: { headcount: 5 } },
    });
    expect(answer.status).toBe(404);
  });

  test('convert-xsell needs the proof beside the session', async () => {
    const { id } = await prospectAtOffer(service);
    const client = await prospectWithSession(service, { email: 'xsell.owner@example.com' });
    const answer = await service.call('POST', `/v2/prospects/${id}/convert-xsell`, {
      headers: { ...NO_PROOF, 'x-client-session': client.session },
    });
    expect([answer.status, answer.body.code]).toEqual([403, 'proof_required']);
  });
});
