import { StepFrame } from '../step-frame.tsx';

/** The signature screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function SignatureScreen() {
  return <StepFrame step="signature" />;
}
