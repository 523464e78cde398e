/**
 * Thrown at the router's and TanStack Query's edge when a core call answers an error: keeps the HTTP status and
 * the body so the error pages can normalise it, and the wait a 429 asks for. Calls return values;
 * only loaders and mutations throw.
 */
export class CoreRequestError extends Error {
  override readonly name = 'CoreRequestError';
  readonly code = 'core_request_failed';
  readonly status: number;
  readonly body: unknown;
  /** The seconds a 429 asks to wait (its Retry-After header), 0 when it says nothing. */
  readonly retryAfterSeconds: number;

  constructor(status: number, body: unknown, headers?: Headers) {
    super(`The core service answered ${status}`);
    this.status = status;
    this.body = body;
    const retryAfter = Number(headers?.get('retry-after') ?? 0);
    this.retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : 0;
  }

  /** The whole minutes a visitor is told to wait after a 429 (at least one; a minute when it said nothing). */
  get retryAfterMinutes(): number {
    return Math.max(1, Math.ceil((this.retryAfterSeconds || 60) / 60));
  }
}
