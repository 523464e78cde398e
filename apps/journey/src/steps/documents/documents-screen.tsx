import { useRef } from 'react';
import { StepFrame } from '../step-frame.tsx';
import { useSubscription } from '../use-subscription.ts';
import { DocumentsPanel } from './documents-panel.tsx';

/** The documents screen (spec 2): read, download and acknowledge every document before signing. */
export function DocumentsScreen() {
  const { clientFor, tenant, prospectId } = useSubscription();
  const checkRef = useRef<(() => boolean) | null>(null);
  return (
    <StepFrame step="documents" onContinue={() => checkRef.current?.() ?? false}>
      <DocumentsPanel client={clientFor(tenant)} prospectId={prospectId} checkRef={checkRef} />
    </StepFrame>
  );
}
