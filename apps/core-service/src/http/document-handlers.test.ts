import { unzipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prospectAtOffer, prospectWithSession } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
let ready: Awaited<ReturnType<typeof prospectWithSession>>;
beforeAll(async () => {
  service = await startTestService();
  ready = await prospectWithSession(service);
}, 120_000);
afterAll(() => service.close());

/** GET documents of the ready prospect with a session (and a token, when not the tenant's own), typed. */
async function documentsWith(session: string, token?: string | null) {
  const { data, error, response } = await service
    .api({ session, ...(token === undefined ? {} : { token }) })
    .GET('/v2/prospects/{id}/documents', { params: { path: { id: ready.id } } });
  return { status: response.status, documents: data?.data, error };
}

describe('documents (client session)', () => {
  test("GET documents lists the chosen formula's documents", async () => {
    const { status, documents } = await documentsWith(ready.session);
    expect(status).toBe(200);
    expect(documents?.product).toBe('rc-pro');
    expect(documents?.documents.map((document) => document.id)).toEqual([
      'general-conditions',
      'ipid-balanced',
      'special-conditions',
      'subscription-form',
    ]);
    expect(documents?.documents[0]).toMatchObject({
      type: 'general_conditions',
      url: `/v2/prospects/${ready.id}/documents/general-conditions`,
      mime_type: 'application/pdf',
      is_amendment: false,
    });
  });

  test("one document is a real PDF made with the prospect's data", async () => {
    const { data, response } = await service
      .api({ session: ready.session })
      .GET('/v2/prospects/{id}/documents/{documentId}', {
        params: { path: { id: ready.id, documentId: 'special-conditions' } },
        headers: { 'accept-language': 'fr' },
        parseAs: 'arrayBuffer',
      });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = await PDFDocument.load(data ?? new ArrayBuffer(0));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Conditions particulières (Équilibrée) • +Simple');
    expect(pdf.getSubject()).toBe(`Transports Lumière (SA) ${ready.id}`);
  });

  test('the zip holds every listed document as a PDF', async () => {
    const { data, response } = await service
      .api({ session: ready.session })
      .GET('/v2/prospects/{id}/documents/zip', {
        params: { path: { id: ready.id } },
        parseAs: 'arrayBuffer',
      });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(data ?? new ArrayBuffer(0)));
    expect(Object.keys(files).sort()).toEqual([
      'general-conditions.pdf',
      'ipid-balanced.pdf',
      'special-conditions.pdf',
      'subscription-form.pdf',
    ]);
    for (const bytes of Object.values(files))
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  /** The three document reads of the ready prospect, typed, with a session and a token (`null`: none). */
  const reads = (session: string, token?: string | null) => {
    const api = service.api({ session, ...(token === undefined ? {} : { token }) });
    const id = ready.id;
    return {
      '/documents': () => api.GET('/v2/prospects/{id}/documents', { params: { path: { id } } }),
      '/documents/general-conditions': () =>
        api.GET('/v2/prospects/{id}/documents/{documentId}', {
          params: { path: { id, documentId: 'general-conditions' } },
          parseAs: 'arrayBuffer',
        }),
      '/documents/zip': () =>
        api.GET('/v2/prospects/{id}/documents/zip', { params: { path: { id } }, parseAs: 'arrayBuffer' }),
    };
  };
  test.each(['/documents', '/documents/general-conditions', '/documents/zip'] as const)(
    'GET %s: no session 401, an unknown session 401, a session under another tenant 401, an unknown document 404',
    async (suffix) => {
      const statusWith = async (session: string, token?: string | null) =>
        (await reads(session, token)[suffix]()).response.status;
      expect(await statusWith('')).toBe(401);
      expect(await statusWith('not-a-session')).toBe(401);
      expect(await statusWith(ready.session, null)).toBe(401);
      // A session belongs to its tenant (looked up with it): under another tenant it is unknown.
      const foreign = await reads(ready.session, 'dev-token-maif')[suffix]();
      expect(foreign.response.status).toBe(401);
      expect(foreign.error?.code).toBe('unauthorized');
    },
  );

  test("another client's session answers 404, and an unknown document 404", async () => {
    const other = await prospectWithSession(service, { email: 'paul.durand@example.com' });
    expect((await documentsWith(other.session)).status).toBe(404);
    const unknown = await service
      .api({ session: ready.session })
      .GET('/v2/prospects/{id}/documents/{documentId}', {
        params: { path: { id: ready.id, documentId: 'secret' } },
        parseAs: 'arrayBuffer',
      });
    expect(unknown.response.status).toBe(404);
  });
});

/** GET validate of a prospect with a token (`null`: none), typed from the contract. */
async function validate(id: string, token?: string | null) {
  const { data, response } = await service
    .api(token === undefined ? {} : { token })
    .GET('/v2/prospects/{id}/validate', { params: { path: { id } } });
  return { status: response.status, validation: data?.data };
}

describe('GET validate', () => {
  test('valid once offer, contact details, eligibility and owners are given', async () => {
    expect((await validate(ready.id)).validation).toEqual({ valid: true });
  });

  test('not valid without a formula (and contracts answers 422 Subscription is not valid)', async () => {
    const { id, proof } = await prospectAtOffer(service);
    expect((await validate(id)).validation).toEqual({ valid: false });
    const contracts = await service.api().POST('/v2/prospects/{id}/contracts', {
      params: { path: { id } },
      headers: { 'x-prospect-proof': proof },
    });
    expect(contracts.response.status).toBe(422);
    expect(contracts.error).toMatchObject({ message: 'Subscription is not valid' });
    expect(contracts.error?.errors).toMatchObject({
      offer: ['Choose below the formula that suits you the best before proceeding.'],
    });
    // The beneficial owners' step follows the documents, so contracts never asks for them.
    expect(contracts.error?.errors).not.toHaveProperty('beneficiaries');
  });

  test('another tenant 404, no token 401', async () => {
    expect((await validate(ready.id, 'dev-token-maif')).status).toBe(404);
    expect((await validate(ready.id, null)).status).toBe(401);
  });
});
