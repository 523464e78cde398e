import type { MessageId } from '@souscrire/i18n';

/** The texts of the payment screen (spec 2, 5; UX "Offer and payment"). */
export const PAYMENT_MESSAGES = {
  methodLegend: 'payment.method.legend',
  methodCard: 'payment.method.card',
  methodSepa: 'payment.method.sepa',
  frequencyLegend: 'payment.frequency.legend',
  firstPayment: 'payment.first-payment',
  fees: 'payment.fees',
  feesIncluded: 'payment.fees-included',
  laterPayments: 'payment.then',
  refund: 'payment.refund',
  amendmentBody: 'payment.amendment.body',
  cardTitle: 'payment.card.title',
  cardIncomplete: 'payment.card.incomplete',
  zeroAuthorisation: 'payment.card.zero-authorisation',
  failed: 'payment.failed',
  processing: 'payment.processing',
  sepaHolder: 'payment.sepa.holder',
  sepaIban: 'payment.sepa.iban',
  mandateTitle: 'payment.sepa.mandate.title',
  mandateText: 'payment.sepa.mandate.text',
  mandateWhat: 'payment.sepa.mandate.what',
  mandateRefund: 'payment.sepa.mandate.refund',
  mandateAccept: 'payment.sepa.mandate.accept',
  submitCard: 'payment.submit.card',
  submitSepa: 'payment.submit.sepa',
  required: 'errors.required',
  iban: 'errors.iban',
  generic: 'errors.generic',
  errorSummaryTitle: 'layout.error-summary.title',
  loading: 'ui.loading',
} as const satisfies Record<string, MessageId>;

/** The frequency names of spec 3, each with its label and its 'price per period' text. */
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
} as const satisfies Record<string, { label: MessageId; price: MessageId }>;
