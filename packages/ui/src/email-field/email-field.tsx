import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';

/** Props of {@link EmailField}: a {@link TextField} whose type is fixed. */
export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/**
 * An e-mail address field: `type="email"` (checked natively; say how in `errorMessage`), the e-mail keyboard
 * on phones and `autocomplete="email"` unless told otherwise.
 *
 * @example
 * <EmailField
 *   name="email"
 *   label="E-mail address"
 *   isRequired
 *   errorMessage={(v) => (v.validationDetails.valueMissing ? required : notAnEmail)}
 * />
 */
export function EmailField({ autoComplete = 'email', ...props }: EmailFieldProps) {
  return <TextField {...props} type="email" inputMode="email" autoComplete={autoComplete} />;
}
