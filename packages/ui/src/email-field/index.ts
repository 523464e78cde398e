export type { EmailFieldProps } from './email-field.tsx';
export { EmailField } from './email-field.tsx';
