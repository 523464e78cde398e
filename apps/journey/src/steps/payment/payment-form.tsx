import type { Locale } from '@souscrire/i18n';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { ChoiceCard, ChoiceCardGroup } from '@souscrire/ui/choice-card';
import { Form } from '@souscrire/ui/form';
import { ProcessingOverlay } from '@souscrire/ui/processing-overlay';
import { RadioGroup } from '@souscrire/ui/radio-group';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';
import { useText } from '../../app/use-text.ts';
import { journeyKeys } from '../../core/query-keys.ts';
import { FREQUENCY_MESSAGES } from '../frequency-messages.ts';
import { CardFieldsSection } from './card-fields-section.tsx';
import type { CardFields, CardProvider } from './card-provider.ts';
import { DebitCalendar } from './debit-calendar.tsx';
import { euros, PaymentAmounts } from './payment-amounts.tsx';
import type { Payment, PaymentOptions, PaymentStart, paymentApi } from './payment-api.ts';
import { type Frequency, initialPaymentState, type Method, paymentReducer } from './payment-state.ts';
import { SepaMandateFields } from './sepa-mandate-fields.tsx';

/** Props of {@link PaymentForm}. */
export type PaymentFormProps = {
  api: ReturnType<typeof paymentApi>;
  tenant: string;
  prospectId: string;
  options: PaymentOptions;
  /** The insurer named in the SEPA mandate (the tenant's brand). */
  creditor: string;
  /** Called once the payment has succeeded, or for SEPA once the debit is sent to the bank (`processing`). */
  onPaid: (payment: Payment) => void;
  /** The card payment provider; none: card is not offered. */
  cardProvider: CardProvider | undefined;
  locale: Locale;
  primaryColor: string;
  /** Tells analytics what happened (payment method chosen, payment failed). */
  onEvent?: ((event: 'method-chosen' | 'failed', method: Method) => void) | undefined;
};

/**
 * The payment form: method, frequency, amounts, then SEPA's debit calendar and mandate or the
 * provider's card fields, and Pay. Each attempt has its own `Idempotency-Key`, kept while the same request is retried; a card payment
 * is confirmed in the provider's fields, then its reference goes to the core.
 */
export function PaymentForm({
  api,
  tenant,
  prospectId,
  options,
  creditor,
  onPaid,
  cardProvider,
  locale,
  primaryColor,
  onEvent,
}: PaymentFormProps) {
  const t = useText();
  const queryClient = useQueryClient();
  // Card is offered only when the provider's script is configured (its address and publishable key).
  const methods = options.methods.filter((value) => value !== 'card' || cardProvider !== undefined);
  const [state, dispatch] = useReducer(paymentReducer, undefined, () =>
    initialPaymentState(methods, options.frequencies),
  );
  const cardFields = useRef<CardFields | null>(null);
  // spec: one Idempotency-Key per attempt; a retry of the same request after a network failure reuses it.
  const attempt = useRef<string | null>(null);

  const start = useMutation({
    mutationFn: ({ body, key }: { body: PaymentStart; key: string }) => api.start(prospectId, body, key),
  });
  const confirm = useMutation({
    mutationFn: ({ paymentId, reference }: { paymentId: string; reference: string }) =>
      api.confirm(prospectId, paymentId, reference),
  });

  const amounts = options.amounts.find((entry) => entry.frequency === state.frequency);
  const first = amounts ? euros(amounts.first_amount) : 0;
  const processing = state.phase === 'processing';

  const fail = () => {
    dispatch({ type: 'failed' });
    onEvent?.('failed', state.method);
  };
  const settle = (payment: Payment) => {
    attempt.current = null;
    // A SEPA debit is confirmed by the bank days later: once sent (`processing`), the subscription
    // finishes with its contract issued and its payment pending.
    const done =
      payment.status === 'succeeded' || (payment.method === 'sepa' && payment.status === 'processing');
    if (!done) {
      fail();
      return;
    }
    dispatch({ type: 'settled' });
    // The prospect is paid now; the options it was offered are no longer current.
    void queryClient.invalidateQueries({ queryKey: journeyKeys.prospect(tenant, prospectId), exact: true });
    void queryClient.invalidateQueries({
      queryKey: journeyKeys.paymentOptions(tenant, prospectId),
      refetchType: 'none',
    });
    onPaid(payment);
  };

  /** Confirms a started card payment in the provider's fields, then hands its reference to the core. */
  const payByCard = async (payment: Payment) => {
    const fields = cardFields.current;
    if (payment.client_secret === null || fields === null) {
      fail();
      return;
    }
    // The provider's fields may ask the bank's question (the 0 € authorisation): the processing overlay
    // must not cover them while they do; Pay stays pending.
    dispatch({ type: 'confirm-card' });
    const outcome = await fields.confirm(payment.client_secret);
    // A failure before the card was tried keeps the attempt: paying again confirms the same payment.
    if (outcome.kind === 'error') {
      fail();
      return;
    }
    dispatch({ type: 'card-confirmed' });
    settle(await confirm.mutateAsync({ paymentId: payment.id, reference: outcome.reference }));
  };

  const pay = async () => {
    if (state.method === 'card' && !state.cardComplete) {
      dispatch({ type: 'card-incomplete', message: t('payment.card.incomplete') });
      cardFields.current?.focus();
      return;
    }
    dispatch({ type: 'pay' });
    try {
      const body: PaymentStart =
        state.method === 'sepa'
          ? {
              method: state.method,
              frequency: state.frequency,
              iban: state.iban.trim(),
              account_holder: state.holder.trim(),
            }
          : { method: state.method, frequency: state.frequency };
      attempt.current ??= crypto.randomUUID();
      const result = await start.mutateAsync({ body, key: attempt.current });
      if (result.kind === 'invalid') {
        attempt.current = null;
        const errors = Object.entries(result.errors).map(([field, messages]) => [
          field,
          field === 'iban' ? t('errors.iban') : (messages[0] ?? t('errors.generic')),
        ]);
        dispatch({ type: 'invalid', errors: Object.fromEntries(errors) });
        return;
      }
      if (result.payment.status === 'requires_action') await payByCard(result.payment);
      else settle(result.payment);
    } catch {
      // The attempt keeps its key: pressing again asks the core for the same payment, never a second one.
      fail();
    }
  };

  const edit = (patch: Partial<Pick<typeof state, 'method' | 'frequency' | 'iban' | 'holder'>>) => {
    attempt.current = null;
    dispatch({ type: 'edit', patch });
  };

  return (
    <div className="sc-payment">
      {options.is_amendment && <p>{t('payment.amendment.body')}</p>}
      <Form
        errorSummaryTitle={t('layout.error-summary.title')}
        validationErrors={state.errors}
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
        <ChoiceCardGroup
          label={t('payment.method.legend')}
          value={state.method}
          onChange={(value: string) => {
            edit({ method: value as Method });
            onEvent?.('method-chosen', value as Method);
          }}
          isDisabled={processing}
        >
          {methods.map((value) => (
            <ChoiceCard
              key={value}
              value={value}
              title={t(value === 'card' ? 'payment.method.card' : 'payment.method.sepa')}
            />
          ))}
        </ChoiceCardGroup>
        {options.frequencies.length > 1 && (
          <RadioGroup
            label={t('payment.frequency.legend')}
            value={state.frequency}
            onChange={(value: string) => edit({ frequency: value as Frequency })}
            isDisabled={processing}
            options={options.frequencies.map((value) => {
              const entry = options.amounts.find((candidate) => candidate.frequency === value);
              return {
                value,
                label: t(FREQUENCY_MESSAGES[value].label),
                ...(entry
                  ? { description: t(FREQUENCY_MESSAGES[value].price, { amount: euros(entry.then_amount) }) }
                  : {}),
              };
            })}
          />
        )}
        {amounts && <PaymentAmounts amounts={amounts} options={options} />}
        {state.method === 'sepa' && amounts && <DebitCalendar amounts={amounts} locale={locale} />}
        {state.method === 'sepa' ? (
          <SepaMandateFields
            creditor={creditor}
            holder={state.holder}
            iban={state.iban}
            accepted={state.accepted}
            onHolderChange={(holder) => edit({ holder })}
            onIbanChange={(iban) => edit({ iban })}
            onAcceptedChange={(accepted) => dispatch({ type: 'accept', accepted })}
          />
        ) : (
          cardProvider && (
            <CardFieldsSection
              cardProvider={cardProvider}
              locale={locale}
              primaryColor={primaryColor}
              error={state.cardError}
              onFields={(fields) => {
                cardFields.current = fields;
              }}
              onComplete={(complete) => dispatch({ type: 'card-changed', complete })}
              onError={(message) => dispatch({ type: 'card-error', message })}
            />
          )
        )}
        {state.phase === 'failed' && (
          <Alert type="error" live>
            {t('payment.failed')}
          </Alert>
        )}
        <Button
          type="submit"
          isPending={processing || state.phase === 'confirming'}
          pendingLabel={t('payment.processing')}
        >
          {state.method === 'sepa' ? t('payment.submit.sepa') : t('payment.submit.card', { amount: first })}
        </Button>
      </Form>
      <ProcessingOverlay isOpen={processing} message={t('payment.processing')} />
    </div>
  );
}
