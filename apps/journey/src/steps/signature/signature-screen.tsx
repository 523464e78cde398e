import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useShowFailure } from '../../app/use-show-failure.ts';
import { useText } from '../../app/use-text.ts';
import { journeyKeys } from '../../core/query-keys.ts';
import { useMoves, useSubscription } from '../step-context.ts';
import { StepFrame } from '../step-frame.tsx';
import { SignaturePanel } from './signature-panel.tsx';

/**
 * The signature screen: sign in the provider's frame, confirm with the SMS code, then move on.
 * Continue before signing says what to do first, next to it.
 */
export function SignatureScreen() {
  const t = useText();
  const showFailure = useShowFailure();
  const { clientFor, tenant, prospectId, locale } = useSubscription();
  const { go } = useMoves();
  const queryClient = useQueryClient();
  const [signed, setSigned] = useState(false);
  const moveOn = () => go('forward').catch(showFailure);
  return (
    <StepFrame
      step="signature"
      continueRefusal={signed ? undefined : t('signature.continue-unsigned')}
      // Signing in the frame is the action to take; Continue becomes the primary one once signed.
      continueVariant={signed ? 'primary' : 'secondary'}
    >
      <SignaturePanel
        client={clientFor(tenant)}
        tenant={tenant}
        prospectId={prospectId}
        locale={locale}
        onSigned={async (byCode) => {
          setSigned(true);
          // Payment may be entered once signed: the workflow is asked again before moving there.
          await queryClient.invalidateQueries({ queryKey: journeyKeys.workflow(tenant, prospectId) });
          if (byCode) void moveOn();
        }}
      />
    </StepFrame>
  );
}
