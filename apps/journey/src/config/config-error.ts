/** The codes of the configuration errors. */
export type ConfigErrorCode =
  | 'config_unreachable'
  | 'config_invalid'
  | 'no_customer_area_url'
  | 'no_marketplace_url';

/**
 * Thrown at the edge when the runtime configuration cannot serve a request: the configuration errors
 * that do not belong to the core API client.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly code: ConfigErrorCode;

  constructor(code: ConfigErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
