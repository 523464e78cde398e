import { StepFrame } from '../step-frame.tsx';

/** The finalization screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function FinalizationScreen() {
  return <StepFrame step="finalization" />;
}
