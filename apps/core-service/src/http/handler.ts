import type { Database } from '../db/database.ts';
import type { ClientSession } from '../domain/client-sessions.ts';
import type { Limits } from '../domain/rate-limits.ts';
import type { Tenant } from '../domain/tenant.ts';
import type { ValidatedInput } from './request-validator.ts';

/** The parts of the HTTP request a few handlers need (headers, the service's own origin). */
export type RequestFacts = {
  /** A request header, by lower-case name. */
  header(name: string): string | undefined;
  /** The service's origin as the caller reached it (`http://localhost:4000`), for absolute addresses. */
  origin: string;
  /** The caller's address (the socket's, or X-Forwarded-For's first when CORE_TRUST_PROXY=1), for rate limits. */
  ip: string;
};

/** What a handler receives: the database, the caller's tenant, the validated input and the answer's locale. */
export type HandlerContext = {
  db: Database;
  tenant: Tenant;
  input: ValidatedInput;
  locale: string;
  request: RequestFacts;
  session: ClientSession | undefined;
  env: NodeJS.ProcessEnv;
  /** The rate limits in force (domain/rate-limits.ts), null when turned off. */
  limits: Limits;
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

/** A handler of one operation of the contract. */
export type Handler = (context: HandlerContext) => Promise<HandlerResult>;

/** The `{data, meta}` envelope of lists (spec 7: the total is read from meta.total). */
export function listEnvelope(data: unknown[], total: number, page: number, perPage: number): HandlerResult {
  return { status: 200, body: { data, meta: { total, page, per_page: perPage } } };
}

/** The page and per_page of a list call (defaults filled in by the validator from the contract). */
export function paging(input: ValidatedInput): { page: number; perPage: number; offset: number } {
  const page = Number(input.query.page ?? 1);
  const perPage = Number(input.query.per_page ?? 20);
  return { page, perPage, offset: (page - 1) * perPage };
}
