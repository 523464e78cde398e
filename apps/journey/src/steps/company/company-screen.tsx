import { StepFrame } from '../step-frame.tsx';

/** The company screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function CompanyScreen() {
  return <StepFrame step="company" />;
}
