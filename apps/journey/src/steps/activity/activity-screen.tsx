import { StepFrame } from '../step-frame.tsx';

/** The activity screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function ActivityScreen() {
  return <StepFrame step="activity" />;
}
