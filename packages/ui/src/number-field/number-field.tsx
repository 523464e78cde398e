import {
  Button,
  composeRenderProps,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from 'react-aria-components';
import { FieldDescription } from '../form/field-description.tsx';
import { FieldError, type FieldErrorMessage } from '../form/field-error.tsx';
import { FieldLabel } from '../form/field-label.tsx';
import '../form/field.css';
import './number-field.css';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends Omit<RACNumberFieldProps, 'children'> {
  /** The visible label. */
  label: string;
  /** Help text under the label, tied to the input. */
  description?: string | undefined;
  /** The error text shown when the field is invalid; a function receives react-aria's validation result. */
  errorMessage?: FieldErrorMessage | undefined;
  /** An example value inside the empty input. */
  placeholder?: string | undefined;
  /**
   * Shows − and + buttons (labelled by react-aria in the visitor's language) for small counts; off by default,
   * as amounts (revenue, headcount) are typed.
   */
  showSteppers?: boolean | undefined;
}

/**
 * A number field that parses and formats in the visitor's locale (`formatOptions` for currency, percent,
 * units), with the numeric keypad on phones, label, help text, error message and required marker.
 *
 * @example
 * <NumberField
 *   name="revenue"
 *   label="Annual revenue"
 *   formatOptions={{ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }}
 *   minValue={0}
 * />
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  showSteppers = false,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField
      {...props}
      className={composeRenderProps(className, (name) =>
        name ? `sc-field sc-number-field ${name}` : 'sc-field sc-number-field',
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Group className="sc-number-field__group">
        {showSteppers && (
          <Button slot="decrement" className="sc-number-field__stepper">
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 8h10" />
            </svg>
          </Button>
        )}
        <Input className="sc-field__input sc-number-field__input" placeholder={placeholder} />
        {showSteppers && (
          <Button slot="increment" className="sc-number-field__stepper">
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 8h10M8 3v10" />
            </svg>
          </Button>
        )}
      </Group>
    </RACNumberField>
  );
}
