import { nestedValues } from './nested-values.ts';

/**
 * Whether a failure is a cancelled request (an aborted fetch, possibly wrapped). Cancelled requests are
 * flagged and never passed to error handlers.
 *
 * @example
 * try { await client.GET('/v2/products', { signal }); } catch (error) { if (!isAbortedError(error)) report(error); }
 */
export function isAbortedError(input: unknown): boolean {
  return nestedValues(input).bags.some((bag) => bag.name === 'AbortError' || bag.aborted === true);
}
