import { normalizeError } from '@souscrire/core-api';
import { useToasts } from '@souscrire/ui/toast';
import { useRef } from 'react';
import { MESSAGES } from '../../app/message-ids.ts';
import { useText } from '../../app/use-text.ts';
import { StepFrame } from '../step-frame.tsx';
import { useSubscription } from '../use-subscription.ts';
import { useWorkflowMoves } from '../use-workflow-moves.ts';
import { SignaturePanel } from './signature-panel.tsx';

/** The signature screen (spec 2): sign in the provider's frame, confirm with the SMS code, then move on. */
export function SignatureScreen() {
  const t = useText();
  const toasts = useToasts();
  const { clientFor, tenant, prospectId } = useSubscription();
  const { go } = useWorkflowMoves('signature', null);
  const signedRef = useRef(false);
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
    <StepFrame step="signature" onContinue={() => signedRef.current}>
      <SignaturePanel
        client={clientFor(tenant)}
        prospectId={prospectId}
        signedRef={signedRef}
        onSigned={() => void moveOn()}
      />
    </StepFrame>
  );
}
