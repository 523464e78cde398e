import { useText } from '../../app/use-text.ts';
import { HelpContacts } from '../cancelled/help-contacts.tsx';
import { StepFrame } from '../step-frame.tsx';

/** Broker handling: a broker will build the cover with the visitor; how to reach an adviser meanwhile. */
export function BrokerScreen() {
  const t = useText();
  return (
    <StepFrame step="broker">
      <p>{t('broker.body')}</p>
      <HelpContacts />
    </StepFrame>
  );
}
