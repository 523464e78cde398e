/**
 * The SMS code step's one state (UX "Signature"): the code typed, whether it was refused, whether a new code
 * went out, where it went, and the resend countdown. Sending and verifying are the calls' own pending states.
 */
export type SmsSigning = {
  readonly code: string;
  /** The typed code was wrong: said on the field until the visitor types again. */
  readonly refused: boolean;
  /** A new code was texted during this dialog: said until the dialog closes, a later refusal too. */
  readonly resent: boolean;
  /** The masked phone the last code went to, when known. */
  readonly phoneHint: string | undefined;
  /** Seconds before a new code may be asked for, as the core last answered them. */
  readonly retryIn: number;
  /** Counts the countdowns the core started: each one is a new field (the kit's countdown runs from mount). */
  readonly countdown: number;
};

/** What happens to the SMS code step. */
export type SmsSigningEvent =
  /** The visitor typed or pasted digits: a refusal shown goes. */
  | { readonly type: 'typed'; readonly code: string }
  /** A new code was texted: the field empties, a refusal goes, the countdown starts again. */
  | { readonly type: 'sent'; readonly phoneHint: string | undefined; readonly retryIn: number }
  /** No new code yet (too soon, or too many): the countdown starts again from the core's seconds. */
  | { readonly type: 'held'; readonly retryIn: number }
  /** The code was wrong; a locked code also restarts the countdown. */
  | { readonly type: 'refused'; readonly retryIn?: number | undefined };

/**
 * The SMS code step as the first code was texted.
 *
 * @example
 * initialSmsSigning('+33 6 •• •• •• 78', 30); // no code typed, the countdown at 30 seconds
 */
export function initialSmsSigning(phoneHint: string | undefined, retryIn: number): SmsSigning {
  return { code: '', refused: false, resent: false, phoneHint, retryIn, countdown: 0 };
}

const restarted = (state: SmsSigning, retryIn: number): SmsSigning => ({
  ...state,
  retryIn,
  countdown: state.countdown + 1,
});

/**
 * The SMS code step's next state: a pure function of the state and what happened.
 *
 * @example
 * const [signing, dispatch] = useReducer(smsSigning, initialSmsSigning('+33 6 •• •• •• 78', 30));
 * dispatch({ type: 'refused' }); // the field says the code is wrong
 */
export function smsSigning(state: SmsSigning, event: SmsSigningEvent): SmsSigning {
  switch (event.type) {
    case 'typed':
      return { ...state, code: event.code, refused: false };
    case 'sent':
      return restarted(
        { ...state, code: '', refused: false, resent: true, phoneHint: event.phoneHint },
        event.retryIn,
      );
    case 'held':
      return restarted(state, event.retryIn);
    case 'refused':
      return event.retryIn === undefined
        ? { ...state, refused: true }
        : restarted({ ...state, refused: true }, event.retryIn);
  }
}
