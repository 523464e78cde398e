export type { StepperProps, StepperStep, StepStatus, StepStatusLabels } from './stepper.tsx';
export { Stepper } from './stepper.tsx';
