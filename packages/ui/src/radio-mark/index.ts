export { RadioMark } from './radio-mark.tsx';
