import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ACTIVE_SIRET, CONTACT, ELIGIBLE_ANSWERS, prospectAtOffer, SOLE_OWNER } from '../testing/journey.ts';
import { NO_PROOF } from '../testing/proof-keeper.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// Who gave each answer of an agent-started subscription (docs/security.md, "Who gave an
// answer"; questions/answer-sources.ts).
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

/** The published development agent of plussimple (data/agents.json). */
const AGENT_TOKEN = 'dev-agent-plussimple';

/** The headers of a call holding a proof (none when undefined). */
const holding = (proof: string | undefined) =>
  proof === undefined ? NO_PROOF : { 'x-prospect-proof': proof };

/** Creates a prospect from the agent's link, as the journey's product intent does: its id and the agent's proof. */
async function agentProspect(): Promise<{ id: string; proof: string }> {
  const created = await service.api().POST('/v2/prospects', {
    body: {
      tags: ['subscription-v2'],
      enrich: true,
      company_identifier: ACTIVE_SIRET,
      agent_token: AGENT_TOKEN,
    },
  });
  expect(created.response.status).toBe(201);
  const data = created.data?.data;
  if (data === undefined) throw new Error('no prospect');
  const path = { params: { path: { id: data.id } } };
  expect(
    (await service.api().POST('/v2/prospects/{id}/products', { ...path, body: { slug: 'rc-pro' } })).response
      .status,
  ).toBe(201);
  expect(
    (await service.api().POST('/v2/prospects/{id}/steps', { ...path, body: { strict: true } })).response
      .status,
  ).toBe(201);
  return { id: data.id, proof: data.proof };
}

async function putCriteria(id: string, criterias: Record<string, number | boolean>, proof?: string) {
  return service.api().PUT('/v2/prospects/{id}/criterias', {
    params: { path: { id } },
    body: { criterias },
    headers: holding(proof),
  });
}

async function putProspect(id: string, body: Record<string, string>, proof?: string, session?: string) {
  return service.api(session === undefined ? {} : { session }).PUT('/v2/prospects/{id}', {
    params: { path: { id } },
    body,
    headers: holding(proof),
  });
}

/** Who gave each recorded answer of a prospect: `section.field` → source. */
async function sources(id: string): Promise<Record<string, string>> {
  const rows = await service.db.query<{ section: string; field: string; source: string }>(
    'SELECT section, field, source FROM answer_sources WHERE prospect_id = $1',
    [id],
  );
  return Object.fromEntries(rows.map((row) => [`${row.section}.${row.field}`, row.source]));
}

/** Sends the resume link to the subscription's own address and answers the proof it carries. */
async function emailedProof(id: string, email: string): Promise<string> {
  const sent = await service.api().POST('/v2/prospects/{id}/subscription-link/{channel}/send', {
    params: { path: { id, channel: 'email' } },
    body: { email, accept_terms: true },
    headers: { origin: 'http://plussimple.localhost:5173' },
  });
  expect(sent.response.status).toBe(204);
  const rows = await service.db.query<{ body: string }>(
    `SELECT body FROM outbox WHERE prospect_id = $1 AND kind = 'resume-link' ORDER BY created_at DESC LIMIT 1`,
    [id],
  );
  const proof = /prospect_proof=([A-Za-z0-9_-]+)/.exec(rows[0]?.body ?? '')?.[1];
  if (proof === undefined) throw new Error('no proof in the resume link');
  return proof;
}

describe('an agent link', () => {
  test('names a known agent: the creation answers an agent proof, the token is not kept', async () => {
    const { id, proof } = await agentProspect();
    const [row] = await service.db.query<{
      agent_id: string | null;
      agent_token: string | null;
      origin: string;
    }>(
      `SELECT p.agent_id, p.agent_token, x.origin FROM prospects p JOIN prospect_proofs x ON x.prospect_id = p.id
       WHERE p.id = $1`,
      [id],
    );
    expect(row).toMatchObject({ agent_token: null, origin: 'agent' });
    expect(row?.agent_id).toEqual(expect.any(String));
    expect(proof).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  test('an unknown agent token is a 422 on agent_token, and creates nothing', async () => {
    const before = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM prospects');
    const { response, error } = await service.api().POST('/v2/prospects', {
      body: { tags: ['subscription-v2'], enrich: true, agent_token: 'made-up-agent' },
    });
    expect(response.status).toBe(422);
    expect(error?.errors).toHaveProperty('agent_token');
    const after = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM prospects');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  test("another tenant's agent token is not this tenant's agent", async () => {
    const { response } = await service.api().POST('/v2/prospects', {
      body: { tags: ['subscription-v2'], enrich: true, agent_token: 'dev-agent-maif' },
    });
    expect(response.status).toBe(422);
  });
});

describe('who gave an answer', () => {
  test("the agent's writes are the agent's; the prospect's (with their e-mailed proof) are the prospect's", async () => {
    const { id, proof } = await agentProspect();
    expect((await putCriteria(id, { headcount: 4, revenue: 300000 }, proof)).response.status).toBe(200);
    expect((await putProspect(id, CONTACT, proof)).response.status).toBe(200);
    expect(await sources(id)).toMatchObject({
      'criteria.headcount': 'agent',
      'criteria.revenue': 'agent',
      'contact.email': 'agent',
      'contact.phone': 'agent',
    });
    const own = await emailedProof(id, CONTACT.email);
    // The prospect changes one answer and sends another again unchanged: only the changed one becomes theirs.
    expect((await putCriteria(id, { headcount: 6, revenue: 300000 }, own)).response.status).toBe(200);
    expect(
      (await putProspect(id, { phone: '+33698765432', email: CONTACT.email }, own)).response.status,
    ).toBe(200);
    const eligibility = await service.api().PUT('/v2/prospects/{id}/killing-questions', {
      params: { path: { id } },
      body: { answers: ELIGIBLE_ANSWERS },
      headers: holding(own),
    });
    expect(eligibility.response.status).toBe(200);
    expect(await sources(id)).toMatchObject({
      'criteria.headcount': 'prospect',
      'criteria.revenue': 'agent',
      'contact.email': 'agent',
      'contact.phone': 'prospect',
      'declarations.collective_proceedings': 'prospect',
    });
    // The agent changing it back makes it the agent's again.
    expect((await putCriteria(id, { headcount: 4 }, proof)).response.status).toBe(200);
    expect((await sources(id))['criteria.headcount']).toBe('agent');
  });

  test('a write that proves neither is refused and saves nothing: no proof, a made-up one, another prospect’s', async () => {
    const { id, proof } = await agentProspect();
    expect((await putCriteria(id, { headcount: 4 }, proof)).response.status).toBe(200);
    const other = await agentProspect();
    for (const forged of [undefined, 'x'.repeat(43), other.proof, proof.slice(0, -1)]) {
      const { response, error } = await putCriteria(id, { headcount: 9 }, forged);
      expect(response.status).toBe(403);
      expect(error?.code).toBe('proof_required');
    }
    // A header of our own invention claiming the answer is the agent's changes nothing either.
    const claimed = await service.api().PUT('/v2/prospects/{id}/criterias', {
      params: { path: { id } },
      body: { criterias: { headcount: 9 } },
      headers: { ...NO_PROOF, 'x-answer-source': 'agent', 'x-agent-token': AGENT_TOKEN },
    });
    expect(claimed.response.status).toBe(403);
    const { data } = await service.api().GET('/v2/prospects/{id}/criterias', { params: { path: { id } } });
    expect(data?.data.criterias.headcount).toBe(4);
    expect(await sources(id)).toEqual({ 'criteria.headcount': 'agent' });
  });

  test('a subscription started without an agent records nothing', async () => {
    const { id, proof } = await prospectAtOffer(service);
    expect((await putCriteria(id, { headcount: 5 }, proof)).response.status).toBe(200);
    expect(await sources(id)).toEqual({});
  });
});

describe("the customer space's answers of a contract", () => {
  test('lists each answer with who gave it, in the page’s language; the session alone gives no authority', async () => {
    const { id, proof } = await agentProspect();
    const path = { params: { path: { id } } };
    const api = service.api();
    expect(
      (await putCriteria(id, { headcount: 4, revenue: 300000, sanctioned_country_exposure: false }, proof))
        .response.status,
    ).toBe(200);
    expect((await putProspect(id, CONTACT, proof)).response.status).toBe(200);
    const answered = await api.PUT('/v2/prospects/{id}/killing-questions', {
      ...path,
      body: { answers: ELIGIBLE_ANSWERS },
      headers: holding(proof),
    });
    expect(answered.response.status).toBe(200);
    const own = await emailedProof(id, CONTACT.email);
    const offer = await api.PUT('/v2/prospects/{id}/offer', {
      ...path,
      body: { formula: 'balanced', excess_level: 'standard', options: ['legal-protection'] },
      headers: holding(own),
    });
    expect(offer.response.status).toBe(200);
    const owners = await api.PUT('/v2/prospects/{id}/sanction-beneficiaries', {
      ...path,
      body: { beneficiaries: [SOLE_OWNER] },
      headers: holding(own),
    });
    expect(owners.response.status).toBe(200);
    const contracts = await api.POST('/v2/prospects/{id}/contracts', { ...path, headers: holding(own) });
    expect(contracts.response.status).toBe(200);
    const session = contracts.data?.data.session ?? '';
    // A session opened by a proof does not tell whose browser it is: without the proof, no answer is written.
    expect((await putProspect(id, { owner_function: 'Gérante' }, undefined, session)).response.status).toBe(
      403,
    );

    const listed = await service.api({ session }).GET('/v2/clients/me/contracts');
    const contract = listed.data?.data.find((candidate) => candidate.prospect_id === id);
    if (contract === undefined) throw new Error('no contract');
    const { data, response } = await service
      .api({ session })
      .GET('/v2/clients/me/contracts/{contractId}/answers', {
        params: { path: { contractId: contract.id } },
        headers: { 'accept-language': 'fr-FR' },
      });
    expect(response.status).toBe(200);
    expect(data?.data.agent).toEqual({ name: 'Camille Laurent' });
    const answers = data?.data.answers ?? [];
    const byField = Object.fromEntries(answers.map((answer) => [answer.field, answer]));
    expect(byField.headcount).toMatchObject({
      section: 'criteria',
      label: 'Nombre de salariés',
      value: '4',
      given_by: 'agent',
    });
    expect(byField.sanctioned_country_exposure).toMatchObject({ value: 'Non', given_by: 'agent' });
    expect(byField.email).toMatchObject({
      section: 'contact',
      label: 'Adresse e-mail',
      value: CONTACT.email,
      given_by: 'agent',
    });
    expect(byField.collective_proceedings).toMatchObject({
      section: 'declarations',
      value: 'Non',
      given_by: 'agent',
    });
    expect(byField.formula).toMatchObject({ section: 'offer', label: 'Formule', given_by: 'prospect' });
    expect(byField.options).toMatchObject({ value: 'Protection juridique', given_by: 'prospect' });
    // The excess as an amount, in the page's language (the standard level of professional liability: 500 €).
    expect(byField.excess_level?.value).toMatch(/^500,00\s€$/);
    // Each section in the order the journey asks its questions.
    expect(
      answers.filter((answer) => answer.section === 'declarations').map((answer) => answer.field),
    ).toEqual(['collective_proceedings', 'cancelled_by_insurer', 'claims_last_3_years']);
    expect(byField.beneficiaries).toMatchObject({ value: 'Jeanne Martin', given_by: 'prospect' });
    // In the sections' order: company and contact, criteria, declarations, offer, beneficial owners.
    const order = ['company', 'contact', 'criteria', 'declarations', 'offer', 'beneficial_owners'];
    const sections = answers.map((answer) => order.indexOf(answer.section));
    expect(sections).toEqual([...sections].sort((a, b) => a - b));
  });

  test('a contract the client started alone has no agent and lists no answers', async () => {
    const login = await service.api().POST('/v2/clients/authentication', {
      body: { login: 'demo.client@example.com', password: 'souscrire-demo' },
    });
    const session = login.data?.data.session ?? '';
    const listed = await service.api({ session }).GET('/v2/clients/me/contracts');
    const contract = listed.data?.data[0];
    if (contract === undefined) throw new Error('no demo contract');
    const { data } = await service.api({ session }).GET('/v2/clients/me/contracts/{contractId}/answers', {
      params: { path: { contractId: contract.id } },
    });
    expect(data?.data).toEqual({ agent: null, answers: [] });
  });

  test("another client's contract answers 404", async () => {
    const login = await service.api().POST('/v2/clients/authentication', {
      body: { login: 'demo.client@example.com', password: 'souscrire-demo' },
    });
    const session = login.data?.data.session ?? '';
    const { response } = await service.api({ session }).GET('/v2/clients/me/contracts/{contractId}/answers', {
      params: { path: { contractId: '00000000-0000-4000-8000-000000000000' } },
    });
    expect(response.status).toBe(404);
  });
});
