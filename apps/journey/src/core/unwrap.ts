import { CoreRequestError } from './core-request-error.ts';

/** An openapi-fetch answer: data or error, and the response. */
export type CoreAnswer<T> = { data?: T; error?: unknown; response: Response };

/**
 * The data of a successful answer; throws a {@link CoreRequestError} for an error answer (the edge where
 * loaders and queries expect a throw).
 *
 * @example
 * const products = unwrap(await client.GET('/v2/products')).data;
 */
export function unwrap<T>(answer: CoreAnswer<T>): T {
  if (answer.error !== undefined || !answer.response.ok) {
    throw new CoreRequestError(answer.response.status, answer.error, answer.response.headers);
  }
  return answer.data as T;
}
