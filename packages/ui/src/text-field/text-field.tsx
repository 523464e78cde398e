import {
  composeRenderProps,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import { FieldDescription } from '../form/field-description.tsx';
import { FieldError, type FieldErrorMessage } from '../form/field-error.tsx';
import { FieldLabel } from '../form/field-label.tsx';
import '../form/field.css';
import './text-field.css';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<RACTextFieldProps, 'children'> {
  /** The visible label. */
  label: string;
  /** Help text under the label, tied to the input. */
  description?: string | undefined;
  /** The error text shown when the field is invalid; a function receives react-aria's validation result. */
  errorMessage?: FieldErrorMessage | undefined;
  /** An example value inside the empty input; never a substitute for the label. */
  placeholder?: string | undefined;
}

/**
 * A single-line text field: label, optional help text, error message tied by `aria-describedby` (react-aria's
 * FieldError) and a required marker. Validation follows react-aria (`isRequired`, `validate`, `pattern`...).
 *
 * @example
 * <TextField name="name" label="Company name" isRequired errorMessage="Enter your company name" />
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField
      {...props}
      className={composeRenderProps(className, (name) =>
        name ? `sc-field sc-text-field ${name}` : 'sc-field sc-text-field',
      )}
    >
      <FieldLabel>{label}</FieldLabel>
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError>{errorMessage}</FieldError>
      <Input className="sc-field__input" placeholder={placeholder} />
    </RACTextField>
  );
}
