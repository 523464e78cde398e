import type { CoreApiClient } from '@souscrire/core-api';
import { Alert } from '@souscrire/ui/alert';
import { Button } from '@souscrire/ui/button';
import { Checkbox } from '@souscrire/ui/checkbox';
import { ChoiceCard, ChoiceCardGroup } from '@souscrire/ui/choice-card';
import { Form } from '@souscrire/ui/form';
import { Heading } from '@souscrire/ui/heading';
import { ProcessingOverlay } from '@souscrire/ui/processing-overlay';
import { RadioGroup } from '@souscrire/ui/radio-group';
import { TextField } from '@souscrire/ui/text-field';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useText } from '../../app/use-text.ts';
import type { CardFields, CardProvider } from './card-provider.ts';
import { type Payment, type PaymentOptions, paymentApi } from './payment-api.ts';
import { FREQUENCY_MESSAGES, PAYMENT_MESSAGES as M } from './payment-messages.ts';
import './payment.css';

/** Props of {@link PaymentPanel}. */
export type PaymentPanelProps = {
  client: CoreApiClient;
  prospectId: string;
  /** The insurer named in the SEPA mandate (the tenant's brand). */
  creditor: string;
  /** Called once the payment has succeeded. */
  onPaid: (payment: Payment) => void;
  /** The card payment provider (its script from the runtime configuration); none: card is not offered. */
  cardProvider: CardProvider | undefined;
  /** The page's locale and the tenant's colour, for the provider's card fields. */
  locale: string;
  primaryColor: string;
  /** Tells analytics what happened (issue 15: payment method chosen, payment failed). */
  onEvent?: (event: 'method-chosen' | 'failed', method: Method) => void;
};

type Method = PaymentOptions['methods'][number];
type Frequency = PaymentOptions['frequencies'][number];

const euros = (money: { amount: number }) => money.amount / 100;

/**
 * The payment screen's content (spec 2, 5; UX "Offer and payment"): method and frequency, the amounts for
 * that frequency (first payment with its fees, then each later one, fees included; a refund; the amendment
 * wording), SEPA with the IBAN next to the mandate text and the 8-week refund right, or the card fields in the
 * provider's frame with the 0 € authorisation notice. While the payment runs, 'processing, do not leave the
 * page' covers the screen. Each attempt has its own `Idempotency-Key`, kept while the same request is retried.
 */
export function PaymentPanel({ client, prospectId, ...rest }: PaymentPanelProps) {
  const t = useText();
  const api = useMemo(() => paymentApi(client), [client]);
  const options = useQuery({
    queryKey: ['payment-options', prospectId],
    queryFn: () => api.options(prospectId),
  });

  if (options.isPending) {
    return (
      <div className="sc-payment" aria-busy="true">
        <p role="status">{t(M.loading)}</p>
        <div className="sc-payment__skeleton" />
      </div>
    );
  }
  if (options.isError) {
    return (
      <Alert type="error" live>
        {t(M.generic)}
      </Alert>
    );
  }
  return <PaymentForm api={api} prospectId={prospectId} options={options.data} {...rest} />;
}

function PaymentForm({
  api,
  prospectId,
  options,
  creditor,
  onPaid,
  cardProvider,
  locale,
  primaryColor,
  onEvent,
}: Omit<PaymentPanelProps, 'client'> & { api: ReturnType<typeof paymentApi>; options: PaymentOptions }) {
  const t = useText();
  // Card is offered only when the provider's script is configured (spec 7: its address and publishable key).
  const methods = options.methods.filter((value) => value !== 'card' || cardProvider !== undefined);
  const [method, setMethod] = useState<Method>(methods[0] ?? 'sepa');
  const [frequency, setFrequency] = useState<Frequency>(options.frequencies[0] ?? 'annual');
  const [iban, setIban] = useState('');
  const [holder, setHolder] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const cardHost = useRef<HTMLDivElement>(null);
  const cardFields = useRef<CardFields | null>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // spec: one Idempotency-Key per attempt; a retry of the same request after a network failure reuses it.
  const attempt = useRef<string | null>(null);
  const newAttempt = () => {
    attempt.current = null;
  };
  const keyForAttempt = () => {
    attempt.current ??= crypto.randomUUID();
    return attempt.current;
  };

  const amounts = options.amounts.find((entry) => entry.frequency === frequency);
  const first = amounts ? euros(amounts.first_amount) : 0;

  const fail = () => {
    setFailed(true);
    onEvent?.('failed', method);
  };
  const settle = (payment: Payment) => {
    newAttempt();
    if (payment.status === 'succeeded') {
      onPaid(payment);
      return;
    }
    fail();
  };

  // The provider's script mounts its card fields (a frame of its own) while card is the chosen method.
  useEffect(() => {
    const host = cardHost.current;
    if (method !== 'card' || cardProvider === undefined || host === null) return;
    let mounted: CardFields | null = null;
    let cancelled = false;
    setCardComplete(false);
    cardProvider
      .mount(host, {
        locale,
        primaryColor,
        onReady: () => {},
        onChange: (change) => {
          setCardComplete(change.complete);
          if (change.complete) setCardError(null);
        },
        onError: (message) => setCardError(message),
      })
      .then(
        (fields) => {
          if (cancelled) fields.destroy();
          else {
            mounted = fields;
            cardFields.current = fields;
          }
        },
        () => {
          if (!cancelled) setCardError(t(M.generic));
        },
      );
    return () => {
      cancelled = true;
      mounted?.destroy();
      cardFields.current = null;
    };
  }, [method, cardProvider, locale, primaryColor, t]);

  /** Confirms a started card payment in the provider's fields, then hands its reference to the core. */
  const payByCard = async (payment: Payment) => {
    const fields = cardFields.current;
    if (payment.client_secret === null || fields === null) {
      fail();
      return;
    }
    // The provider's fields may ask the bank's question (the 0 € authorisation): the processing overlay
    // must not cover them while they do; Pay stays pending.
    setProcessing(false);
    setConfirming(true);
    const outcome = await fields.confirm(payment.client_secret).finally(() => setConfirming(false));
    setProcessing(true);
    // A failure before the card was tried keeps the attempt: paying again confirms the same payment.
    if (outcome.kind === 'error') {
      fail();
      return;
    }
    settle(await api.confirm(prospectId, payment.id, outcome.reference));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    if (method === 'card' && !cardComplete) {
      setCardError(t(M.cardIncomplete));
      cardFields.current?.focus();
      return;
    }
    setProcessing(true);
    try {
      const body =
        method === 'sepa'
          ? { method, frequency, iban: iban.trim(), account_holder: holder.trim() }
          : { method, frequency };
      const result = await api.start(prospectId, body, keyForAttempt());
      if (result.kind === 'invalid') {
        newAttempt();
        setErrors(
          Object.fromEntries(
            Object.entries(result.errors).map(([field, messages]) => [
              field,
              field === 'iban' ? t(M.iban) : (messages[0] ?? t(M.required)),
            ]),
          ),
        );
        return;
      }
      if (result.payment.status === 'requires_action') await payByCard(result.payment);
      else settle(result.payment);
    } catch {
      // The attempt keeps its key: pressing again asks the core for the same payment, never a second one.
      fail();
    } finally {
      setProcessing(false);
    }
  };

  const change =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      newAttempt();
      setErrors({});
      setFailed(false);
      set(value);
    };

  return (
    <div className="sc-payment">
      {options.is_amendment && <p>{t(M.amendmentBody)}</p>}
      <Form
        errorSummaryTitle={t(M.errorSummaryTitle)}
        validationErrors={errors}
        onSubmit={(event) => void submit(event)}
      >
        <ChoiceCardGroup
          label={t(M.methodLegend)}
          value={method}
          onChange={change((value: string) => {
            setMethod(value as Method);
            onEvent?.('method-chosen', value as Method);
          })}
          isDisabled={processing}
        >
          {methods.map((value) => (
            <ChoiceCard key={value} value={value} title={t(value === 'card' ? M.methodCard : M.methodSepa)} />
          ))}
        </ChoiceCardGroup>
        {options.frequencies.length > 1 && (
          <RadioGroup
            label={t(M.frequencyLegend)}
            value={frequency}
            onChange={change((value: string) => setFrequency(value as Frequency))}
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
        {amounts && (
          <section className="sc-payment__amounts" aria-live="polite">
            <p className="sc-payment__first">{t(M.firstPayment, { amount: first })}</p>
            {amounts.fees.amount > 0 && <p>{t(M.fees, { amount: euros(amounts.fees) })}</p>}
            {amounts.frequency !== 'one_shot' && amounts.frequency !== 'amendment' && (
              <p>
                {t(M.laterPayments, {
                  price: t(FREQUENCY_MESSAGES[amounts.frequency].price, {
                    amount: euros(amounts.then_amount),
                  }),
                })}
              </p>
            )}
            {options.fees_included && <p className="sc-payment__note">{t(M.feesIncluded)}</p>}
            {options.refund && options.refund.amount > 0 && (
              <p>{t(M.refund, { amount: euros(options.refund) })}</p>
            )}
          </section>
        )}
        {method === 'sepa' ? (
          <section className="sc-payment__sepa">
            <Heading level={2}>{t(M.mandateTitle)}</Heading>
            <p>{t(M.mandateWhat)}</p>
            <TextField
              name="account_holder"
              label={t(M.sepaHolder)}
              autoComplete="name"
              isRequired
              errorMessage={(validation) => validation.validationErrors[0] ?? t(M.required)}
              value={holder}
              onChange={change(setHolder)}
            />
            <TextField
              name="iban"
              label={t(M.sepaIban)}
              autoComplete="off"
              spellCheck="false"
              isRequired
              errorMessage={(validation) => validation.validationErrors[0] ?? t(M.required)}
              value={iban}
              onChange={change(setIban)}
            />
            <p className="sc-payment__mandate">{t(M.mandateText, { creditor })}</p>
            <p className="sc-payment__mandate">{t(M.mandateRefund)}</p>
            <Checkbox
              name="mandate"
              label={t(M.mandateAccept)}
              isRequired
              errorMessage={t(M.required)}
              isSelected={accepted}
              onChange={setAccepted}
            />
          </section>
        ) : (
          <section className="sc-payment__card">
            <Heading level={2}>{t(M.cardTitle)}</Heading>
            <Alert>{t(M.zeroAuthorisation)}</Alert>
            <div ref={cardHost} className="sc-payment__card-fields" />
            {cardError !== null && (
              <Alert type="error" live>
                {cardError}
              </Alert>
            )}
          </section>
        )}
        {failed && (
          <Alert type="error" live>
            {t(M.failed)}
          </Alert>
        )}
        <Button type="submit" isPending={processing || confirming} pendingLabel={t(M.processing)}>
          {method === 'sepa' ? t(M.submitSepa) : t(M.submitCard, { amount: first })}
        </Button>
      </Form>
      <ProcessingOverlay isOpen={processing} message={t(M.processing)} />
    </div>
  );
}
