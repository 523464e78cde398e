import { useText } from '../../app/use-text.ts';
import { HelpContacts } from '../cancelled/help-contacts.tsx';
import { SIDE_STATE_MESSAGES } from '../cancelled/side-state-messages.ts';
import { StepFrame } from '../step-frame.tsx';

/** Qualification (spec 2): the criteria are outside what can be sold online, an adviser completes the request. */
export function QualificationScreen() {
  const t = useText();
  return (
    <StepFrame step="qualification">
      <p>{t(SIDE_STATE_MESSAGES.qualificationBody)}</p>
      <HelpContacts />
    </StepFrame>
  );
}
