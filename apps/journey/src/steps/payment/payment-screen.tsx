import { StepFrame } from '../step-frame.tsx';

/** The payment screen (spec 2). Its content comes with its own issue; the frame already moves through the workflow. */
export function PaymentScreen() {
  return <StepFrame step="payment" />;
}
