import { Alert } from '@souscrire/ui/alert';
import { useQuery } from '@tanstack/react-query';
import { useText } from '../../app/use-text.ts';
import { journeyQueries } from '../../router/journey-queries.ts';
import { useSubscription } from '../step-context.ts';
import { StepFrame } from '../step-frame.tsx';
import { HelpContacts } from './help-contacts.tsx';

/**
 * The refused request (cancelled): the reason the core recorded (`canceled_reason`, else its code),
 * what the visitor can do instead, and how to reach an adviser (UX: never a dead end).
 */
export function CancelledScreen() {
  const t = useText();
  const { api, tenant, prospectId, prospect: loaded } = useSubscription();
  // The eligibility answer may have cancelled the request after the prospect was loaded: read it again.
  const { data: prospect = loaded } = useQuery(journeyQueries.prospect(api, tenant, prospectId));
  const reason = prospect.canceled_reason ?? prospect.canceled_code;
  return (
    <StepFrame step="cancelled">
      {reason && (
        <Alert type="error">
          <p>{t('cancelled.reason', { reason })}</p>
        </Alert>
      )}
      <p>{t('cancelled.next')}</p>
      <HelpContacts />
    </StepFrame>
  );
}
