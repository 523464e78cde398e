import type { ValidationResult } from 'react-aria-components';

/** What a field says about itself when it is empty, and when what was typed does not fit. */
export interface FieldErrorTexts {
  /** Said when the field is empty, naming it: 'Enter the date of birth of the legal representative'. */
  readonly missing: string;
  /** Said when the value breaks the field's own rule (format, length, range); `missing` when not given. */
  readonly invalid?: string | undefined;
}

// The browser's own checks. Its message for them (validationErrors) is in the browser's language and names
// no field, so it is never shown.
const NATIVE_CHECKS = [
  'badInput',
  'patternMismatch',
  'rangeOverflow',
  'rangeUnderflow',
  'stepMismatch',
  'tooLong',
  'tooShort',
  'typeMismatch',
] as const;

/**
 * A field's error message (UX: errors): our text naming the field when the browser's check fails, and the
 * server's or `validate`'s messages otherwise. The browser's own 'Please fill out this field.' never shows.
 *
 * @example
 * <TextField isRequired errorMessage={fieldErrorMessage({ missing: 'Enter your password' })} />
 */
export function fieldErrorMessage(texts: FieldErrorTexts): (validation: ValidationResult) => string {
  return ({ validationDetails, validationErrors }) => {
    if (validationDetails.valueMissing) return texts.missing;
    const invalid = texts.invalid ?? texts.missing;
    if (NATIVE_CHECKS.some((check) => validationDetails[check])) return invalid;
    return validationErrors.join(' ') || invalid;
  };
}
