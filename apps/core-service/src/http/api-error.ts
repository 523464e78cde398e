/** A field path (dots) to its messages (spec 5). */
export type FieldErrors = Record<string, string[]>;

/** The normalised error body of the contract (`Error`, spec 3 and 8). */
export type ErrorBody = {
  title: string;
  details: string;
  code: string;
  message: string;
  errors?: FieldErrors;
};

/** The HTTP statuses the service answers with an error body. */
export type ErrorStatus = 400 | 401 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500;

const TITLES: Record<ErrorStatus, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Validation failed',
  429: 'Too many requests',
  500: 'Internal server error',
};

/**
 * The one error the HTTP edge throws: the app's error handler turns it into the contract's error body.
 *
 * @example
 * throw new ApiError(404, 'not_found', 'No prospect has this id.');
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: ErrorStatus;
  readonly code: string;
  readonly errors: FieldErrors | undefined;
  /** Headers sent with the error (`Retry-After` on 429). */
  readonly headers: Record<string, string>;

  constructor(
    status: ErrorStatus,
    code: string,
    message: string,
    errors?: FieldErrors,
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.headers = headers;
  }

  /** The body sent to the client. */
  toBody(): ErrorBody {
    const body: ErrorBody = {
      title: TITLES[this.status],
      details: this.message,
      code: this.code,
      message: this.message,
    };
    if (this.errors !== undefined) body.errors = this.errors;
    return body;
  }
}

/** The answer to an unknown or foreign prospect id: both alike, so that ids cannot be probed. */
export function prospectNotFound(): ApiError {
  return new ApiError(404, 'not_found', 'No prospect has this id.');
}
