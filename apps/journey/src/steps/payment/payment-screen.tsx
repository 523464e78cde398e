import { useMemo } from 'react';
import { useShell } from '../../app/use-shell.ts';
import { useShowFailure } from '../../app/use-show-failure.ts';
import { useMoves, useSubscription } from '../step-context.ts';
import { StepFrame } from '../step-frame.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import { sandboxCardProvider } from './sandbox-card-provider.ts';

/**
 * The payment screen: pay by card (the provider's script, from the runtime configuration) or SEPA
 * direct debit, then move on to the customer space. One action per screen: Pay moves on once paid,
 * so no Continue beside it.
 */
export function PaymentScreen() {
  const showFailure = useShowFailure();
  const { theme } = useShell();
  const { clientFor, tenant, prospectId, locale, config, analytics } = useSubscription();
  const { go } = useMoves();
  const { paymentScriptUrl, paymentPublishableKey } = config;
  const cardProvider = useMemo(
    () =>
      paymentScriptUrl && paymentPublishableKey
        ? sandboxCardProvider(paymentScriptUrl, paymentPublishableKey)
        : undefined,
    [paymentScriptUrl, paymentPublishableKey],
  );
  return (
    <StepFrame step="payment" canContinue={false}>
      <PaymentPanel
        client={clientFor(tenant)}
        tenant={tenant}
        prospectId={prospectId}
        creditor={theme.name}
        cardProvider={cardProvider}
        locale={locale}
        primaryColor={theme.colors.primary.default}
        onPaid={() => void go('forward').catch(showFailure)}
        onEvent={(event, method) =>
          analytics.event({
            name: event === 'failed' ? 'payment failed' : 'payment method chosen',
            data: {
              eventType: 'payment',
              eventCategory: 'subscription',
              eventId: `payment-${event}`,
              method,
            },
          })
        }
      />
    </StepFrame>
  );
}
