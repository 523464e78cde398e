/**
 * Thrown at the router's and TanStack Query's edge when a core call answers an error: keeps the HTTP status and
 * the body so the error pages can normalise it (spec 8). Calls return values; only loaders throw.
 */
export class CoreRequestError extends Error {
  override readonly name = 'CoreRequestError';
  readonly code = 'core_request_failed';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`The core service answered ${status}`);
    this.status = status;
    this.body = body;
  }
}
