import { useText } from '../../app/use-text.ts';
import { HelpContacts } from '../cancelled/help-contacts.tsx';
import { StepFrame } from '../step-frame.tsx';

/** The custom offer request sent (unhooking): what happens next, and how to reach an adviser. */
export function UnhookingScreen() {
  const t = useText();
  return (
    <StepFrame step="unhooking">
      <p>{t('unhooking.body')}</p>
      <HelpContacts />
    </StepFrame>
  );
}
