import { readFileSync } from 'node:fs';
import type { CoreApiClient } from '@souscrire/core-api';
import { pdfText } from '@souscrire/vitest-config/pdf-text';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LANGUAGES } from '../reference/languages.ts';
import { type Caller, demoClientSession, prospectWithSession, signPayFinalize } from '../testing/journey.ts';
import { lastSmsCode } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

// Every document and message the core writes is read back as a person gets it (the PDF's text through a PDF
// reader, the e-mail's subject and body, the SMS), in each of the core's languages: none may show a template's
// `{placeholder}` unfilled. The templates are the same for every tenant (only the brand's name changes).

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const PLACEHOLDER = /\{[A-Za-z0-9_]+\}/g;

const TEMPLATES = Object.keys(
  JSON.parse(readFileSync(new URL('../data/document-templates.json', import.meta.url), 'utf8')) as object,
);

/** The template a document id is drawn from (`ipid-balanced` is the product information). */
function templateOf(documentId: string): string {
  return documentId.startsWith('ipid-') ? 'product-information' : documentId;
}

/** The journey helpers' caller with every call in the page's language (Accept-Language, as the journey sends). */
function callerIn(locale: string): Caller & Pick<TestService, 'call'> {
  return {
    call: service.call,
    api(options) {
      const api: CoreApiClient = service.api(options);
      api.use({
        onRequest({ request }) {
          request.headers.set('accept-language', locale);
          return request;
        },
      });
      return api;
    },
  };
}

/** A PDF read back: where it came from, its template, the placeholders it still shows. */
type ReadPdf = { where: string; template: string; left: string[] };

/** Reads a PDF's text: its template and any placeholder it still shows. */
async function readPdf(where: string, documentId: string, bytes: Uint8Array): Promise<ReadPdf> {
  const text = await pdfText(bytes);
  expect(text.length, `${where} ${documentId}`).toBeGreaterThan(50);
  return {
    where: `${where} ${documentId}`,
    template: templateOf(documentId),
    left: text.match(PLACEHOLDER) ?? [],
  };
}

async function download(request: Promise<{ data?: unknown; response: Response }>): Promise<Uint8Array> {
  const { data, response } = await request;
  expect(response.status).toBe(200);
  return new Uint8Array(data as ArrayBuffer);
}

/** A prospect whose criteria are outside rc-pro's bounds (45 employees): it may ask for a custom offer. */
async function unhookedProspect(caller: Caller): Promise<string> {
  const api = caller.api();
  const created = await api.POST('/v2/prospects', { body: { tags: ['subscription-v2'], enrich: true } });
  const id = created.data?.data.id ?? '';
  const path = { params: { path: { id } } };
  await api.POST('/v2/prospects/{id}/products', { ...path, body: { slug: 'rc-pro' } });
  await api.POST('/v2/prospects/{id}/steps', { ...path, body: { strict: true } });
  const criteria = { headcount: 45, revenue: 300000 };
  expect(
    (await api.PUT('/v2/prospects/{id}/criterias', { ...path, body: { criterias: criteria } })).response
      .status,
  ).toBe(200);
  return id;
}

describe.each(LANGUAGES)('in %s', (locale) => {
  test('no PDF, e-mail or SMS shows an unfilled placeholder', async () => {
    const caller = callerIn(locale);
    const email = `placeholders.${locale}@example.com`;
    const seen: ReadPdf[] = [];

    // Before signing: each document of the chosen formula, the other formulas' product information, the zip.
    const ready = await prospectWithSession(caller, { email });
    const api = caller.api({ session: ready.session });
    const path = { params: { path: { id: ready.id } } };
    const listed = await api.GET('/v2/prospects/{id}/documents', path);
    const ids = [
      ...(listed.data?.data.documents.map((document) => document.id) ?? []),
      'ipid-economic',
      'ipid-complete',
    ];
    for (const documentId of ids) {
      const request = api.GET('/v2/prospects/{id}/documents/{documentId}', {
        params: { path: { id: ready.id, documentId } },
        parseAs: 'arrayBuffer',
      });
      seen.push(await readPdf('prospect', documentId, await download(request)));
    }
    const zip = await download(
      api.GET('/v2/prospects/{id}/documents/zip', { ...path, parseAs: 'arrayBuffer' }),
    );
    for (const [name, bytes] of Object.entries(unzipSync(zip))) {
      seen.push(await readPdf('zip', name.replace('.pdf', ''), bytes));
    }
    // The e-mails a visitor asks for: the offer, the resume link.
    const sent = { email, accept_terms: true } as const;
    expect((await api.POST('/v2/prospects/{id}/offers/email', { ...path, body: sent })).response.status).toBe(
      204,
    );
    const link = await api.POST('/v2/prospects/{id}/subscription-link/{channel}/send', {
      params: { path: { id: ready.id, channel: 'email' } },
      body: sent,
    });
    expect(link.response.status).toBe(204);

    // Signing (the SMS), the SEPA mandate e-mail, the welcome e-mail; then the customer space's documents:
    // the signed contract and the SEPA mandate among them.
    const session = await signPayFinalize(caller, ready, (id) => lastSmsCode(service.db, id));
    const client = caller.api({ session });
    const contracts = await client.GET('/v2/clients/me/contracts');
    const contractId = contracts.data?.data[0]?.id ?? '';
    const documents = await client.GET('/v2/clients/me/contracts/{contractId}/documents', {
      params: { path: { contractId } },
    });
    for (const { id: documentId } of documents.data?.data ?? []) {
      const request = client.GET('/v2/clients/me/contracts/{contractId}/documents/{documentId}', {
        params: { path: { contractId, documentId } },
        parseAs: 'arrayBuffer',
      });
      seen.push(await readPdf('contract', documentId, await download(request)));
    }
    // The certificate of insurance the client asks for.
    const certificate = await client.POST('/v2/clients/me/contracts/{contractId}/certificate', {
      params: { path: { contractId } },
      parseAs: 'arrayBuffer',
    });
    expect(certificate.response.status).toBe(201);
    seen.push(await readPdf('contract', 'certificate', new Uint8Array(certificate.data as ArrayBuffer)));
    // The client asks to cancel the contract: the confirmation e-mail.
    const cancellation = await client.POST('/v2/clients/me/contracts/{contractId}/cancellation', {
      params: { path: { contractId } },
      body: { confirm: true },
    });
    expect(cancellation.response.status).toBe(201);

    // A client's new subscription has an amendment among its documents.
    const xsell = await prospectWithSession(caller, {
      email: 'demo.client@example.com',
      xsellSession: await demoClientSession(caller),
    });
    const amendment = caller
      .api({ session: xsell.session })
      .GET('/v2/prospects/{id}/documents/{documentId}', {
        params: { path: { id: xsell.id, documentId: 'amendment' } },
        parseAs: 'arrayBuffer',
      });
    seen.push(await readPdf('cross-sell', 'amendment', await download(amendment)));

    // Criteria out of the product's bounds: the custom offer request's confirmation.
    const unhooked = await unhookedProspect(caller);
    const request = await caller.api().POST('/v2/prospects/{id}/custom-offer-request', {
      params: { path: { id: unhooked } },
      body: { email, message: 'Forty-five people.' },
    });
    expect(request.response.status).toBe(202);

    expect([...new Set(seen.map((pdf) => pdf.template))].sort()).toEqual([...TEMPLATES].sort());
    expect(seen.filter((pdf) => pdf.left.length > 0)).toEqual([]);

    const messages = await service.db.query<{ kind: string; subject: string | null; body: string }>(
      'SELECT kind, subject, body FROM outbox WHERE prospect_id = ANY($1::uuid[]) ORDER BY created_at',
      [[ready.id, xsell.id, unhooked]],
    );
    expect(new Set(messages.map((message) => message.kind))).toEqual(
      new Set([
        'offer',
        'resume-link',
        'signature-code',
        'sepa-mandate',
        'welcome',
        'cancellation',
        'custom-offer',
      ]),
    );
    const unfilled = messages.flatMap((message) =>
      `${message.subject ?? ''}\n${message.body}`.match(PLACEHOLDER) === null ? [] : [message],
    );
    expect(unfilled).toEqual([]);
  });
});
