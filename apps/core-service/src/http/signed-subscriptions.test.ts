import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prospectWithSession, SOLE_OWNER } from '../testing/journey.ts';
import { consentToSign, lastSmsCode, signByCode, startPayment } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// docs/security.md, "The signed state": once the SMS code is verified, what was signed is stored, and nothing
// the tenant's token (nor the prospect's own proof) sends changes it any more.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
}, 120_000);
afterAll(() => service.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The signed subscription's facts the attack must not change. */
async function facts(target: { id: string; session: string }) {
  const api = service.api({ session: target.session });
  const path = { params: { path: { id: target.id } } };
  const prospect = await api.GET('/v2/prospects/{id}', path);
  const options = await api.GET('/v2/prospects/{id}/payment/options', path);
  const contract = await service.call('GET', `/v2/prospects/${target.id}/documents/special-conditions`, {
    headers: { 'x-client-session': target.session },
  });
  const annual = options.data?.data.amounts.find((amount) => amount.frequency === 'annual');
  return { prospect: prospect.data?.data, annual: annual?.first_amount.amount, contract: contract.bytes };
}

describe('a signed subscription is frozen', () => {
  let signed: Awaited<ReturnType<typeof prospectWithSession>>;
  let before: Awaited<ReturnType<typeof facts>>;
  beforeAll(async () => {
    signed = await prospectWithSession(service, { email: 'frozen@example.com' });
    await signByCode(service, signed);
    before = await facts(signed);
  }, 120_000);

  test('signing stores the answers, the offer, the price, the documents and the audit record', async () => {
    const [record] = await service.db.query<Record<string, unknown>>(
      'SELECT * FROM signed_subscriptions WHERE prospect_id = $1',
      [signed.id],
    );
    expect(record).toMatchObject({
      phone_hint: '+33 6 •• •• •• 78',
      codes_sent: 1,
      code_attempts: 1,
      ip_address: expect.any(String),
      consented_at: expect.anything(),
      signed_at: expect.anything(),
      annual_premium: expect.any(Number),
      offer: { formula: 'balanced', excess_level: 'standard', options: ['legal-protection'] },
      answers: { name: 'Transports Lumière (SA)', beneficiaries: [SOLE_OWNER] },
    });
    expect(before.annual).toBe(record?.annual_premium);
    const documents = await service.db.query<{ document_id: string; bytes: Uint8Array; sha256: string }>(
      'SELECT document_id, bytes, sha256 FROM signed_documents WHERE prospect_id = $1 ORDER BY position',
      [signed.id],
    );
    expect(documents.map((document) => document.document_id)).toEqual([
      'general-conditions',
      'ipid-balanced',
      'special-conditions',
      'subscription-form',
      'signed-contract',
    ]);
    for (const document of documents) expect(sha256(new Uint8Array(document.bytes))).toBe(document.sha256);
    expect(sha256(before.contract)).toBe(documents[2]?.sha256);
  });

  test('every write to its answers answers 409 subscription_signed, even with the prospect proof', async () => {
    const api = service.api({ token: signed.token });
    const path = { params: { path: { id: signed.id } }, headers: { 'x-prospect-proof': signed.proof } };
    const attempts = {
      criteria: api.PUT('/v2/prospects/{id}/criterias', {
        ...path,
        body: { criterias: { headcount: 1, revenue: 10000, sanctioned_country_exposure: false } },
      }),
      product: api.POST('/v2/prospects/{id}/products', { ...path, body: { slug: 'multirisque-pro' } }),
      company: api.PUT('/v2/prospects/{id}', {
        ...path,
        body: { name: 'Evil Corp', address: '1 rue du Piège' },
      }),
      declarations: api.PUT('/v2/prospects/{id}/killing-questions', {
        ...path,
        body: {
          answers: { collective_proceedings: false, cancelled_by_insurer: false, claims_last_3_years: true },
        },
      }),
      offer: api.PUT('/v2/prospects/{id}/offer', {
        ...path,
        body: { formula: 'economic', excess_level: 'standard', options: [] },
      }),
      owners: api.PUT('/v2/prospects/{id}/sanction-beneficiaries', {
        ...path,
        body: { beneficiaries: [{ ...SOLE_OWNER, firstname: 'Mallory', lastname: 'Evil' }] },
      }),
      customOffer: api.POST('/v2/prospects/{id}/custom-offer-request', {
        ...path,
        body: { email: 'attacker@example.com', phone: '+33699999999' },
      }),
    };
    for (const [write, answer] of Object.entries(attempts)) {
      const { response, error } = await answer;
      expect([write, response.status, error?.code]).toEqual([write, 409, 'subscription_signed']);
    }
    const after = await facts(signed);
    expect(after.prospect).toEqual(before.prospect);
    expect(after.annual).toBe(before.annual);
    expect(sha256(after.contract)).toBe(sha256(before.contract));
    const pdf = await PDFDocument.load(after.contract);
    expect(pdf.getSubject()).toBe(`Transports Lumière (SA) ${signed.id}`);
  });

  test('the price collected, the premium and the documents are the signed ones, never priced again', async () => {
    // Whatever becomes of the live answers and offer (here changed behind the API's back), the record rules.
    await service.db.query(
      `UPDATE prospects SET name = 'Evil Corp', address = '1 rue du Piège',
         criterias = criterias || '{"headcount": 1, "revenue": 10000}'::jsonb WHERE id = $1`,
      [signed.id],
    );
    await service.db.query("UPDATE offers SET formula = 'economic', options = '{}' WHERE prospect_id = $1", [
      signed.id,
    ]);
    const after = await facts(signed);
    expect(after.annual).toBe(before.annual);
    expect(sha256(after.contract)).toBe(sha256(before.contract));
    const paid = await startPayment(service, signed, `pay-${signed.id}`, {
      method: 'sepa',
      frequency: 'annual',
      iban: 'FR7630006000011234567890189',
      account_holder: 'Jeanne Martin',
    });
    expect(paid.payment?.amount.amount).toBe(before.annual);
    const api = service.api({ session: signed.session });
    const finalized = await api.PUT('/v2/prospects/{id}/finalize', { params: { path: { id: signed.id } } });
    expect(finalized.response.status).toBe(200);
    const client = service.api({ session: finalized.data?.data.session ?? '' });
    const contracts = await client.GET('/v2/clients/me/contracts');
    const contract = contracts.data?.data.find((entry) => entry.prospect_id === signed.id);
    expect(contract?.premium.amount).toBe(before.annual);
    expect(contract?.formula).toBe('balanced');
    for (const id of ['special-conditions', 'signed-contract']) {
      const served = await client.GET('/v2/clients/me/contracts/{contractId}/documents/{documentId}', {
        params: { path: { contractId: contract?.id ?? '', documentId: id } },
        parseAs: 'arrayBuffer',
      });
      const bytes = new Uint8Array(served.data ?? new ArrayBuffer(0));
      const [stored] = await service.db.query<{ sha256: string }>(
        'SELECT sha256 FROM signed_documents WHERE prospect_id = $1 AND document_id = $2',
        [signed.id, id],
      );
      expect(sha256(bytes)).toBe(stored?.sha256);
      expect((await PDFDocument.load(bytes)).getSubject()).not.toContain('Evil Corp');
    }
  });
});

describe('signing needs the consent', () => {
  test('a right code without the signing page consent answers 409 and signs nothing', async () => {
    const ready = await prospectWithSession(service, { email: 'no-consent@example.com' });
    const api = service.api({ session: ready.session });
    const path = { params: { path: { id: ready.id } } };
    const started = await api.POST('/v2/prospects/{id}/signature', path);
    expect((await api.POST('/v2/prospects/{id}/signature/code', path)).response.status).toBe(200);
    const code = await lastSmsCode(service.db, ready.id);
    const refused = await api.POST('/v2/prospects/{id}/signature/code/verify', { ...path, body: { code } });
    expect([refused.response.status, refused.error?.code]).toEqual([409, 'consent_required']);
    const rows = await service.db.query('SELECT 1 FROM signed_subscriptions WHERE prospect_id = $1', [
      ready.id,
    ]);
    expect(rows).toHaveLength(0);
    await consentToSign(service, started.data?.data.frame_url ?? '');
    const verified = await api.POST('/v2/prospects/{id}/signature/code/verify', { ...path, body: { code } });
    expect(verified.data?.data.status).toBe('signed');
  });
});

describe('signing under concurrency', () => {
  /** A subscription whose signature waits for its code, consented: the code and the calls on it. */
  async function readyToVerify(email: string) {
    const ready = await prospectWithSession(service, { email });
    const api = service.api({ session: ready.session });
    const path = { params: { path: { id: ready.id } } };
    const started = await api.POST('/v2/prospects/{id}/signature', path);
    await consentToSign(service, started.data?.data.frame_url ?? '');
    expect((await api.POST('/v2/prospects/{id}/signature/code', path)).response.status).toBe(200);
    const code = await lastSmsCode(service.db, ready.id);
    const verify = () => api.POST('/v2/prospects/{id}/signature/code/verify', { ...path, body: { code } });
    return { ready, verify };
  }

  /** What the record holds and what the prospect and its offer hold now. */
  async function recordAndLive(id: string) {
    const [record] = await service.db.query<{ answers: Record<string, unknown>; offer: { formula: string } }>(
      'SELECT answers, offer FROM signed_subscriptions WHERE prospect_id = $1',
      [id],
    );
    const [live] = await service.db.query<{ criterias: unknown; name: string; formula: string }>(
      'SELECT p.criterias, p.name, o.formula FROM prospects p JOIN offers o ON o.prospect_id = p.id WHERE p.id = $1',
      [id],
    );
    return { record, live };
  }

  test('answer writes sent with the verification: the record holds the live answers, later ones are refused', async () => {
    const { ready, verify } = await readyToVerify('racing.writes@example.com');
    const api = service.api({ token: ready.token });
    const path = { params: { path: { id: ready.id } }, headers: { 'x-prospect-proof': ready.proof } };
    const criteria = (headcount: number) =>
      api.PUT('/v2/prospects/{id}/criterias', {
        ...path,
        body: { criterias: { headcount, revenue: 120_000 + headcount, sanctioned_country_exposure: false } },
      });
    const [verified, ...written] = await Promise.all([
      verify(),
      ...[2, 3, 4, 5, 6].map(criteria),
      api.PUT('/v2/prospects/{id}', { ...path, body: { name: 'Transports Lumière Nord' } }),
      api.PUT('/v2/prospects/{id}/offer', {
        ...path,
        body: { formula: 'economic', excess_level: 'standard', options: [] },
      }),
    ]);
    expect(verified.data?.data.status).toBe('signed');
    // Each write either landed before the signing (and is signed) or is refused after it: never lost.
    for (const write of written) {
      expect([200, 409]).toContain(write.response.status);
      if (write.response.status === 409) expect(write.error?.code).toBe('subscription_signed');
    }
    const { record, live } = await recordAndLive(ready.id);
    expect(record?.answers.criterias).toEqual(live?.criterias);
    expect(record?.answers.name).toBe(live?.name);
    expect(record?.offer.formula).toBe(live?.formula);
  });

  test('two verifications at once sign once, and the record holds the live answers', async () => {
    const { ready, verify } = await readyToVerify('racing.codes@example.com');
    const answers = await Promise.all([verify(), verify()]);
    expect(answers.map((answer) => answer.data?.data.status)).toEqual(['signed', 'signed']);
    const records = await service.db.query('SELECT 1 FROM signed_subscriptions WHERE prospect_id = $1', [
      ready.id,
    ]);
    expect(records).toHaveLength(1);
    const { record, live } = await recordAndLive(ready.id);
    expect(record?.answers.criterias).toEqual(live?.criterias);
  });
});
