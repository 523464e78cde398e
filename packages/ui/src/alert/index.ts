export type { AlertProps, AlertType } from './alert.tsx';
export { Alert } from './alert.tsx';
