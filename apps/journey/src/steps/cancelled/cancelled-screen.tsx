import { StepFrame } from '../step-frame.tsx';

/** The cancelled screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function CancelledScreen() {
  return <StepFrame step="cancelled" />;
}
