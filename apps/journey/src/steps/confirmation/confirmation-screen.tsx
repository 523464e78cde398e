import { StepFrame } from '../step-frame.tsx';

/** The confirmation screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function ConfirmationScreen() {
  return <StepFrame step="confirmation" />;
}
