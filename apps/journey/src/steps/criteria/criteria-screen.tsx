import { StepFrame } from '../step-frame.tsx';

/** The criteria screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function CriteriaScreen() {
  return <StepFrame step="criteria" />;
}
