export type { PhoneFieldProps } from './phone-field.tsx';
export { PhoneField } from './phone-field.tsx';
