import { StepFrame } from '../step-frame.tsx';

/** The city screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function CityScreen() {
  return <StepFrame step="city" />;
}
