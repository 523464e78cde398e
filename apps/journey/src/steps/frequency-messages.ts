import type { components } from '@souscrire/core-api';
import type { MessageId } from '@souscrire/i18n';

/**
 * The payment frequencies, each with its name and its 'price per period' text (the offer's frequency
 * choice and the payment's amounts).
 */
export const FREQUENCY_MESSAGES = {
  one_shot: { label: 'payment.frequency.one_shot', price: 'payment.price.one_shot' },
  monthly: { label: 'payment.frequency.monthly', price: 'payment.price.monthly' },
  quarterly: { label: 'payment.frequency.quarterly', price: 'payment.price.quarterly' },
  biannually: { label: 'payment.frequency.biannually', price: 'payment.price.biannually' },
  annual: { label: 'payment.frequency.annual', price: 'payment.price.annual' },
  annual_prorata: { label: 'payment.frequency.annual_prorata', price: 'payment.price.annual_prorata' },
  monthly_prorata: { label: 'payment.frequency.monthly_prorata', price: 'payment.price.monthly_prorata' },
  amendment: { label: 'payment.frequency.amendment', price: 'payment.price.amendment' },
  unknown: { label: 'payment.frequency.unknown', price: 'payment.price.unknown' },
} as const satisfies Record<
  components['schemas']['PaymentFrequency'],
  { label: MessageId; price: MessageId }
>;
