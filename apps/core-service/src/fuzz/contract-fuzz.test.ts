// Over 300 lines on purpose: the fuzzer is one property (every generated request, never a 5xx, every error
// normalised) whose request generators, seeded data and report belong together; its calls stay untyped on
// purpose, as they are built from the contract at runtime and are mostly outside its types.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApp } from '../app.ts';
import { type ContractOperation, type JsonSchema, loadContract } from '../http/contract.ts';
import {
  CONTACT,
  demoClientSession,
  ELIGIBLE_ANSWERS,
  prospectAtOffer,
  prospectWithSession,
} from '../testing/journey.ts';
import { createResponseValidator } from '../testing/response-validator.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { bodyMutation, mutateBody, oddString, oddValue } from './mutations.ts';
import { type Json, schemaArbitrary } from './schema-arbitrary.ts';

// The contract fuzzer. From the OpenAPI document, fast-check generates requests for every operation
// (valid ones, and ones spoiled with wrong types, nulls, huge, control-character and unicode strings, odd ids
// and numbers, missing and extra fields, wrong content types, malformed JSON) plus the service's other routes
// (sandbox pages, docs, health, unknown routes), against the real service on a database holding a seeded
// journey. It fails on any 5xx, and on any API error whose body is not the normalised error. A
// second property sends the calls (reads and writes) that need a proof or a session without either, and
// fails on any 2xx.
// FUZZ_SEED and FUZZ_RUNS replay or widen a run: the seed and the counterexample are printed on failure.

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const TOKEN = 'dev-token-plussimple';

let service: TestService;
const contract = loadContract();
const checkResponse = createResponseValidator(contract);
const document = contract.document as JsonSchema;

/** The rows the seeded journey made, so that generated paths hit real data. */
type Seeded = {
  prospects: string[];
  /** The proof each seeded prospect's creation answered, by id. */
  proofs: Map<string, string>;
  sessions: string[];
  signatures: string[];
  payments: { id: string; secret: string }[];
  contracts: string[];
};
const seeded: Seeded = {
  prospects: [],
  proofs: new Map(),
  sessions: [],
  signatures: [],
  payments: [],
  contracts: [],
};

/** Signs a prospect's documents as the person would: the SMS code read from the outbox, then verified. */
async function signWithCode(id: string, headers: Record<string, string>): Promise<void> {
  const base = `/v2/prospects/${id}/signature`;
  await service.call('POST', `${base}/code`, { headers });
  const [sms] = await service.db.query<{ body: string }>(
    "SELECT body FROM outbox WHERE prospect_id = $1 AND kind = 'signature-code' ORDER BY created_at DESC LIMIT 1",
    [id],
  );
  const code = /(\d{6})/.exec(sms?.body ?? '')?.[1];
  if (code !== undefined) await service.call('POST', `${base}/code/verify`, { headers, body: { code } });
}

// The fuzzer drives the service on PGlite; the second run of the suite on PostgreSQL leaves it
// out to keep CI short: its answers come from the same handlers, and its histograms were seen identical.
const ON_POSTGRES = process.env.DATABASE_URL !== undefined;

beforeAll(async () => {
  if (ON_POSTGRES) return;
  // Limits on: the fuzzer sees the 429s too, but loosened so that it mostly reaches the handlers.
  service = await startTestService({ CORE_RATE_LIMIT_FACTOR: '100' });
  for (let index = 0; index < 2; index += 1) {
    const { id, proof } = await prospectAtOffer(service);
    seeded.prospects.push(id);
    seeded.proofs.set(id, proof);
  }
  for (let index = 0; index < 3; index += 1) {
    const ready = await prospectWithSession(service, { email: `fuzz-${index}@example.com` });
    seeded.prospects.push(ready.id);
    seeded.proofs.set(ready.id, ready.proof);
    seeded.sessions.push(ready.session);
    const headers = { 'x-client-session': ready.session };
    const signature = await service.call('POST', `/v2/prospects/${ready.id}/signature`, { headers });
    if (signature.status < 300) seeded.signatures.push(signature.body.data.id);
    // The second is signed with its SMS code (payment then reachable), the third signed and left unpaid.
    if (index > 0) await signWithCode(ready.id, headers);
    if (index === 2) continue;
    const payment = await service.call('POST', `/v2/prospects/${ready.id}/payments`, {
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: { method: 'card', frequency: 'annual' },
    });
    if (payment.status < 300) {
      seeded.payments.push({ id: payment.body.data.id, secret: payment.body.data.client_secret ?? '' });
    }
  }
  const demo = await demoClientSession(service);
  seeded.sessions.push(demo);
  // The demo client's contracts (customer space), so that their documents' paths name real rows.
  const contracts = await service.call('GET', '/v2/clients/me/contracts', {
    headers: { 'x-client-session': demo },
  });
  if (contracts.status === 200) {
    seeded.contracts.push(...contracts.body.data.map((contract: { id: string }) => contract.id));
  }
}, 180_000);
afterAll(() => service?.close());

/** One generated request. */
type FuzzRequest = {
  method: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body: string | undefined;
  /** True for routes answering HTML pages to people (sandbox frames, mailbox, docs). */
  page: boolean;
  /** The contract operation, for generated API calls. */
  operationId?: string;
};

// A lone surrogate cannot be percent-encoded: it travels as U+FFFD, as a browser would send it.
const encodePart = (text: string) => encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));

// Header values must be visible ASCII (fetch refuses the rest before it reaches the service).
const headerSafe = (text: string) => text.replace(/[^\x21-\x7e]/g, '').slice(0, 8000);

// Headers the service reads besides the token and the session: odd values now and then.
const otherHeaders = fc.dictionary(
  fc.constantFrom('accept-language', 'origin', 'referer', 'x-request-id', 'traceparent', 'idempotency-key'),
  fc.oneof(
    fc.constantFrom('de-CH,de;q=0.9', 'zz', '*', 'http://evil.example', 'http://maif.localhost:5173', ''),
    oddString.map(headerSafe),
  ),
  { maxKeys: 2 },
);

const oddId = fc.oneof(
  oddString,
  fc.constantFrom('0', '-1', '1e19', 'null', 'undefined', '00000000-0000-0000-0000-000000000000'),
  fc.uuid(),
);

function idArbitrary(): fc.Arbitrary<string> {
  const real = fc.constantFrom(...seeded.prospects);
  return fc.oneof(
    { arbitrary: real, weight: 12 },
    { arbitrary: real.map((id) => id.toUpperCase()), weight: 1 },
    { arbitrary: real.map((id) => `urn:uuid:${id}`), weight: 1 },
    { arbitrary: real.map((id) => `{${id}}`), weight: 1 },
    { arbitrary: real.map((id) => id.replace(/-/g, '')), weight: 1 },
    { arbitrary: oddId, weight: 2 },
  );
}

const KNOWN_PATH_VALUES: Record<string, string[]> = {
  documentId: [
    'general-conditions',
    'ipid-balanced',
    'special-conditions',
    'subscription-form',
    'amendment',
    'signed-contract',
    'sepa-mandate',
  ],
  step: ['sanctions-form', 'activity', 'criteria', 'headcount'],
  channel: ['email', 'sms'],
};

function pathValue(operation: ContractOperation, name: string): fc.Arbitrary<string> {
  if (name === 'id') return idArbitrary();
  const parameter = operation.parameters.find(
    (candidate) => candidate.in === 'path' && candidate.name === name,
  );
  const known = [
    ...(KNOWN_PATH_VALUES[name] ?? []),
    ...(name === 'paymentId' ? seeded.payments.map((payment) => payment.id) : []),
    ...(name === 'contractId' ? seeded.contracts : []),
  ];
  return fc.oneof(
    { arbitrary: known.length > 0 ? fc.constantFrom(...known) : fc.uuid(), weight: 4 },
    { arbitrary: schemaArbitrary(document, parameter?.schema ?? {}).map(String), weight: 2 },
    { arbitrary: oddId, weight: 1 },
  );
}

const tokenHeader = fc.oneof(
  { arbitrary: fc.constant(`Bearer ${TOKEN}`), weight: 40 },
  { arbitrary: fc.constantFrom('Bearer dev-token-maif', `bearer ${TOKEN}`, `Bearer ${TOKEN} `), weight: 2 },
  { arbitrary: fc.constantFrom(null, '', 'Bearer', 'Bearer ', `Basic ${TOKEN}`, 'Bearer \'"'), weight: 2 },
  { arbitrary: oddString.map((text) => `Bearer ${headerSafe(text)}`), weight: 1 },
);

function sessionHeader(required: boolean): fc.Arbitrary<string | null> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...seeded.sessions), weight: required ? 12 : 1 },
    { arbitrary: fc.constant(null), weight: required ? 2 : 12 },
    { arbitrary: oddString.map(headerSafe), weight: 1 },
  );
}

/** What a generated call holds as its prospect's proof: its own, another prospect's, none or an odd one. */
type ProofChoice = 'own' | 'other' | null | { odd: string };

function proofChoice(withoutProof: boolean): fc.Arbitrary<ProofChoice> {
  const odd = oddString.map((text): ProofChoice => ({ odd: headerSafe(text) }));
  return withoutProof
    ? fc.oneof(fc.constant<ProofChoice>(null), fc.constant<ProofChoice>('other'), odd)
    : fc.oneof(
        { arbitrary: fc.constant<ProofChoice>('own'), weight: 10 },
        { arbitrary: fc.constantFrom<ProofChoice>(null, 'other'), weight: 2 },
        { arbitrary: odd, weight: 1 },
      );
}

/** The proof header's value for a choice, on the prospect of the path (its first parameter). */
function proofValue(choice: ProofChoice, id: string | undefined): string | undefined {
  if (choice === null) return undefined;
  if (typeof choice === 'object') return choice.odd;
  // The id as the service reads it, whatever its spelling (upper case, urn:uuid:, braces, no dashes).
  const digits = (text: string) => text.toLowerCase().replace(/[^0-9a-f]/g, '');
  const named =
    id === undefined ? undefined : seeded.prospects.find((seededId) => digits(id) === digits(seededId));
  const own = named === undefined ? undefined : seeded.proofs.get(named);
  if (choice === 'own') return own;
  return [...seeded.proofs.values()].find((proof) => proof !== own);
}

function queryArbitrary(operation: ContractOperation): fc.Arbitrary<[string, string][]> {
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  const queryValue = (schema: JsonSchema) =>
    fc.oneof(
      { arbitrary: schemaArbitrary(document, schema).map((value) => String(value)), weight: 4 },
      { arbitrary: fc.constantFrom('1', 'paris', 'boulangerie', '62.01Z', '18564929000060'), weight: 2 },
      { arbitrary: oddString, weight: 2 },
    );
  return fc
    .tuple(
      ...declared.map((parameter) =>
        fc.option(
          queryValue(parameter.schema).map((value): [string, string] => [parameter.name, value]),
          {
            freq: parameter.required ? 8 : 2,
          },
        ),
      ),
      // An undeclared parameter now and then (refused with 400).
      fc.oneof(
        { arbitrary: fc.constant(null), weight: 8 },
        {
          arbitrary: fc.tuple(fc.oneof(fc.constantFrom('page', 'foo', 'include'), oddString), oddString),
          weight: 1,
        },
      ),
    )
    .map((pairs) => pairs.filter((pair): pair is [string, string] => pair !== null));
}

// Bodies the journey really sends, where the contract's examples would not pass the service's rules.
const JOURNEY_BODIES: Record<string, Json[]> = {
  authenticateClient: [{ login: 'demo.client@example.com', password: 'souscrire-demo' }],
  linkProspectProduct: [{ slug: 'rc-pro' }],
  createProspectWorkflow: [{ strict: true }],
  answerKillingForm: [{ answers: ELIGIBLE_ANSWERS }],
  updateCriteria: [{ criterias: { headcount: 4, revenue: 300000, sanctioned_country_exposure: false } }],
  updateProspect: [CONTACT],
  updateOffer: [{ formula: 'balanced', excess_level: 'standard', options: ['legal-protection'] }],
  startPayment: [
    { method: 'card', frequency: 'annual' },
    {
      method: 'sepa',
      frequency: 'monthly',
      iban: 'FR7630006000011234567890189',
      account_holder: 'Jeanne Martin',
    },
  ],
};

/** The contract's examples of an operation's body, and the journey's real ones. */
function realBodies(operation: ContractOperation): Json[] {
  const item = (document.paths as Record<string, Record<string, JsonSchema>>)[operation.path];
  let requestBody = item?.[operation.method]?.requestBody as JsonSchema | undefined;
  if (typeof requestBody?.$ref === 'string') {
    const name = requestBody.$ref.split('/').pop() ?? '';
    requestBody = (document.components as { requestBodies?: Record<string, JsonSchema> }).requestBodies?.[
      name
    ];
  }
  const media = (requestBody?.content as Record<string, JsonSchema> | undefined)?.['application/json'];
  const examples = [
    ...(media?.example === undefined ? [] : [media.example as Json]),
    ...Object.values((media?.examples as Record<string, { value?: Json }> | undefined) ?? {}).flatMap(
      (example) => (example.value === undefined ? [] : [example.value]),
    ),
  ];
  const bodies = [...examples, ...(JOURNEY_BODIES[operation.operationId] ?? [])];
  return bodies.length > 0 ? bodies : [{}];
}

/**
 * Requests for one operation. `withoutProof`: the caller holds neither this prospect's proof nor a real
 * session (none, another prospect's proof, odd values), as anyone with the public token and an id.
 */
function operationRequest(
  operation: ContractOperation,
  options: { withoutProof?: boolean } = {},
): fc.Arbitrary<FuzzRequest> {
  const withoutProof = options.withoutProof === true;
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  const body =
    operation.bodyPointer === undefined
      ? fc.constant(undefined)
      : fc
          .tuple(
            fc.oneof(
              { arbitrary: fc.constantFrom(...realBodies(operation)), weight: 3 },
              { arbitrary: schemaArbitrary(document, { $ref: operation.bodyPointer }), weight: 3 },
              { arbitrary: fc.constant<Json>({}), weight: 1 },
              { arbitrary: oddValue, weight: 1 },
            ),
            bodyMutation,
          )
          .map(([valid, mutation]) => mutateBody(valid, mutation));
  return fc
    .record({
      params: fc.tuple(...names.map((name) => pathValue(operation, name))),
      query: queryArbitrary(operation),
      authorization: tokenHeader,
      // Logging out with a seeded session would end it for the rest of the run: logout gets odd ones only.
      session:
        operation.operationId === 'logOutClient' || withoutProof
          ? fc.option(oddString.map(headerSafe))
          : sessionHeader(operation.needsClientSession),
      proof: proofChoice(withoutProof),
      idempotency: fc.oneof(fc.uuid(), oddString.map(headerSafe)),
      extra: otherHeaders,
      body,
    })
    .map(({ params, query, authorization, session, proof, idempotency, extra, body: sent }) => {
      let index = 0;
      const path = operation.path.replace(/\{[^}]+\}/g, () => encodePart(params[index++] ?? ''));
      const headers: Record<string, string> = {};
      if (authorization !== null) headers.authorization = authorization;
      if (session !== null) headers['x-client-session'] = session;
      const proofHeader = proofValue(proof, names[0] === 'id' ? params[0] : undefined);
      if (proofHeader !== undefined) headers['x-prospect-proof'] = proofHeader;
      if (operation.operationId === 'startPayment') headers['idempotency-key'] = idempotency;
      Object.assign(headers, extra);
      if (sent?.contentType) headers['content-type'] = sent.contentType;
      return {
        method: operation.method.toUpperCase(),
        path,
        query,
        headers,
        body: sent?.text,
        page: false,
        operationId: operation.operationId,
      };
    });
}

/** The routes outside the contract: the sandbox providers' pages, the docs, health, unknown routes. */
function otherRequests(): fc.Arbitrary<FuzzRequest> {
  const signature = fc.oneof(fc.constantFrom(...seeded.signatures, 'sig_unknown'), oddId);
  const secret = fc.oneof(fc.constantFrom(...seeded.payments.map((row) => row.secret), ''), oddString);
  const card = fc.oneof(
    fc.constantFrom('4242424242424242', '4000000000000002', '4000002500003155', '1234'),
    oddString,
  );
  const form = (fields: fc.Arbitrary<Record<string, string>>) =>
    fields.map((values) => new URLSearchParams(values).toString());
  // The card fields' own calls take JSON, the way card-fields.js sends them.
  const json = (fields: fc.Arbitrary<Record<string, string>>) =>
    fields.map((values) => JSON.stringify(values));
  const page = (
    method: string,
    path: fc.Arbitrary<string>,
    body?: fc.Arbitrary<string>,
    query: fc.Arbitrary<[string, string][]> = fc.constant([]),
  ): fc.Arbitrary<FuzzRequest> =>
    fc.record({ path, body: body ?? fc.constant(undefined), query, auth: tokenHeader }).map((parts) => ({
      method,
      path: parts.path,
      query: parts.query,
      headers: {
        ...(parts.body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...(parts.auth === null ? {} : { authorization: parts.auth }),
        referer: 'http://plussimple.localhost:5173/fr-FR/souscription',
      },
      body: parts.body,
      page: true,
    }));
  const encoded = (arbitrary: fc.Arbitrary<string>) => arbitrary.map(encodePart);
  return fc.oneof(
    page(
      'GET',
      signature.map((id) => `/sandbox/signature/${encodePart(id)}`),
    ),
    page(
      'POST',
      fc
        .tuple(encoded(signature), fc.constantFrom('sign', 'cancel'))
        .map(([id, action]) => `/sandbox/signature/${id}/${action}`),
      form(fc.record({ consent: fc.constantFrom('on', '', 'x') })),
    ),
    page(
      'GET',
      fc.constant('/sandbox/payment-provider/card'),
      undefined,
      fc
        .tuple(oddString, fc.constantFrom('pk_test_souscrire_sandbox', ''), oddString)
        .map(([origin, key, color]): [string, string][] => [
          ['origin', origin],
          ['key', key],
          ['color', color],
        ]),
    ),
    page(
      'POST',
      fc.constant('/sandbox/payment-provider/confirm'),
      json(
        fc.record({
          client_secret: secret,
          card_number: card,
          publishable_key: fc.constantFrom('pk_test_souscrire_sandbox', 'nope'),
        }),
      ),
    ),
    page(
      'POST',
      fc.constant('/sandbox/payment-provider/authorise'),
      json(fc.record({ client_secret: secret, answer: fc.constantFrom('accept', 'refuse', '') })),
    ),
    page('POST', fc.constant('/api/1/envelope/'), oddString),
    page(
      'GET',
      fc.constant('/dev/mailbox'),
      undefined,
      oddString.map((token): [string, string][] => [['token', token]]),
    ),
    page('GET', fc.constantFrom('/', '/docs', '/openapi.yaml', '/internal/health')),
    page(
      'GET',
      encoded(fc.oneof(fc.constantFrom('swagger-ui.css', '..%2Fpackage.json'), oddString)).map(
        (file) => `/docs/assets/${file}`,
      ),
    ),
    // Unknown routes and methods are API errors: normalised.
    fc
      .record({
        method: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        path: fc.constantFrom(
          '/v2/nothing',
          '/V2/PRODUCTS',
          '/v2/products/',
          '/v2//prospects',
          '/v3/products',
        ),
      })
      .map(({ method, path }) => ({
        method,
        path,
        query: [],
        headers: { authorization: `Bearer ${TOKEN}` },
        body: undefined,
        page: false,
      })),
  );
}

/** The normalised error of the contract (`Error`). */
function isNormalisedError(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const error = body as Record<string, unknown>;
  const texts = ['title', 'code', 'message'].every((key) => typeof error[key] === 'string');
  const details = error.details === undefined || typeof error.details === 'string';
  const fields =
    error.errors === undefined ||
    (typeof error.errors === 'object' &&
      error.errors !== null &&
      Object.values(error.errors).every(
        (messages) => Array.isArray(messages) && messages.every((text) => typeof text === 'string'),
      ));
  return texts && details && fields;
}

function describe(request: FuzzRequest): string {
  const query = new URLSearchParams(request.query).toString();
  const body = request.body === undefined ? '' : `\n  body: ${request.body.slice(0, 400)}`;
  return `${request.method} ${request.path}${query ? `?${query}` : ''}\n  headers: ${JSON.stringify(request.headers)}${body}`;
}

async function send(app: Hono, generated: FuzzRequest): Promise<Response> {
  const query = new URLSearchParams(generated.query).toString();
  return app.request(`${generated.path}${query ? `?${query}` : ''}`, {
    method: generated.method,
    headers: generated.headers,
    ...(generated.body === undefined ? {} : { body: generated.body }),
  });
}

async function replayWithLogs(generated: FuzzRequest): Promise<void> {
  const app = createApp({
    db: service.db,
    reference: service.reference,
    logger: pino({ level: 'error' }),
    env: { NODE_ENV: 'test', CORE_SANDBOX_PAGES: '1' },
  });
  await send(app as unknown as Hono, generated);
}

test.skipIf(ON_POSTGRES)(
  `contract fuzz: ${RUNS} generated requests, no 5xx, every API error normalised`,
  async () => {
    const operations = contract.operations.filter((operation) => operation.needsTenantToken);
    const request = fc.oneof(
      { arbitrary: fc.oneof(...operations.map((operation) => operationRequest(operation))), weight: 12 },
      { arbitrary: otherRequests(), weight: 1 },
    );
    const statuses = new Map<number, number>();
    const reached = new Set<string>();
    let count = 0;
    const started = performance.now();
    const details = await fc.check(
      fc.asyncProperty(request, async (generated) => {
        const response = await send(service.app as unknown as Hono, generated);
        count += 1;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status < 300 && generated.operationId) reached.add(generated.operationId);
        const text = await response.text();
        if (response.status >= 500) throw new Error(`answered ${response.status}: ${text.slice(0, 400)}`);
        if (response.status < 400) {
          // Answers that succeed must follow the contract too: a status it declares, a body of its schema.
          if (generated.page || !(response.headers.get('content-type') ?? '').includes('json')) return;
          const problems = checkResponse(generated.method, generated.path, response.status, JSON.parse(text));
          if (problems.length > 0) throw new Error(`answer outside the contract:\n${problems.join('\n')}`);
          return;
        }
        const json = (response.headers.get('content-type') ?? '').includes('json');
        if (generated.page && !json) return;
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new Error(`answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
        }
        if (!isNormalisedError(body)) {
          throw new Error(
            `answered ${response.status} with a body that is not normalised: ${text.slice(0, 400)}`,
          );
        }
        // Every error status an operation answers is declared by the contract, so clients can rely on it.
        const problems = generated.page
          ? []
          : checkResponse(generated.method, generated.path, response.status, body);
        if (problems.length > 0) throw new Error(`answer outside the contract:\n${problems.join('\n')}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    const seconds = (performance.now() - started) / 1000;
    const histogram = Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b));
    console.info(
      `contract fuzz: seed ${SEED}, ${count} requests in ${seconds.toFixed(1)} s (${Math.round(count / seconds)}/s)\n` +
        `  statuses: ${JSON.stringify(histogram)}\n` +
        `  operations answered 2xx: ${reached.size} of ${operations.length}; never: ${
          operations
            .map((operation) => operation.operationId)
            .filter((id) => !reached.has(id))
            .join(', ') || 'none'
        }`,
    );
    if (details.failed) {
      const counterexample = details.counterexample?.[0];
      // Replays the counterexample on an app that logs its errors, so the report shows the server's stack.
      if (counterexample !== undefined) await replayWithLogs(counterexample);
      throw new Error(
        `contract fuzz failed (replay with FUZZ_SEED=${SEED}): ${String(
          details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance,
        )}\n${counterexample === undefined ? '' : describe(counterexample)}`,
      );
    }
    expect(count).toBeGreaterThanOrEqual(RUNS);
    expect(Object.keys(histogram).every((status) => Number(status) < 500)).toBe(true);
  },
  600_000,
);

/** The calls the contract refuses to the tenant token alone: each alternative asks for a proof or a session. */
const GUARDED_CALLS = contract.operations.filter(
  (operation) =>
    operation.security.length > 0 &&
    operation.security.every(
      (alternative) => alternative.includes('prospectProof') || alternative.includes('clientSession'),
    ),
);
const NO_PROOF_RUNS = Math.max(200, Math.round(RUNS / 5));

test.skipIf(ON_POSTGRES)(
  `calls without a proof: ${NO_PROOF_RUNS} generated requests, never a 2xx`,
  async () => {
    // Not vacuous: the prospect's reads and writes are among them.
    expect(GUARDED_CALLS.map((operation) => operation.operationId)).toEqual(
      expect.arrayContaining([
        'getProspect',
        'getOffer',
        'updateProspect',
        'updateCriteria',
        'requestCustomOffer',
        'createContracts',
      ]),
    );
    const request = fc.oneof(
      ...GUARDED_CALLS.map((operation) => operationRequest(operation, { withoutProof: true })),
    );
    let count = 0;
    const details = await fc.check(
      fc.asyncProperty(request, async (generated) => {
        const response = await send(service.app as unknown as Hono, generated);
        count += 1;
        const text = await response.text();
        if (response.status < 300) {
          throw new Error(`answered ${response.status} without a proof: ${text.slice(0, 200)}`);
        }
      }),
      { seed: SEED, numRuns: NO_PROOF_RUNS, endOnFailure: true },
    );
    if (details.failed) {
      const counterexample = details.counterexample?.[0];
      throw new Error(
        `no-proof fuzz failed (replay with FUZZ_SEED=${SEED}): ${String(
          details.errorInstance instanceof Error ? details.errorInstance.message : details.errorInstance,
        )}\n${counterexample === undefined ? '' : describe(counterexample)}`,
      );
    }
    expect(count).toBe(NO_PROOF_RUNS);
  },
  300_000,
);
