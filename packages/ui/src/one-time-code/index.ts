export type { OneTimeCodeProps } from './one-time-code.tsx';
export { OneTimeCode } from './one-time-code.tsx';
