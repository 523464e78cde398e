import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../app.ts';
import { prospectAtOffer, prospectWithSession } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { type JsonSchema, loadContract } from './contract.ts';

// Requests an attacker tries first answer a 4xx in the normalised error shape, never a 500.

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const NORMALISED = {
  title: expect.any(String),
  details: expect.any(String),
  code: expect.any(String),
  message: expect.any(String),
};

/** A request straight to the app, for answers the contract cannot declare on every operation (413, 415). */
async function raw(method: string, path: string, init: { body?: string; headers?: Record<string, string> }) {
  const response = await service.app.request(path, {
    method,
    headers: { authorization: 'Bearer dev-token-plussimple', ...init.headers },
    ...(init.body === undefined ? {} : { body: init.body }),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as unknown };
}

describe('path ids are plain UUIDs', () => {
  test.each([
    (id: string) => `urn:uuid:${id}`,
    (id: string) => `{${id}}`,
    (id: string) => id.replace(/-/g, ''),
    () => '-1',
    () => 'x'.repeat(5000),
  ])('GET v2/prospects/%s answers 404 in the normalised shape', async (shape) => {
    const { id } = await prospectAtOffer(service);
    // The typed client encodes the path parameter (encodeURIComponent).
    const { error, response } = await service.api().GET('/v2/prospects/{id}', {
      params: { path: { id: shape(id) } },
    });
    expect(response.status).toBe(404);
    expect(error).toEqual({ ...NORMALISED, code: 'not_found' });
  });

  test('the same id upper case names the same prospect', async () => {
    const { id, proof } = await prospectAtOffer(service);
    const { data, response } = await service.api().GET('/v2/prospects/{id}', {
      params: { path: { id: id.toUpperCase() } },
      headers: { 'x-prospect-proof': proof },
    });
    expect(response.status).toBe(200);
    expect(data?.data.id).toBe(id);
  });
});

describe('paging has bounds', () => {
  test.each([{ page: 100001 }, { per_page: 101 }])('GET v2/products?%o answers 400', async (query) => {
    const { error, response } = await service.api().GET('/v2/products', { params: { query } });
    expect(response.status).toBe(400);
    expect(error).toEqual({ ...NORMALISED, code: 'bad_request', errors: expect.any(Object) });
  });

  // Query texts no number serialises to (an exponent, past 2^53, NaN, -0): sent untyped, as written.
  test.each(['page=1e19', 'page=99999999999999999999', 'page=-0', 'page=NaN'])(
    'GET v2/products?%s answers 400',
    async (query) => {
      const response = await service.call('GET', `/v2/products?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ...NORMALISED, code: 'bad_request', errors: expect.any(Object) });
    },
  );

  test('the last allowed page answers an empty list', async () => {
    const { data, response } = await service.api().GET('/v2/products', {
      params: { query: { page: 10000, per_page: 100 } },
    });
    expect(response.status).toBe(200);
    expect(data?.data).toEqual([]);
  });
});

describe('body size and strings have limits', () => {
  // A declared Content-Length is checked from the header; a body without one (chunked) is counted as it comes.
  test.each([
    ['declared in Content-Length', true],
    ['sent without a length', false],
  ])('a 20 MB referer %s answers 413 in the normalised shape, and nothing is stored', async (_, declared) => {
    const before = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM prospects');
    const body = JSON.stringify({
      tags: ['subscription-v2'],
      enrich: true,
      referer: 'x'.repeat(20 * 1024 * 1024),
    });
    const response = await raw('POST', '/v2/prospects', {
      headers: {
        'content-type': 'application/json',
        ...(declared ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
      },
      body,
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ ...NORMALISED, code: 'payload_too_large' });
    const after = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM prospects');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  test('a referer longer than the contract allows answers 422 on that field', async () => {
    const { error, response } = await service.api().POST('/v2/prospects', {
      body: { tags: ['subscription-v2'], enrich: true, referer: `https://example.com/${'x'.repeat(2100)}` },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['referer']);
  });

  test('a name with a control character answers 422', async () => {
    const { id } = await prospectAtOffer(service);
    const { error, response } = await service.api().PUT('/v2/prospects/{id}', {
      params: { path: { id } },
      body: { name: 'Acme\u0001' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(error?.errors ?? {})).toEqual(['name']);
  });

  test('the database refuses what the contract refuses (migration 0004)', async () => {
    const { id } = await prospectAtOffer(service);
    await expect(
      service.db.query('UPDATE prospects SET referer = $2 WHERE id = $1', [id, 'x'.repeat(2001)]),
    ).rejects.toThrow(/check constraint/);
  });
});

describe('the database holds the limits behind the contract', () => {
  test('a value the contract lets through but a CHECK constraint refuses answers 422 on its field', async () => {
    // A contract without the referer's maxLength: the database's limit (migration 0004) still holds.
    const contract = loadContract();
    const schemas = (contract.document.components as { schemas: Record<string, JsonSchema> }).schemas;
    const properties = schemas.NewProspect?.properties as Record<string, JsonSchema> | undefined;
    expect(properties?.referer?.maxLength).toBe(2000);
    delete properties?.referer?.maxLength;
    const app = createApp({
      db: service.db,
      reference: service.reference,
      contract,
      logger: pino({ level: 'silent' }),
    });
    const response = await app.request('/v2/prospects', {
      method: 'POST',
      headers: { authorization: 'Bearer dev-token-plussimple', 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['subscription-v2'], enrich: true, referer: 'x'.repeat(2001) }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      ...NORMALISED,
      code: 'validation_failed',
      errors: { referer: ['This value is too long'] },
    });
  });
});

describe('malformed requests answer a 4xx in the normalised shape', () => {
  test.each([
    ['malformed JSON', 'application/json', '{"tags": [', 400],
    ['JSON nested too deeply', 'application/json', `{"tags":${'['.repeat(5000)}${']'.repeat(5000)}}`, 400],
    ['a form body', 'application/x-www-form-urlencoded', 'tags=subscription-v2&enrich=true', 415],
    ['a text body', 'text/plain', '{"tags":["subscription-v2"],"enrich":true}', 415],
    ['no content type', undefined, '{"tags":["subscription-v2"],"enrich":true}', 415],
  ])('%s', async (_name, contentType, body, status) => {
    const response = await raw('POST', '/v2/prospects', {
      headers: contentType === undefined ? {} : { 'content-type': contentType },
      body,
    });
    expect(response.status).toBe(status);
    expect(response.body).toEqual(expect.objectContaining(NORMALISED));
  });

  test('application/json with a charset and +json types are JSON', async () => {
    const response = await raw('POST', '/v2/prospects', {
      headers: { 'content-type': 'application/merge-patch+json; charset=utf-8' },
      body: JSON.stringify({ tags: ['subscription-v2'], enrich: true }),
    });
    expect(response.status).toBe(201);
  });

  // A query parameter the contract does not declare: sent untyped on purpose.
  test('an unknown query parameter answers 400 naming it', async () => {
    const response = await service.call('GET', '/v2/products?pagee=2');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ pagee: ['This field is not allowed'] });
  });

  test('a malformed percent-encoding in the path is an unknown id; in the query, plain text', async () => {
    const path = await raw('GET', '/v2/prospects/%E0%A4%A', {});
    expect(path.status).toBe(404);
    expect(path.body).toEqual(expect.objectContaining(NORMALISED));
    const query = await raw('GET', '/v2/activities?query=%E0%A4%A', {});
    expect(query.status).toBe(200);
  });

  // PostgreSQL's text and jsonb cannot hold U+0000: it used to reach a query and answer 500.
  test.each([
    [
      'a NUL in a free-form body',
      (id: string) =>
        service.api().PUT('/v2/prospects/{id}/killing-questions', {
          params: { path: { id } },
          body: { answers: { note: 'a\u0000b' } },
        }),
    ],
    [
      'a NUL in a key',
      (id: string) =>
        service.api().PUT('/v2/prospects/{id}/criterias', {
          params: { path: { id } },
          body: { criterias: { 'a\u0000': 1 } },
        }),
    ],
  ])('%s answers 400', async (_name, put) => {
    const { id } = await prospectAtOffer(service);
    const { error, response } = await put(id);
    expect(response.status).toBe(400);
    expect(error).toEqual({ ...NORMALISED, code: 'bad_request', errors: expect.any(Object) });
  });

  // Found by the contract fuzzer: both answered 500. A body outside the contract's types, sent untyped as text.
  test('a field named __proto__ or constructor is reported like any other', async () => {
    const { id } = await prospectAtOffer(service);
    const response = await service.call('POST', `/v2/prospects/${id}/steps`, {
      body: '{"strict":true,"__proto__":1,"constructor":2}',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['__proto__', 'constructor']);
  });

  test('%00 in the address of a sandbox page answers 400 normalised', async () => {
    const response = await raw('POST', '/sandbox/signature/nul%00inside/sign', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'consent=on',
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ...NORMALISED, code: 'bad_request' });
  });

  test('a NUL in a query answers 400', async () => {
    const { response } = await service
      .api()
      .GET('/v2/products', { params: { query: { query: 'a\u0000b' } } });
    expect(response.status).toBe(400);
  });
});

describe('documents are drawn for any text the database holds', () => {
  test('control characters, emoji, CJK and right-to-left text in the PDF and the zip', async () => {
    const ready = await prospectWithSession(service);
    // A name from before the contract's limits, or from the company registry: stored, so it must be drawn.
    await service.db.query(
      'UPDATE prospects SET name = $2, owner_firstname = $3, address = $4 WHERE id = $1',
      [
        ready.id,
        'Acme\u0001\u0007 SARL \u{1F600}',
        '東京 \u05E9\u05DC\u05D5\u05DD \u202Eevil',
        'rue\u001f\tdu\u2028Port',
      ],
    );
    const api = service.api({ session: ready.session });
    const pdf = await api.GET('/v2/prospects/{id}/documents/{documentId}', {
      params: { path: { id: ready.id, documentId: 'subscription-form' } },
      parseAs: 'arrayBuffer',
    });
    expect(pdf.response.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(pdf.data ?? new ArrayBuffer(0)).slice(0, 5))).toBe(
      '%PDF-',
    );
    const zip = await api.GET('/v2/prospects/{id}/documents/zip', {
      params: { path: { id: ready.id } },
      parseAs: 'arrayBuffer',
    });
    expect(zip.response.status).toBe(200);
    expect(new Uint8Array(zip.data ?? new ArrayBuffer(0)).slice(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));
  });
});
