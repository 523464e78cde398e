/** The configuration failures, each with its exact message. */
export type CoreApiErrorCode = 'missing_url' | 'missing_token' | 'missing_base_url';

/** Builds the message of a configuration failure, with the tenant id in place of [tenant]. */
function messageFor(code: CoreApiErrorCode, tenant: string | undefined): string {
  switch (code) {
    case 'missing_url':
      return `No Core API URL is defined for the tenant ${tenant}`;
    case 'missing_token':
      return `No Core API token is defined for the tenant ${tenant}`;
    case 'missing_base_url':
      return 'No base URL found for Core API service';
  }
}

/**
 * The one error this package throws: a configuration that cannot reach the core service.
 * HTTP failures are never thrown; they come back as values (see `normalizeError`).
 *
 * @example
 * try {
 *   await client.GET('/v2/products');
 * } catch (error) {
 *   if (error instanceof CoreApiError && error.code === 'missing_token') showConfigurationProblem(error.message);
 * }
 */
export class CoreApiError extends Error {
  override readonly name = 'CoreApiError';
  /** Which configuration is missing. */
  readonly code: CoreApiErrorCode;
  /** The tenant whose configuration is missing, when one was known. */
  readonly tenant: string | undefined;

  constructor(code: CoreApiErrorCode, tenant?: string) {
    super(messageFor(code, tenant));
    this.code = code;
    this.tenant = tenant;
  }
}
