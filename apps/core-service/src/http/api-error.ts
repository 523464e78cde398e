import type { DomainFailure, FailureCode, FieldErrors } from '../failures.ts';

export type { FieldErrors } from '../failures.ts';

/** The normalised error body of the contract (`Error`). */
export type ErrorBody = {
  title: string;
  details: string;
  code: string;
  message: string;
  errors?: FieldErrors;
};

/** The HTTP statuses the service answers with an error body. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500;

const TITLES: Record<ErrorStatus, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
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

/** The status of each domain failure's code: the one place a refusal of the domain meets HTTP. */
export const FAILURE_STATUS: Readonly<Record<FailureCode, ErrorStatus>> = {
  already_paid: 409,
  cancellation_already_requested: 409,
  deletion_already_requested: 409,
  conflict: 409,
  contact_frozen: 403,
  contract_not_active: 409,
  idempotency_key_reused: 409,
  invalid_email_link: 422,
  invalid_hand_off: 422,
  invalid_passkey: 422,
  invalid_password_link: 422,
  not_found: 404,
  not_paid_by_sepa: 409,
  not_signed: 422,
  origin_not_allowed: 422,
  proof_required: 403,
  subscription_not_valid: 422,
  subscription_signed: 409,
  too_many_requests: 429,
  unauthorized: 401,
  validation_failed: 422,
  within_bounds: 409,
};

/**
 * A domain failure as the HTTP error it answers: its code's status, its fields, and `Retry-After` for a
 * refusal that passes.
 *
 * @example
 * apiErrorOf(new DomainFailure('already_paid', 'Already paid.')).status; // 409
 */
export function apiErrorOf(failure: DomainFailure): ApiError {
  const headers: Record<string, string> =
    failure.retryAfter === undefined ? {} : { 'Retry-After': String(failure.retryAfter) };
  return new ApiError(FAILURE_STATUS[failure.code], failure.code, failure.message, failure.errors, headers);
}

// The limit constraints of migration 0004 are named `<table>_<column>_length`: the column is the field.
const LENGTH_CONSTRAINT = /^[a-z]+_([a-z_]+)_length$/;

/**
 * The input a database refused, as a client error: a CHECK constraint of the contract's limits (422 on the
 * field), a value of the wrong form or out of range for its column (400). The contract refuses all of these
 * before any query; this is the net behind it, so that input never answers 500. Other database
 * errors are not the client's: undefined.
 *
 * @example
 * fromDatabaseError({ code: '23514', constraint: 'prospects_referer_length' }); // 422, errors.referer
 */
export function fromDatabaseError(error: unknown): ApiError | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code, constraint } = error as { code: unknown; constraint?: unknown };
  if (code === '23514') {
    const field = typeof constraint === 'string' ? LENGTH_CONSTRAINT.exec(constraint)?.[1] : undefined;
    return new ApiError(
      422,
      'validation_failed',
      'Some fields are invalid.',
      field === undefined ? undefined : { [field]: ['This value is too long'] },
    );
  }
  // 22001 string too long, 22003 number out of range, 22P02 malformed value (uuid, integer), 22021 bad encoding.
  if (code === '22001' || code === '22003' || code === '22P02' || code === '22021') {
    return new ApiError(400, 'bad_request', 'A value of the request is not valid for its field.');
  }
  return undefined;
}
