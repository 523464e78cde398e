import { StepFrame } from '../step-frame.tsx';

/** The unhooking screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function UnhookingScreen() {
  return <StepFrame step="unhooking" />;
}
