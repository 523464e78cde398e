import { StepFrame } from '../step-frame.tsx';

/** The broker screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function BrokerScreen() {
  return <StepFrame step="broker" />;
}
