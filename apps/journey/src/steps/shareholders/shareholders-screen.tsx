import { StepFrame } from '../step-frame.tsx';
import { useSubscription } from '../use-subscription.ts';
import { ShareholdersPanel } from './shareholders-panel.tsx';

/** The beneficial owners screen (spec 2): the owners are saved on the core before Continue moves on. */
export function ShareholdersScreen() {
  const { clientFor, tenant, prospectId } = useSubscription();
  return (
    <StepFrame step="shareholders">
      <ShareholdersPanel client={clientFor(tenant)} tenant={tenant} prospectId={prospectId} />
    </StepFrame>
  );
}
