import { StepFrame } from '../step-frame.tsx';

/** The accepted screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function AcceptedScreen() {
  return <StepFrame step="accepted" />;
}
