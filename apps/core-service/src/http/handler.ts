import type { Database } from '../db/database.ts';
import type { Tenant } from '../domain/tenant.ts';
import type { ValidatedInput } from './request-validator.ts';

/** What a handler receives: the database, the caller's tenant, the validated input and the answer's locale. */
export type HandlerContext = { db: Database; tenant: Tenant; input: ValidatedInput; locale: string };

/** What a handler answers: a status and a JSON body (already wrapped in `{data}` by the handler). */
export type HandlerResult = { status: 200 | 201 | 202 | 204; body?: unknown };

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
