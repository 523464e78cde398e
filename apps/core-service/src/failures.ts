/**
 * Why the core refuses what it is asked: the contract's error codes. A rule that refuses throws a
 * {@link DomainFailure} with its code and a sentence for the caller; it knows nothing of HTTP. The HTTP edge
 * alone gives each code its status (`http/failure-status.ts`) and writes the contract's error body.
 */
export const FAILURE_CODES = [
  'already_paid',
  'cancellation_already_requested',
  'conflict',
  'contact_frozen',
  'contract_not_active',
  'deletion_already_requested',
  'idempotency_key_reused',
  'invalid_email_link',
  'invalid_hand_off',
  'invalid_passkey',
  'invalid_password_link',
  'not_found',
  'not_paid_by_sepa',
  'not_signed',
  'origin_not_allowed',
  'proof_required',
  'subscription_not_valid',
  'subscription_signed',
  'too_many_requests',
  'unauthorized',
  'validation_failed',
  'within_bounds',
] as const;

/** One of {@link FAILURE_CODES}. */
export type FailureCode = (typeof FAILURE_CODES)[number];

/** A field path (dots) to its messages. */
export type FieldErrors = Record<string, string[]>;

/**
 * A refusal of the domain: a stable code, a sentence, and the fields it concerns.
 *
 * @example
 * throw new DomainFailure('already_paid', 'This subscription is already paid.');
 */
export class DomainFailure extends Error {
  override readonly name = 'DomainFailure';
  readonly code: FailureCode;
  readonly errors: FieldErrors | undefined;
  /** How many seconds to wait before trying again, for a refusal that passes (a rate limit). */
  readonly retryAfter: number | undefined;

  constructor(code: FailureCode, message: string, errors?: FieldErrors, retryAfter?: number) {
    super(message);
    this.code = code;
    this.errors = errors;
    this.retryAfter = retryAfter;
  }
}

/** The answer to an unknown or foreign prospect id: both alike, so that ids cannot be probed. */
export function prospectNotFound(): DomainFailure {
  return new DomainFailure('not_found', 'No prospect has this id.');
}

/** The answer when a prospect's workflow is asked for before POST steps created it. */
export function noWorkflowYet(): DomainFailure {
  return new DomainFailure('not_found', 'This prospect has no workflow yet.');
}
