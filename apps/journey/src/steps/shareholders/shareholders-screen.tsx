import { useSubscription } from '../step-context.ts';
import { StepFrame } from '../step-frame.tsx';
import { ShareholdersPanel } from './shareholders-panel.tsx';

/**
 * The beneficial owners screen: the owners are saved on the core before Continue moves on. The legal
 * representative, declared when nobody holds more than 25%, starts from the contact details' names and function.
 */
export function ShareholdersScreen() {
  const { clientFor, tenant, prospectId, prospect } = useSubscription();
  return (
    <StepFrame step="shareholders" withForm>
      <ShareholdersPanel
        client={clientFor(tenant)}
        tenant={tenant}
        prospectId={prospectId}
        representative={{
          firstname: prospect.owner_firstname ?? '',
          lastname: prospect.owner_lastname ?? '',
          function: prospect.owner_function ?? '',
        }}
      />
    </StepFrame>
  );
}
