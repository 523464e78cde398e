import type { components } from '@souscrire/core-api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { prospectAtOffer } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';

let service: TestService;
let id: string;
beforeAll(async () => {
  service = await startTestService();
  ({ id } = await prospectAtOffer(service));
}, 120_000);
afterAll(() => service.close());

const SPEC_MESSAGE = 'Please fill-in your e-mail address and accept the conditions before proceeding.';
const REQUEST = {
  email: 'paul@example.com',
  accept_terms: true,
} satisfies components['schemas']['EmailRequest'];

type Suffix = '/offers/email' | '/subscription-link/email/send';

/** Sends one of the two e-mails through the contract's typed client: its status and error. */
async function send(
  suffix: Suffix,
  body: components['schemas']['EmailRequest'],
  options: { token?: string | null; headers?: Record<string, string> } = {},
) {
  const api = service.api(options.token === undefined ? {} : { token: options.token });
  const headers = options.headers ?? {};
  const { error, response } =
    suffix === '/offers/email'
      ? await api.POST('/v2/prospects/{id}/offers/email', { params: { path: { id } }, body, headers })
      : await api.POST('/v2/prospects/{id}/subscription-link/{channel}/send', {
          params: { path: { id, channel: 'email' } },
          body,
          headers,
        });
  return { status: response.status, error };
}

async function outbox(kind: string) {
  return service.db.query<{ recipient: string; subject: string; body: string; tenant_id: string }>(
    'SELECT recipient, subject, body, tenant_id FROM outbox WHERE prospect_id = $1 AND kind = $2 ORDER BY created_at',
    [id, kind],
  );
}

describe.each([
  ['/offers/email', 'offer'],
  ['/subscription-link/email/send', 'resume-link'],
] as const)('POST %s', (suffix, kind) => {
  test('writes an e-mail to the outbox and answers 204', async () => {
    const response = await send(suffix, REQUEST, {
      headers: { origin: 'http://plussimple.localhost:5173', 'accept-language': 'en' },
    });
    expect(response.status).toBe(204);
    const rows = await outbox(kind);
    expect(rows.at(-1)).toMatchObject({ recipient: 'paul@example.com', tenant_id: 'plussimple' });
    if (kind === 'offer') {
      const body = rows.at(-1)?.body ?? '';
      // Every price labelled, the recommended formula named, the excess levels and options, a link back.
      for (const line of body.split('\n').filter((text) => /€/.test(text))) {
        expect(line).toMatch(
          /^(Economic|Balanced|Complete)( \(recommended\))?: .+ per year|^Excess levels: |^Optional coverages /,
        );
      }
      expect(body).toMatch(/^Balanced \(recommended\): €[\d,.]+ per year, taxes included$/m);
      expect(body).toContain(
        `Resume your subscription: http://plussimple.localhost:5173/en-FR/intent?type=subscription&prospect_id=${id}`,
      );
      expect(rows.at(-1)?.subject).toBe(
        // The product named in the e-mail's language.
        '+Simple: your offer for Professional liability insurance',
      );
    } else
      expect(rows.at(-1)?.body).toContain(
        `http://plussimple.localhost:5173/en-FR/intent?type=subscription&prospect_id=${id}`,
      );
  });

  test('a malformed e-mail answers 422 with the spec message', async () => {
    const { status, error } = await send(suffix, { email: 'not-an-email', accept_terms: true });
    expect(status).toBe(422);
    expect(error?.message).toBe(SPEC_MESSAGE);
    expect(Object.keys(error?.errors ?? {})).toContain('email');
  });

  // Bodies outside the contract's types (no e-mail, terms not accepted or left out): sent untyped on purpose.
  test.each([
    [{ accept_terms: true }, 'email'],
    [{ email: 'paul@example.com', accept_terms: false }, 'accept_terms'],
    [{ email: 'paul@example.com' }, 'accept_terms'],
  ])('%o answers 422 with the spec message', async (body, field) => {
    const response = await service.call('POST', `/v2/prospects/${id}${suffix}`, { body });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(SPEC_MESSAGE);
    expect(Object.keys(response.body.errors)).toContain(field);
  });

  test('malformed 400, another tenant 404, no token 401', async () => {
    // Malformed JSON is outside the contract: sent untyped on purpose.
    expect((await service.call('POST', `/v2/prospects/${id}${suffix}`, { body: '{' })).status).toBe(400);
    expect((await send(suffix, REQUEST, { token: 'dev-token-maif' })).status).toBe(404);
    expect((await send(suffix, REQUEST, { token: null })).status).toBe(401);
  });
});

describe('the offer e-mail', () => {
  test('names the choice made with its excess, options and total, and has a subject of its own', async () => {
    const ready = await prospectAtOffer(service, { email: 'offer.owner@example.com' });
    const owner = service.api({ token: ready.token });
    await owner.PUT('/v2/prospects/{id}/offer', {
      params: { path: { id: ready.id } },
      body: { formula: 'balanced', excess_level: 'standard', options: [] },
    });
    const sent = await owner.POST('/v2/prospects/{id}/offers/email', {
      params: { path: { id: ready.id } },
      body: { email: 'offer.owner@example.com', accept_terms: true },
      headers: { 'x-prospect-proof': ready.proof, 'accept-language': 'fr' },
    });
    expect(sent.response.status).toBe(204);
    const [offer] = await service.db.query<{ subject: string; body: string; secret: boolean }>(
      "SELECT subject, body, secret FROM outbox WHERE prospect_id = $1 AND kind = 'offer'",
      [ready.id],
    );
    expect(offer?.body).toMatch(
      /^Votre choix : Équilibrée, franchise .+€, options : aucune\. Total : .+€ par an TTC\.$/m,
    );
    // To the subscription's own address the link back carries a proof, and the message is secret.
    expect(offer?.body).toMatch(/prospect_id=[0-9a-f-]+&prospect_proof=\S+$/m);
    expect(offer?.secret).toBe(true);
    const resume = await owner.POST('/v2/prospects/{id}/subscription-link/{channel}/send', {
      params: { path: { id: ready.id, channel: 'email' } },
      body: { email: 'offer.owner@example.com', accept_terms: true },
      headers: { 'accept-language': 'fr' },
    });
    expect(resume.response.status).toBe(204);
    const [link] = await service.db.query<{ subject: string }>(
      "SELECT subject FROM outbox WHERE prospect_id = $1 AND kind = 'resume-link'",
      [ready.id],
    );
    expect(link?.subject).not.toBe(offer?.subject);
  }, 60_000);
});

describe('the dev mailbox', () => {
  test("lists only the tenant's outbox, with the tenant's token as query or bearer; none without", async () => {
    await send('/offers/email', { email: 'other-tenant@example.com', accept_terms: true });
    // The dev mailbox is a sandbox page outside the contract: read raw.
    expect((await service.app.request('/dev/mailbox')).status).toBe(401);
    expect((await service.app.request('/dev/mailbox?token=not-a-token')).status).toBe(401);
    const page = await service.app.request('/dev/mailbox?token=dev-token-plussimple');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('paul@example.com');
    expect(html).toContain('resume-link');
    const bearer = await service.app.request('/dev/mailbox', {
      headers: { authorization: 'Bearer dev-token-plussimple' },
    });
    expect(await bearer.text()).toContain('paul@example.com');
    const maif = await (await service.app.request('/dev/mailbox?token=dev-token-maif')).text();
    expect(maif).not.toContain('paul@example.com');
    expect(maif).not.toContain('other-tenant@example.com');
  });

  test('is not served unless CORE_SANDBOX_PAGES=1, and never in production', async () => {
    const { createApp } = await import('../app.ts');
    const silent = { LOG_LEVEL: 'silent' };
    const plain = createApp({
      db: service.db,
      reference: service.reference,
      env: { ...silent, NODE_ENV: 'test' },
    });
    const production = createApp({
      db: service.db,
      reference: service.reference,
      env: { ...silent, NODE_ENV: 'production', CORE_SANDBOX_PAGES: '1' },
    });
    for (const app of [plain, production]) {
      expect((await app.request('/dev/mailbox?token=dev-token-plussimple')).status).toBe(404);
    }
    // The providers' sandbox pages too (they exist only to stand for a provider in development and tests).
    expect((await plain.request('/sandbox/signature/sig_x')).status).toBe(404);
    expect((await plain.request('/sandbox/payment-provider.js')).status).toBe(404);
    // The error-reporting sandbox too.
    for (const app of [plain, production]) {
      expect((await app.request('/api/1/envelope/', { method: 'POST', body: '{}' })).status).toBe(404);
    }
  });
});

describe('POST /v2/events', () => {
  test('stores an event, its name truncated to 50 characters', async () => {
    const name = 'x'.repeat(60);
    const { response } = await service.api().POST('/v2/events', {
      body: {
        type: 'event',
        name,
        data: { eventType: 'click', eventCategory: 'offer', eventId: 'formula' },
        prospect_id: id,
      },
    });
    expect(response.status).toBe(202);
    const rows = await service.db.query<{ name: string; payload: { name: string } }>(
      'SELECT name, payload FROM tracking_events WHERE prospect_id = $1',
      [id],
    );
    expect(rows[0]?.name).toBe('x'.repeat(50));
    expect(rows[0]?.payload.name).toHaveLength(50);
  });

  test('stores a page view', async () => {
    const { response } = await service.api({ token: 'dev-token-maif' }).POST('/v2/events', {
      body: {
        type: 'page',
        hostname: 'maif.localhost',
        language: 'fr',
        screen: '1280x800',
        url: '/fr-FR',
        title: 'Accueil • MAIF',
        referrer: '',
      },
    });
    expect(response.status).toBe(202);
    const rows = await service.db.query(
      "SELECT 1 FROM tracking_events WHERE tenant_id = 'maif' AND type = 'page'",
    );
    expect(rows).toHaveLength(1);
  });

  // Bodies outside the contract's types (an event without data, an unknown type, malformed JSON): untyped.
  test.each([
    [{ type: 'event', name: 'x' }, 422],
    [{ type: 'click' }, 422],
    ['{', 400],
  ])('%o answers %i', async (body, status) => {
    expect((await service.call('POST', '/v2/events', { body })).status).toBe(status);
  });

  test('no token answers 401', async () => {
    const { response } = await service.api({ token: null }).POST('/v2/events', {
      body: {
        type: 'page',
        hostname: 'maif.localhost',
        language: 'fr',
        screen: '1280x800',
        url: '/fr-FR',
        title: 'Accueil • MAIF',
        referrer: '',
      },
    });
    expect(response.status).toBe(401);
  });
});
