import { StepFrame } from '../step-frame.tsx';

/** The documents screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function DocumentsScreen() {
  return <StepFrame step="documents" />;
}
