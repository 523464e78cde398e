import { useContext, useEffect, useId, useRef } from 'react';
import { FieldErrorContext, FieldError as RACFieldError, type ValidationResult } from 'react-aria-components';
import { ErrorSummaryContext } from './error-summary-context.ts';
import './field.css';

/**
 * A field's error text: a fixed message, or a function of react-aria's validation result (to tell "required"
 * from "not an e-mail address" through `validationDetails`). Without it, the messages from `validate` or the
 * form's `validationErrors` are shown.
 */
export type FieldErrorMessage = string | ((validation: ValidationResult) => string);

/** Props of {@link FieldError}. */
export interface FieldErrorProps {
  /** The message shown when the field is invalid. */
  children?: FieldErrorMessage | undefined;
}

function messageFor(children: FieldErrorMessage | undefined, validation: ValidationResult): string {
  if (typeof children === 'function') return children(validation);
  return children ?? validation.validationErrors.join(' ');
}

/**
 * The error message of the surrounding react-aria field, tied to it by `aria-describedby`, and listed in the
 * error summary of the surrounding {@link Form}. Renders nothing while the field is valid.
 */
export function FieldError({ children }: FieldErrorProps) {
  const validation = useContext(FieldErrorContext);
  const summary = useContext(ErrorSummaryContext);
  const ref = useRef<HTMLElement>(null);
  // An id of our own, set on the first render, so the error summary can link to the message at once;
  // react-aria merges it with the id it links the field to.
  const id = useId();
  const message = validation?.isInvalid ? messageFor(children, validation) : '';

  useEffect(() => {
    if (!summary || !message || !ref.current) return;
    return summary.register(ref.current, message);
  }, [summary, message]);

  if (!message) return null;
  return (
    <RACFieldError ref={ref} id={id} className="sc-field__error">
      {message}
    </RACFieldError>
  );
}
