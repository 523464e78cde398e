import { StepFrame } from '../step-frame.tsx';

/** The offer screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function OfferScreen() {
  return <StepFrame step="offer" />;
}
