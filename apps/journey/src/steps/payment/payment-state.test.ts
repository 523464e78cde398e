import { describe, expect, test } from 'vitest';
import {
  initialPaymentState,
  type PaymentAction,
  type PaymentState,
  paymentReducer,
} from './payment-state.ts';

const start = initialPaymentState(['card', 'sepa'], ['monthly', 'annual']);
const run = (state: PaymentState, ...actions: PaymentAction[]) => actions.reduce(paymentReducer, state);

describe('paymentReducer', () => {
  test('starts on the first method and frequency offered, with nothing typed', () => {
    expect(start).toMatchObject({ method: 'card', frequency: 'monthly', iban: '', phase: 'filling' });
    expect(initialPaymentState([], [])).toMatchObject({ method: 'sepa', frequency: 'annual' });
  });

  test.each<[string, PaymentAction[], Partial<PaymentState>]>([
    ['paying covers the screen', [{ type: 'pay' }], { phase: 'processing' }],
    [
      "the card's bank question is not covered, then paying goes on",
      [{ type: 'pay' }, { type: 'confirm-card' }],
      { phase: 'confirming' },
    ],
    [
      'a confirmed card pays',
      [{ type: 'pay' }, { type: 'confirm-card' }, { type: 'card-confirmed' }],
      { phase: 'processing' },
    ],
    ['a failure is said', [{ type: 'pay' }, { type: 'failed' }], { phase: 'failed' }],
    [
      'editing after a failure clears it and the field errors',
      [
        { type: 'invalid', errors: { iban: 'x' } },
        { type: 'failed' },
        { type: 'edit', patch: { iban: 'FR76' } },
      ],
      { phase: 'filling', errors: {}, iban: 'FR76' },
    ],
    [
      "the core's field errors end the attempt",
      [{ type: 'pay' }, { type: 'invalid', errors: { iban: 'x' } }],
      { phase: 'filling', errors: { iban: 'x' } },
    ],
    [
      'complete card fields clear their error',
      [
        { type: 'card-incomplete', message: 'fill' },
        { type: 'card-changed', complete: true },
      ],
      { cardError: null, cardComplete: true },
    ],
    [
      'incomplete card fields say so and keep their error',
      [
        { type: 'failed' },
        { type: 'card-incomplete', message: 'fill' },
        { type: 'card-changed', complete: false },
      ],
      { phase: 'filling', cardError: 'fill', cardComplete: false },
    ],
    ['a paid attempt is back to filling', [{ type: 'pay' }, { type: 'settled' }], { phase: 'filling' }],
  ])('%s', (_, actions, expected) => {
    expect(run(start, ...actions)).toMatchObject(expected);
  });

  test('card fields reporting the state the form already has leave it as it is, so the form is not drawn again', () => {
    expect(paymentReducer(start, { type: 'card-changed', complete: false })).toBe(start);
    const complete = paymentReducer(start, { type: 'card-changed', complete: true });
    expect(paymentReducer(complete, { type: 'card-changed', complete: true })).toBe(complete);
    const refused = run(start, { type: 'card-incomplete', message: 'fill' });
    expect(paymentReducer(refused, { type: 'card-changed', complete: false })).toBe(refused);
  });
});
