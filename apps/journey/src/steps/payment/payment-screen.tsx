import { useRef } from 'react';
import { useShell } from '../../app/use-shell.ts';
import { useShowFailure } from '../../app/use-show-failure.ts';
import { StepFrame } from '../step-frame.tsx';
import { useSubscription } from '../use-subscription.ts';
import { useWorkflowMoves } from '../use-workflow-moves.ts';
import { PaymentPanel } from './payment-panel.tsx';

/** The payment screen (spec 2): pay by card or SEPA direct debit, then move on to the customer space. */
export function PaymentScreen() {
  const showFailure = useShowFailure();
  const { theme } = useShell();
  const { clientFor, tenant, prospectId } = useSubscription();
  const { go } = useWorkflowMoves('payment', null);
  const paidRef = useRef(false);
  const moveOn = () => go('forward').catch(showFailure);
  return (
    <StepFrame step="payment" onContinue={() => paidRef.current}>
      <PaymentPanel
        client={clientFor(tenant)}
        prospectId={prospectId}
        creditor={theme.name}
        onPaid={() => {
          paidRef.current = true;
          void moveOn();
        }}
      />
    </StepFrame>
  );
}
