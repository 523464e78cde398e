import { useText } from '../../app/use-text.ts';
import { HelpContacts } from '../cancelled/help-contacts.tsx';
import { SIDE_STATE_MESSAGES } from '../cancelled/side-state-messages.ts';
import { StepFrame } from '../step-frame.tsx';

/** The request sent (spec 2: accepted): an adviser studies it; how to reach one meanwhile. */
export function AcceptedScreen() {
  const t = useText();
  return (
    <StepFrame step="accepted">
      <p>{t(SIDE_STATE_MESSAGES.acceptedBody)}</p>
      <HelpContacts />
    </StepFrame>
  );
}
