/** One field's server validation failure, shaped for a form. */
export interface FormError {
  /** The first message, to show beside the field. */
  message: string;
  /** Every message the server gave for the field. */
  messages: string[];
}

/** A field path in form notation: dots replaced by slashes, with a leading slash. */
export function toFormErrorPath(path: string): string {
  return `/${path.replace(/^\/+/, '').split('.').join('/')}`;
}

/**
 * Turns server validation errors (field path -> messages) into form errors keyed by the path, dots
 * replaced by slashes with a leading slash, each carrying its message.
 *
 * @example
 * toFormErrors({ 'owner.firstname': ['This field is required'] });
 * // { '/owner/firstname': { message: 'This field is required', messages: ['This field is required'] } }
 */
export function toFormErrors(
  errors: Readonly<Record<string, readonly string[] | string>> | undefined,
): Record<string, FormError> {
  const formErrors: Record<string, FormError> = {};
  for (const [path, value] of Object.entries(errors ?? {})) {
    const messages = typeof value === 'string' ? [value] : [...value];
    const [message] = messages;
    if (message !== undefined) formErrors[toFormErrorPath(path)] = { message, messages };
  }
  return formErrors;
}
