import { useText } from '../../app/use-text.ts';
import { HelpContacts } from '../cancelled/help-contacts.tsx';
import { SIDE_STATE_MESSAGES } from '../cancelled/side-state-messages.ts';
import { StepFrame } from '../step-frame.tsx';

/** Broker handling (spec 2): a broker will build the cover with the visitor; how to reach an adviser meanwhile. */
export function BrokerScreen() {
  const t = useText();
  return (
    <StepFrame step="broker">
      <p>{t(SIDE_STATE_MESSAGES.brokerBody)}</p>
      <HelpContacts />
    </StepFrame>
  );
}
