import type { components } from '@souscrire/core-api';
import type { MessageId } from '@souscrire/i18n';

/** The name of each payment frequency (spec 2: the price for the chosen frequency). */
export const FREQUENCY_LABELS = {
  one_shot: 'payment.frequency.one_shot',
  monthly: 'payment.frequency.monthly',
  quarterly: 'payment.frequency.quarterly',
  biannually: 'payment.frequency.biannually',
  annual: 'payment.frequency.annual',
  annual_prorata: 'payment.frequency.annual_prorata',
  monthly_prorata: 'payment.frequency.monthly_prorata',
  amendment: 'payment.frequency.amendment',
  unknown: 'payment.frequency.unknown',
} as const satisfies Record<components['schemas']['PaymentFrequency'], MessageId>;
