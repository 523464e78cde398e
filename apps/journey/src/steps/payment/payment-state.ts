import type { PaymentOptions } from './payment-api.ts';

/** A payment method the core offers. */
export type Method = PaymentOptions['methods'][number];
/** A payment frequency the core offers. */
export type Frequency = PaymentOptions['frequencies'][number];

/**
 * Where a payment attempt stands: being filled in, paying (the processing overlay covers the screen),
 * confirming in the provider's card fields (the bank's question must stay reachable, so no overlay), or failed.
 */
export type PaymentPhase = 'filling' | 'processing' | 'confirming' | 'failed';

/** The payment form's state, one value instead of a flag per concern. */
export type PaymentState = {
  method: Method;
  frequency: Frequency;
  iban: string;
  holder: string;
  accepted: boolean;
  phase: PaymentPhase;
  /** The core's field errors of the last attempt (422), by field name. */
  errors: Record<string, string>;
  cardComplete: boolean;
  cardError: string | null;
};

/** What happens to the payment form. */
export type PaymentAction =
  | { type: 'edit'; patch: Partial<Pick<PaymentState, 'method' | 'frequency' | 'iban' | 'holder'>> }
  | { type: 'accept'; accepted: boolean }
  | { type: 'card-changed'; complete: boolean }
  | { type: 'card-error'; message: string }
  | { type: 'card-incomplete'; message: string }
  | { type: 'pay' }
  | { type: 'confirm-card' }
  | { type: 'card-confirmed' }
  | { type: 'invalid'; errors: Record<string, string> }
  | { type: 'failed' }
  | { type: 'settled' };

/** The form's first state: the first method and frequency offered, nothing typed. */
export function initialPaymentState(
  methods: readonly Method[],
  frequencies: readonly Frequency[],
): PaymentState {
  return {
    method: methods[0] ?? 'sepa',
    frequency: frequencies[0] ?? 'annual',
    iban: '',
    holder: '',
    accepted: false,
    phase: 'filling',
    errors: {},
    cardComplete: false,
    cardError: null,
  };
}

/**
 * The payment form's transitions (one reducer instead of nine flags). Editing an answer clears the
 * last attempt's errors and failure; a card fields' error is cleared once the fields are complete.
 *
 * @example
 * const [state, dispatch] = useReducer(paymentReducer, initialPaymentState(['sepa'], ['annual']));
 * dispatch({ type: 'edit', patch: { iban: 'FR76…' } });
 */
export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        ...action.patch,
        errors: {},
        phase: state.phase === 'failed' ? 'filling' : state.phase,
      };
    case 'accept':
      return { ...state, accepted: action.accepted };
    case 'card-changed': {
      const cardError = action.complete ? null : state.cardError;
      // The fields report each key typed and their state as they mount: the same state again draws nothing.
      if (action.complete === state.cardComplete && cardError === state.cardError) return state;
      return { ...state, cardComplete: action.complete, cardError };
    }
    case 'card-error':
      return { ...state, cardError: action.message };
    case 'card-incomplete':
      return { ...state, phase: 'filling', cardError: action.message };
    case 'pay':
      return { ...state, phase: 'processing' };
    case 'confirm-card':
      return { ...state, phase: 'confirming' };
    case 'card-confirmed':
      return { ...state, phase: 'processing' };
    case 'invalid':
      return { ...state, phase: 'filling', errors: action.errors };
    case 'failed':
      return { ...state, phase: 'failed' };
    case 'settled':
      return { ...state, phase: 'filling' };
  }
}
