import type { operations } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { ReferenceData } from '../db/reference-data.ts';
import type { ClientSession } from '../infrastructure/client-sessions.ts';
import type { Limits } from '../infrastructure/rate-limits.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import type { ServiceMetrics } from '../metrics/service-metrics.ts';
import type { Providers } from '../providers.ts';
import type { ValidatedInput } from './request-validator.ts';

/** The parts of the HTTP request a few handlers need (headers, the service's own origin). */
export type RequestFacts = {
  /** A request header, by lower-case name. */
  header(name: string): string | undefined;
  /** The service's origin as the caller reached it (`http://localhost:4000`), for absolute addresses. */
  origin: string;
  /** The caller's address for rate limits: the socket's, or behind CORE_TRUST_PROXY=N proxies the one they saw. */
  ip: string;
};

/** An operation of the contract, by its `operationId` (the generated `operations` of @souscrire/core-api). */
export type OperationId = keyof operations;

type Operation<Id extends OperationId> = operations[Id];
type JsonOf<Content> = Content extends { 'application/json': infer Body } ? Body : never;
type Present<Part> = [NonNullable<Part>] extends [never] ? Record<string, never> : NonNullable<Part>;

/**
 * An operation's request as the validator hands it over: its path and query parameters and its JSON body, typed
 * from the contract. Sound because the request validator (request-validator.ts) checks every request against
 * the same YAML document the types are generated from, before the handler runs (query values coerced to their
 * types, defaults filled in).
 */
export type OperationInput<Id extends OperationId> = {
  params: Present<Operation<Id>['parameters']['path']>;
  query: Present<Operation<Id>['parameters']['query']>;
  body: Operation<Id> extends { requestBody: { content: infer Content } }
    ? JsonOf<Content>
    : Operation<Id> extends { requestBody?: { content: infer Content } }
      ? JsonOf<Content> | undefined
      : undefined;
};

type Responses<Id extends OperationId> = Operation<Id>['responses'];
type SuccessStatus<Id extends OperationId> = Extract<keyof Responses<Id>, 200 | 201 | 202 | 204>;
type AnswerOf<Response, Status> = Response extends { content: { 'application/json': infer Body } }
  ? { status: Status; body: Body; headers?: Record<string, string> }
  : Response extends { content: Record<string, unknown> }
    ? { status: Status; binary: BinaryBody; headers?: Record<string, string> }
    : { status: Status; headers?: Record<string, string> };

/** What a handler of the operation answers: one of its success statuses with that status's body, from the contract. */
export type OperationResult<Id extends OperationId> = {
  [Status in SuccessStatus<Id>]: AnswerOf<Responses<Id>[Status], Status>;
}[SuccessStatus<Id>];

/** What a handler receives: the database, the caller's tenant, the validated input and the answer's locale. */
export type HandlerContext<Id extends OperationId | undefined = undefined> = {
  db: Database;
  tenant: Tenant;
  /** The reference data in force for this request (db/reference-data.ts). */
  reference: ReferenceData;
  input: Id extends OperationId ? OperationInput<Id> : ValidatedInput;
  locale: string;
  request: RequestFacts;
  session: ClientSession | undefined;
  env: NodeJS.ProcessEnv;
  /** The rate limits in force (infrastructure/rate-limits.ts), null when turned off. */
  limits: Limits;
  /** The service's metrics (metrics/service-metrics.ts): payments and signatures are counted by outcome. */
  metrics: ServiceMetrics;
  /** The third parties the core calls, one implementation of each port (providers.ts). */
  providers: Providers;
};

/** A binary answer (PDF, zip) with its content type and headers. */
export type BinaryBody = { bytes: Uint8Array; contentType: string; fileName?: string };

/** What a handler answers: a status and a JSON body (already wrapped in `{data}` by the handler), or bytes. */
export type HandlerResult = {
  status: 200 | 201 | 202 | 204;
  body?: unknown;
  binary?: BinaryBody;
  headers?: Record<string, string>;
};

/**
 * A handler of one operation of the contract: `Handler<'updateOffer'>` gets that operation's params, query and
 * body and must answer one of its success bodies (a field the contract does not have fails to compile).
 * Without an operation id, the loose form of the handlers not yet typed from the contract.
 */
export type Handler<Id extends OperationId | undefined = undefined> = (
  context: HandlerContext<Id>,
) => Promise<Id extends OperationId ? OperationResult<Id> : HandlerResult>;

/** The `{data, meta}` envelope of lists (the total is read from meta.total). */
export function listEnvelope<Item>(
  data: Item[],
  total: number,
  page: number,
  perPage: number,
): { status: 200; body: { data: Item[]; meta: { total: number; page: number; per_page: number } } } {
  return { status: 200, body: { data, meta: { total, page, per_page: perPage } } };
}

/** The page and per_page of a list call (defaults filled in by the validator from the contract). */
export function paging(input: { query: { page?: unknown; per_page?: unknown } }): {
  page: number;
  perPage: number;
  offset: number;
} {
  const page = Number(input.query.page ?? 1);
  const perPage = Number(input.query.per_page ?? 20);
  return { page, perPage, offset: (page - 1) * perPage };
}
