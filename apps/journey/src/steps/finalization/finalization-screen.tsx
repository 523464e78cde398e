import { customerAreaUrl } from '@souscrire/core-api';
import { customerAreaBaseUrl } from '../../config/tenant-addresses.ts';
import { StepFrame } from '../step-frame.tsx';
import { useSubscription } from '../use-subscription.ts';
import { FinalizationPanel } from './finalization-panel.tsx';

/** The finalization screen (spec 2): the customer space is created or updated, then linked. */
export function FinalizationScreen() {
  const { clientFor, tenant, prospectId, prospect, session, config, locale } = useSubscription();
  const [language = 'fr', country = 'FR'] = locale.split('-');
  const area = customerAreaUrl({ tenant, baseUrl: customerAreaBaseUrl(config, tenant), language, country });
  return (
    <StepFrame step="finalization">
      <FinalizationPanel
        client={clientFor(tenant)}
        prospectId={prospectId}
        session={session}
        isUpdate={prospect.xsell === true || prospect.is_client === true}
        customerAreaUrl={area}
      />
    </StepFrame>
  );
}
