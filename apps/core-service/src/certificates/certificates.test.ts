import { createHash } from 'node:crypto';
import { pdfText } from '@souscrire/vitest-config/pdf-text';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoClientSession, prospectWithSession, signPayFinalize } from '../testing/journey.ts';
import { lastSmsCode } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { certificatePeriod } from './certificates.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService({ CORE_RATE_LIMITS: 'certificateChecksPerIp=8/900' });
}, 120_000);
afterAll(() => service.close());

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The demo client's active contract (plussimple's demo client, the seed's), with the session that sees it. */
async function demoContract() {
  const token = 'dev-token-plussimple';
  const session = await demoClientSession(service, token);
  const listed = await service.api({ token, session }).GET('/v2/clients/me/contracts');
  const contract = listed.data?.data.find((candidate) => candidate.status === 'active');
  if (contract === undefined) throw new Error('the demo client has no active contract');
  return { token, session, contract };
}

/** Asks for a certificate as the customer space does; answers its status, PDF bytes and verification address. */
async function certificate(target: { token: string; session: string; contractId: string }, language = 'fr') {
  const answer = await service.call('POST', `/v2/clients/me/contracts/${target.contractId}/certificate`, {
    token: target.token,
    headers: { 'x-client-session': target.session, 'accept-language': language },
  });
  return { ...answer, address: answer.headers.get('location') ?? '' };
}

/** The public check of a code, with the tenant's token only. */
function verify(code: string, token = 'dev-token-plussimple') {
  return service.call('GET', `/v2/certificates/${encodeURIComponent(code)}`, { token });
}

const codeOf = (address: string) => new URL(address).searchParams.get('code') ?? '';

describe('the period a certificate states', () => {
  test.each([
    ['2026-03-15', '2026-11-28', '2026-03-15', '2027-03-14'],
    ['2026-12-01', '2026-11-28', '2026-12-01', '2027-11-30'],
    ['2024-03-15', '2026-11-28', '2026-03-15', '2027-03-14'],
    ['2024-03-15', '2026-03-14', '2025-03-15', '2026-03-14'],
    ['2024-03-15', '2026-03-15', '2026-03-15', '2027-03-14'],
  ])('a contract from %s, on %s: %s to %s', (startsOn, today, from, to) => {
    expect(certificatePeriod(startsOn, today)).toEqual({ starts_on: from, ends_on: to });
  });
});

describe('the certificate of insurance', () => {
  test('states the company, its registration number, the activity, the guarantees, the period and the address', async () => {
    const { token, session, contract } = await demoContract();
    const answer = await certificate({ token, session, contractId: contract.id });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.address).toMatch(
      /^http:\/\/plussimple\.localhost:\d+\/fr-FR\/verify\?code=[A-Za-z0-9_-]{22}$/,
    );
    const text = (await pdfText(answer.bytes)).replace(/\s+/g, ' ');
    const [prospect] = await service.db.query<{ name: string; siret: string }>(
      'SELECT name, siret FROM prospects WHERE id = $1',
      [contract.prospect_id],
    );
    expect(text).toContain("Attestation d'assurance");
    expect(text).toContain('+Simple');
    expect(text).toContain(prospect?.name);
    expect(text).toContain(prospect?.siret);
    expect(text).toContain(contract.number);
    expect(text).toMatch(/Activité assurée : .+\(\d{2}\.\d{2}[A-Z]\)/);
    expect(text).toMatch(/Garanties et plafonds : .+\d €/);
    const period = certificatePeriod(contract.starts_on ?? '', new Date().toISOString().slice(0, 10));
    const long = (iso: string) =>
      new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${iso}T00:00:00Z`),
      );
    expect(text).toContain(`Période : du ${long(period.starts_on)} au ${long(period.ends_on)}`);
    expect(text).toContain(answer.address);
    expect(text).not.toMatch(/\{[a-z_]+\}/);
  });

  test('is written in the language asked for', async () => {
    const { token, session, contract } = await demoContract();
    const answer = await certificate({ token, session, contractId: contract.id }, 'de');
    expect(answer.status).toBe(201);
    expect(answer.address).toMatch(/\/de-FR\/verify\?code=/);
    expect(await pdfText(answer.bytes)).toContain('Versicherungsbestätigung');
  });

  test('each certificate gets its own unguessable code, of which only the hash is kept', async () => {
    const { token, session, contract } = await demoContract();
    const first = codeOf((await certificate({ token, session, contractId: contract.id })).address);
    const second = codeOf((await certificate({ token, session, contractId: contract.id })).address);
    expect(first).not.toBe(second);
    // 16 random bytes in base64url: 128 bits.
    expect(Buffer.from(first, 'base64url')).toHaveLength(16);
    const stored = await service.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM certificates WHERE contract_id = $1',
      [contract.id],
    );
    expect(stored.map((row) => row.code_hash)).toContain(sha256(new TextEncoder().encode(first)));
    expect(JSON.stringify(stored)).not.toContain(first);
  });

  test("a stranger's session and no session are refused, a draft has no certificate yet", async () => {
    const { token, contract } = await demoContract();
    const stranger = await prospectWithSession(service, { token, email: 'stranger@example.com' });
    const theirs = await certificate({ token, session: stranger.session, contractId: contract.id });
    expect(theirs.status).toBe(404);
    const [draft] = await service.db.query<{ id: string }>(
      'SELECT id FROM contracts WHERE prospect_id = $1',
      [stranger.id],
    );
    const drafted = await certificate({ token, session: stranger.session, contractId: draft?.id ?? '' });
    expect(drafted.status).toBe(409);
    expect(drafted.body).toMatchObject({ code: 'contract_not_active' });
    const none = await service.call('POST', `/v2/clients/me/contracts/${contract.id}/certificate`, { token });
    expect(none.status).toBe(401);
  });
});

describe('the public verification', () => {
  test('answers valid, then expired after the period, then cancelled, with the name and period only', async () => {
    const { token, session, contract } = await demoContract();
    const code = codeOf((await certificate({ token, session, contractId: contract.id })).address);
    const valid = await verify(code);
    expect(valid.status).toBe(200);
    const [prospect] = await service.db.query<{ name: string }>('SELECT name FROM prospects WHERE id = $1', [
      contract.prospect_id,
    ]);
    expect(valid.body).toEqual({
      data: {
        status: 'valid',
        company_name: prospect?.name,
        period: certificatePeriod(contract.starts_on ?? '', new Date().toISOString().slice(0, 10)),
      },
    });

    const hash = sha256(new TextEncoder().encode(code));
    await service.db.query(
      'UPDATE certificates SET starts_on = current_date - 400, ends_on = current_date - 1 WHERE code_hash = $1',
      [hash],
    );
    expect((await verify(code)).body).toMatchObject({ data: { status: 'expired' } });

    await service.db.query("UPDATE contracts SET status = 'replaced' WHERE id = $1", [contract.id]);
    try {
      expect((await verify(code)).body).toMatchObject({ data: { status: 'cancelled' } });
    } finally {
      await service.db.query("UPDATE contracts SET status = 'active' WHERE id = $1", [contract.id]);
    }
  });

  test('an unknown or malformed code, or another tenant’s, answers 404; checks are limited per address', async () => {
    const { token, session, contract } = await demoContract();
    const code = codeOf((await certificate({ token, session, contractId: contract.id })).address);
    expect((await verify(code, 'dev-token-maif')).status).toBe(404);
    const unknown = await verify(Buffer.alloc(16, 7).toString('base64url'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'not_found', title: 'Not found' });
    expect((await verify('not.a.code')).status).toBe(404);
    let last = 0;
    for (let attempt = 0; attempt < 8 && last !== 429; attempt++) last = (await verify(code)).status;
    expect(last).toBe(429);
  });
});

describe('the proof-of-sale file', () => {
  test('holds the signed documents with matching SHA-256, the signature audit and the mandate', async () => {
    const ready = await prospectWithSession(service, { email: 'proof@example.com' });
    const session = await signPayFinalize(service, ready, (id) => lastSmsCode(service.db, id));
    const listed = await service.api({ session }).GET('/v2/clients/me/contracts');
    const contract = listed.data?.data[0];
    const answer = await service.call('GET', `/v2/clients/me/contracts/${contract?.id}/proof-of-sale`, {
      headers: { 'x-client-session': session, 'accept-language': 'en' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(answer.bytes);
    const proof = JSON.parse(strFromU8(files['proof-of-sale.json'] ?? new Uint8Array())) as {
      documents: { file: string; id: string; sha256: string; template_version: string }[];
      signature: Record<string, unknown>;
      payment: { method: string; reference: string };
    };
    const signed = await service.db.query<{ document_id: string; sha256: string }>(
      'SELECT document_id, sha256 FROM signed_documents WHERE prospect_id = $1 ORDER BY position',
      [ready.id],
    );
    expect(proof.documents.map((document) => document.id)).toEqual(signed.map((row) => row.document_id));
    expect(proof.documents.length).toBeGreaterThan(2);
    for (const document of proof.documents) {
      const bytes = files[document.file];
      expect(bytes, document.file).toBeDefined();
      expect(sha256(bytes ?? new Uint8Array())).toBe(document.sha256);
      expect(document.template_version).toMatch(/^[0-9a-f]{16}$/);
    }
    expect(strFromU8(files.SHA256SUMS ?? new Uint8Array())).toBe(
      proof.documents.map((document) => `${document.sha256}  ${document.file}\n`).join(''),
    );
    expect(proof.signature).toMatchObject({
      phone: '+33 6 •• •• •• 78',
      codes_sent: 1,
      code_attempts: 1,
      ip_address: expect.any(String),
      consented_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      signed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(proof.payment).toMatchObject({ method: 'sepa', reference: contract?.payment?.mandate_reference });

    const stranger = await demoClientSession(service);
    const theirs = await service.call('GET', `/v2/clients/me/contracts/${contract?.id}/proof-of-sale`, {
      headers: { 'x-client-session': stranger },
    });
    expect(theirs.status).toBe(404);
  }, 120_000);

  test('a contract signed elsewhere (the seeded demo contract) has no proof-of-sale file: 404', async () => {
    const { token, session, contract } = await demoContract();
    const answer = await service.call('GET', `/v2/clients/me/contracts/${contract.id}/proof-of-sale`, {
      token,
      headers: { 'x-client-session': session },
    });
    expect(answer.status).toBe(404);
  });
});
