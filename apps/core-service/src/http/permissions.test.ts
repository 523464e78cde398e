import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openClientSession } from '../infrastructure/client-sessions.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { CONTACT, demoClientSession, prospectWithSession } from '../testing/journey.ts';
import { NO_PROOF } from '../testing/proof-keeper.ts';
import { signByCode, startPayment } from '../testing/sign-and-pay.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { type ContractOperation, loadContract } from './contract.ts';
import {
  CALLERS,
  type Caller,
  PERMISSION_TABLE_MARKERS,
  PERMISSIONS,
  permissionTable,
  RULES,
  ruleOf,
  SECURITY_DOC,
} from './permissions.ts';

// Who may call what, generated from the contract: every operation, with every kind of caller, against the
// running service (docs/security.md, "Who may call what"). An allowed caller reads (a 2xx: every read has a
// real target) or writes (a 2xx, or a refusal of the subscription's state such as 409 or 422, which comes
// after the authorisation); a refused one gets 401, 403 or 404, and the prospect it named is left as it was.

const contract = loadContract();
const REFUSED = [401, 403, 404];
/** Refusals of the subscription's state or pace (a new SMS code within 30 seconds), after the check. */
const BUSINESS = [409, 422, 429];
/** The query of a search that needs one of its optional parameters. */
const OPTIONAL_QUERY: Record<string, [string, string]> = { searchCompanies: ['query', 'boulangerie'] };

let service: TestService;
let tenant: Tenant;

/** A subscription with its contracts, signed, a card payment started: every operation has a real target. */
type Target = {
  id: string;
  proof: string;
  clientId: string;
  paymentId: string;
  contractId: string;
  clientDocumentId: string;
  documentId: string;
  step: string;
};
let signed: Target;
/** Another subscription, its signature started and not signed yet, for the signature code's operations. */
let pending: Target;
let other: { id: string; proof: string; clientId: string };
/** The operations called on `pending` rather than on `signed`. */
const ON_PENDING_SIGNATURE = new Set(['sendSignatureCode', 'verifySignatureCode']);
/** A certificate's verification code, of the demo client's contract. */
let certificateCode: string;
/** The subscription the current operation is called on. */
let target: Target;

beforeAll(async () => {
  // Limits off: every operation is called seven times on the same prospect, e-mails included. The metrics
  // token is set: none of the callers holds it.
  service = await startTestService({ CORE_RATE_LIMITS: 'off', CORE_METRICS_TOKEN: 'm'.repeat(32) });
  const entry = service.reference.current().tenantByToken('dev-token-plussimple');
  if (entry === undefined) throw new Error('no plussimple tenant');
  tenant = entry.tenant;
  other = await prospectWithSession(service, { email: 'another.client@example.com' });
  signed = await subscription(CONTACT.email, true);
  pending = await subscription('pending.signature@example.com', false);
  certificateCode = await demoCertificateCode();
}, 180_000);
afterAll(() => service?.close());

/** A subscription with its contracts and every id its operations name; signed and paying when asked. */
async function subscription(email: string, sign: boolean): Promise<Target> {
  const ready = await prospectWithSession(service, { email });
  const session = ready.session;
  const api = service.api({ session });
  const path = { params: { path: { id: ready.id } } };
  let paymentId = 'pay_none';
  if (sign) {
    await signByCode(service, { id: ready.id, session });
    const payment = await startPayment(service, { id: ready.id, session }, randomUUID(), {
      method: 'card',
      frequency: 'annual',
    });
    paymentId = payment.payment?.id ?? '';
  } else {
    expect((await api.POST('/v2/prospects/{id}/signature', path)).response.status).toBe(201);
  }
  const contracts = await api.GET('/v2/clients/me/contracts');
  const contractId = contracts.data?.data.find((contract) => contract.prospect_id === ready.id)?.id ?? '';
  const clientDocuments = await api.GET('/v2/clients/me/contracts/{contractId}/documents', {
    params: { path: { contractId } },
  });
  const documents = await api.GET('/v2/prospects/{id}/documents', path);
  const steps = await api.GET('/v2/prospects/{id}/questions-steps', path);
  const found: Target = {
    id: ready.id,
    proof: ready.proof,
    clientId: ready.clientId,
    paymentId,
    contractId,
    clientDocumentId: clientDocuments.data?.data[0]?.id ?? '',
    documentId: documents.data?.data.documents[0]?.id ?? '',
    step: steps.data?.data.steps[0] ?? '',
  };
  expect(Object.values(found).every((value) => value !== '')).toBe(true);
  return found;
}

/** The verification code of a certificate of the demo client's active contract (the public check's target). */
async function demoCertificateCode(): Promise<string> {
  const session = await demoClientSession(service);
  const listed = await service.api({ session }).GET('/v2/clients/me/contracts');
  const active = listed.data?.data.find((contract) => contract.status === 'active');
  const made = await service.call('POST', `/v2/clients/me/contracts/${active?.id}/certificate`, {
    headers: { 'x-client-session': session },
  });
  const code = new URL(made.headers.get('location') ?? 'http://x').searchParams.get('code');
  if (made.status !== 201 || code === null) throw new Error('no certificate for the demo client');
  return code;
}

/** A fresh session of a client, opened for its prospect as contracts opens it (a logout ends only this one). */
async function sessionOf(clientId: string, prospectId: string): Promise<string> {
  return (await openClientSession(service.db, tenant, clientId, prospectId)).session;
}

/** The headers each caller sends: token, proof (none unless said) and session. */
async function callerHeaders(caller: Caller): Promise<{ token: string; headers: Record<string, string> }> {
  const own = async () => ({ 'x-client-session': await sessionOf(target.clientId, target.id) });
  switch (caller) {
    case 'tenant token only':
      return { token: 'dev-token-plussimple', headers: { ...NO_PROOF } };
    case "the prospect's proof":
      return { token: 'dev-token-plussimple', headers: { 'x-prospect-proof': target.proof } };
    case "another prospect's proof":
      return { token: 'dev-token-plussimple', headers: { 'x-prospect-proof': other.proof } };
    case 'the owning client session':
      return { token: 'dev-token-plussimple', headers: { ...NO_PROOF, ...(await own()) } };
    case "another client's session":
      return {
        token: 'dev-token-plussimple',
        headers: { ...NO_PROOF, 'x-client-session': await sessionOf(other.clientId, other.id) },
      };
    case "the prospect's proof and the owning session":
      return {
        token: 'dev-token-plussimple',
        headers: { 'x-prospect-proof': target.proof, ...(await own()) },
      };
    case "another tenant's token":
      // Everything the prospect's holder has, with another tenant's token: still nothing.
      return { token: 'dev-token-maif', headers: { 'x-prospect-proof': target.proof, ...(await own()) } };
  }
}

/** The contract's example of an operation's JSON body (the demo client's password to log in). */
function exampleBody(operation: ContractOperation): unknown {
  if (operation.operationId === 'authenticateClient') {
    return { login: 'demo.client@example.com', password: 'souscrire-demo' };
  }
  if (operation.bodyPointer === undefined) return undefined;
  const item = (contract.document.paths as Record<string, Record<string, Record<string, unknown>>>)[
    operation.path
  ];
  let body = item?.[operation.method]?.requestBody as Record<string, unknown> | undefined;
  if (typeof body?.$ref === 'string') {
    const name = body.$ref.split('/').pop() ?? '';
    body = (contract.document.components as Record<string, Record<string, Record<string, unknown>>>)
      .requestBodies?.[name];
  }
  const media = ((body?.content ?? {}) as Record<string, Record<string, unknown>>)['application/json'];
  const examples = Object.values((media?.examples ?? {}) as Record<string, { value: unknown }>);
  const example = media?.example ?? examples[0]?.value;
  if (example === undefined) throw new Error(`${operation.operationId}: the contract gives no example body`);
  return example;
}

/** The path of an operation on the target, with its required query. */
function pathOf(operation: ContractOperation): string {
  const values: Record<string, string> = {
    id: target.id,
    contractId: target.contractId,
    documentId: operation.path.startsWith('/v2/clients/') ? target.clientDocumentId : target.documentId,
    paymentId: target.paymentId,
    step: target.step,
    channel: 'email',
    code: certificateCode,
    // Removing a passkey the client does not have answers 204 alike (a write that changes nothing).
    passkeyId: '8e3f1a2b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
  };
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${operation.operationId}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const query = operation.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter): [string, string] => {
      const schema = parameter.schema as { const?: unknown; enum?: unknown[]; example?: unknown };
      return [parameter.name, String(schema.const ?? schema.enum?.[0] ?? schema.example ?? 'paris')];
    });
  const optional = OPTIONAL_QUERY[operation.operationId];
  if (optional !== undefined) query.push(optional);
  return query.length === 0 ? path : `${path}?${new URLSearchParams(query)}`;
}

/** What a refused call must leave untouched: the prospect and the messages queued for it. */
async function prospectState(): Promise<string> {
  const rows = await service.db.query(
    `SELECT to_jsonb(p) AS prospect, (SELECT count(*) FROM outbox o WHERE o.prospect_id = p.id) AS messages
     FROM prospects p WHERE p.id = $1`,
    [target.id],
  );
  return JSON.stringify(rows);
}

describe('the permission table', () => {
  test('gives every operation of the contract a rule, and names no operation the contract lacks', () => {
    const ids = contract.operations.map((operation) => operation.operationId);
    expect(ids.filter((id) => ruleOf(id) === undefined)).toEqual([]);
    expect(Object.keys(PERMISSIONS).filter((id) => !ids.includes(id))).toEqual([]);
  });

  test("agrees with each operation's security in the contract", () => {
    for (const operation of contract.operations) {
      const rule = ruleOf(operation.operationId);
      if (rule === undefined) continue;
      expect([operation.operationId, operation.security]).toEqual([
        operation.operationId,
        RULES[rule].security,
      ]);
    }
  });

  test('is the one docs/security.md shows (node scripts/permission-table.ts writes it)', () => {
    const doc = readFileSync(SECURITY_DOC, 'utf8');
    const [start, end] = PERMISSION_TABLE_MARKERS;
    const shown = doc.slice(doc.indexOf(start) + start.length, doc.indexOf(end)).trim();
    expect(doc.includes(start) && doc.includes(end)).toBe(true);
    expect(shown).toBe(permissionTable(contract.operations));
  });
});

describe('every operation with every caller', () => {
  test.each(contract.operations.map((operation) => [operation.operationId, operation] as const))(
    '%s',
    async (operationId, operation) => {
      const rule = ruleOf(operationId);
      if (rule === undefined) throw new Error(`${operationId} has no rule in src/http/permissions.ts`);
      const allowed: readonly Caller[] = RULES[rule].allowed;
      target = ON_PENDING_SIGNATURE.has(operationId) ? pending : signed;
      // The refused callers first: what they are refused must not depend on what an allowed one did.
      const callers = [...CALLERS].sort((a, b) => Number(allowed.includes(a)) - Number(allowed.includes(b)));
      const outcomes: string[] = [];
      for (const caller of callers) {
        const { token, headers } = await callerHeaders(caller);
        if (operationId === 'startPayment') headers['idempotency-key'] = randomUUID();
        const before = await prospectState();
        const answer = await service.call(operation.method.toUpperCase(), pathOf(operation), {
          token,
          headers,
          body: exampleBody(operation),
        });
        const refused = REFUSED.includes(answer.status);
        const expected = allowed.includes(caller);
        // Allowed: a read answers; a write answers, or is refused for the subscription's state after the check.
        const succeeded = answer.status >= 200 && answer.status < 300;
        const passed = succeeded || (operation.method !== 'get' && BUSINESS.includes(answer.status));
        if (expected ? !passed : !refused) {
          outcomes.push(`${caller}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
        }
        if (refused) expect(await prospectState(), `${caller} changed the prospect`).toBe(before);
      }
      expect(outcomes, `${operationId} (${rule}): unexpected outcomes`).toEqual([]);
    },
  );
});

describe('the resume link without a proof', () => {
  test("goes to the subscription's own address, and to no other", async () => {
    target = signed;
    const send = async (email: string) =>
      service.call('POST', `/v2/prospects/${target.id}/subscription-link/email/send`, {
        headers: { ...NO_PROOF },
        body: { email, accept_terms: true },
      });
    expect((await send(CONTACT.email)).status).toBe(204);
    const elsewhere = await send('someone.else@example.com');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.code).toBe('proof_required');
    const queued = await service.db.query(
      "SELECT 1 FROM outbox WHERE prospect_id = $1 AND recipient = 'someone.else@example.com'",
      [target.id],
    );
    expect(queued).toEqual([]);
  });
});
