import type { ReactNode } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  composeRenderProps,
} from 'react-aria-components';
import { FieldDescription } from '../form/field-description.tsx';
import { FieldError, type FieldErrorMessage } from '../form/field-error.tsx';
import '../form/field.css';
import './checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children'> {
  /** The label; may hold a link (e.g. to the conditions being accepted). */
  label: ReactNode;
  /** Help text under the label, tied to the checkbox. */
  description?: ReactNode | undefined;
  /** The error text shown when the checkbox is invalid (e.g. conditions not accepted). */
  errorMessage?: FieldErrorMessage | undefined;
}

/**
 * A checkbox with its label, help text and error message (react-aria's CheckboxField). The whole label is the
 * touch target (44px high at least); state shows as `data-selected`, `data-invalid`...
 *
 * @example
 * <Checkbox name="terms" isRequired label="I accept the conditions" errorMessage="Accept the conditions" />
 */
export function Checkbox({ label, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      className={composeRenderProps(className, (name) => (name ? `sc-checkbox ${name}` : 'sc-checkbox'))}
    >
      <CheckboxButton className="sc-checkbox__button">
        <span className="sc-checkbox__box" aria-hidden="true">
          <svg viewBox="0 0 18 18" aria-hidden="true" focusable="false">
            <polyline className="sc-checkbox__tick" points="3.5 9.5 7.5 13.5 14.5 5" />
            <line className="sc-checkbox__dash" x1="4" y1="9" x2="14" y2="9" />
          </svg>
        </span>
        <span className="sc-checkbox__label">{label}</span>
      </CheckboxButton>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
    </CheckboxField>
  );
}
