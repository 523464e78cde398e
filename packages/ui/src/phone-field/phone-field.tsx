import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';

/** Props of {@link PhoneField}: a {@link TextField} whose type is fixed. */
export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'inputMode'>;

/**
 * A telephone number field: `type="tel"`, the phone keypad on phones and `autocomplete="tel"` unless told
 * otherwise. Number formats differ by country, so checking one is left to `validate` or `pattern`.
 *
 * @example
 * <PhoneField name="phone" label="Mobile phone number" description="We text you the signature code" />
 */
export function PhoneField({ autoComplete = 'tel', ...props }: PhoneFieldProps) {
  return <TextField {...props} type="tel" inputMode="tel" autoComplete={autoComplete} />;
}
