import { normalizeError } from '@souscrire/core-api';
import { useToasts } from '@souscrire/ui/toast';
import { useRef } from 'react';
import { MESSAGES } from '../../app/message-ids.ts';
import { useShell } from '../../app/use-shell.ts';
import { useText } from '../../app/use-text.ts';
import { StepFrame } from '../step-frame.tsx';
import { useSubscription } from '../use-subscription.ts';
import { useWorkflowMoves } from '../use-workflow-moves.ts';
import { PaymentPanel } from './payment-panel.tsx';

/** The payment screen (spec 2): pay by card or SEPA direct debit, then move on to the customer space. */
export function PaymentScreen() {
  const t = useText();
  const toasts = useToasts();
  const { theme } = useShell();
  const { clientFor, tenant, prospectId } = useSubscription();
  const { go } = useWorkflowMoves('payment', null);
  const paidRef = useRef(false);
  const moveOn = () =>
    go('forward').catch((error: unknown) => {
      const failure = normalizeError(error);
      if (failure.aborted) return;
      toasts.show({
        type: 'error',
        title: failure.title ?? t(MESSAGES.errorToastTitle),
        message: failure.message ?? failure.rawMessage ?? t(MESSAGES.defaultAlert),
      });
    });
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
