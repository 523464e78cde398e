import { useState } from 'react';
import { useShell } from '../../app/use-shell.ts';
import { useShowFailure } from '../../app/use-show-failure.ts';
import { StepFrame } from '../step-frame.tsx';
import { useSubscription } from '../use-subscription.ts';
import { useWorkflowMoves } from '../use-workflow-moves.ts';
import { SignaturePanel } from './signature-panel.tsx';

/** The signature screen: sign in the provider's frame, confirm with the SMS code, then move on. */
export function SignatureScreen() {
  const showFailure = useShowFailure();
  const { clientFor, tenant, prospectId } = useSubscription();
  const { locale } = useShell();
  const { go } = useWorkflowMoves('signature', null);
  const [signed, setSigned] = useState(false);
  const moveOn = () => go('forward').catch(showFailure);
  return (
    <StepFrame step="signature" onContinue={() => signed}>
      <SignaturePanel
        client={clientFor(tenant)}
        tenant={tenant}
        prospectId={prospectId}
        locale={locale}
        onSigned={(byCode) => {
          setSigned(true);
          if (byCode) void moveOn();
        }}
      />
    </StepFrame>
  );
}
