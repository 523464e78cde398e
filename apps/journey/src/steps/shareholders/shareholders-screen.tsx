import { useRef } from 'react';
import { StepFrame } from '../step-frame.tsx';
import { useSubscription } from '../use-subscription.ts';
import { ShareholdersPanel } from './shareholders-panel.tsx';

/** The beneficial owners screen (spec 2): the owners are saved on the core before Continue moves on. */
export function ShareholdersScreen() {
  const { clientFor, tenant, prospectId } = useSubscription();
  const saveRef = useRef<(() => Promise<boolean>) | null>(null);
  return (
    <StepFrame step="shareholders" onContinue={() => saveRef.current?.() ?? false}>
      <ShareholdersPanel client={clientFor(tenant)} prospectId={prospectId} saveRef={saveRef} />
    </StepFrame>
  );
}
