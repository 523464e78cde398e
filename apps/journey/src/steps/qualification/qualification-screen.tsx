import { StepFrame } from '../step-frame.tsx';

/** The qualification screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function QualificationScreen() {
  return <StepFrame step="qualification" />;
}
