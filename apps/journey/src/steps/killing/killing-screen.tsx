import { StepFrame } from '../step-frame.tsx';

/** The killing screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function KillingScreen() {
  return <StepFrame step="killing" />;
}
