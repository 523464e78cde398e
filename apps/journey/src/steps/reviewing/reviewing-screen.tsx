import { StepFrame } from '../step-frame.tsx';

/** The reviewing screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function ReviewingScreen() {
  return <StepFrame step="reviewing" />;
}
