export type { RadioGroupProps, RadioOption } from './radio-group.tsx';
export { RadioGroup } from './radio-group.tsx';
