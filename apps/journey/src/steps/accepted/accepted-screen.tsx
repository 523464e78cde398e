import { useText } from '../../app/use-text.ts';
import { HelpContacts } from '../cancelled/help-contacts.tsx';
import { StepFrame } from '../step-frame.tsx';

/** The request sent (accepted): an adviser studies it; how to reach one meanwhile. */
export function AcceptedScreen() {
  const t = useText();
  return (
    <StepFrame step="accepted">
      <p>{t('accepted.body')}</p>
      <HelpContacts />
    </StepFrame>
  );
}
