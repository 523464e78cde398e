import { StepFrame } from '../step-frame.tsx';

/** The shareholders screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function ShareholdersScreen() {
  return <StepFrame step="shareholders" />;
}
