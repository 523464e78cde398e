import { useText } from '../../app/use-text.ts';
import { FREQUENCY_MESSAGES } from '../frequency-messages.ts';
import type { PaymentOptions } from './payment-api.ts';

/** An amount of the core (cents) in euros, as the texts format it. */
export const euros = (money: { amount: number }) => money.amount / 100;

/** The amounts of one frequency of {@link PaymentOptions}. */
export type FrequencyAmounts = PaymentOptions['amounts'][number];

/**
 * What the visitor pays for the chosen frequency: the first payment with its fees, then each later
 * one, that fees are included, and a refund.
 */
export function PaymentAmounts({ amounts, options }: { amounts: FrequencyAmounts; options: PaymentOptions }) {
  const t = useText();
  return (
    <section className="sc-payment__amounts" aria-live="polite">
      <p className="sc-payment__first">
        {t('payment.first-payment', { amount: euros(amounts.first_amount) })}
      </p>
      {amounts.fees.amount > 0 && <p>{t('payment.fees', { amount: euros(amounts.fees) })}</p>}
      {amounts.frequency !== 'one_shot' && amounts.frequency !== 'amendment' && (
        <p>
          {t('payment.then', {
            price: t(FREQUENCY_MESSAGES[amounts.frequency].price, { amount: euros(amounts.then_amount) }),
          })}
        </p>
      )}
      {options.fees_included && <p className="sc-payment__note">{t('payment.fees-included')}</p>}
      {options.refund && options.refund.amount > 0 && (
        <p>{t('payment.refund', { amount: euros(options.refund) })}</p>
      )}
    </section>
  );
}
