/** Why an i18n call failed where failing is a programming error (not a missing message: those never throw). */
export type I18nErrorCode = 'NO_PROVIDER';

/**
 * The one error this package throws, at its edges only: using the React binding outside `I18nProvider`.
 * Missing messages are reported to `onError` instead and never throw.
 */
export class I18nError extends Error {
  override readonly name = 'I18nError';
  readonly code: I18nErrorCode;

  constructor(code: I18nErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
