import { type CSSProperties, useState } from 'react';
import {
  composeRenderProps,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  VisuallyHidden,
} from 'react-aria-components';
import { Button } from '../button/button.tsx';
import { FieldDescription } from '../form/field-description.tsx';
import { FieldError, type FieldErrorMessage } from '../form/field-error.tsx';
import { FieldLabel } from '../form/field-label.tsx';
import '../form/field.css';
import './one-time-code.css';
import { useCountdown } from './use-countdown.ts';

/** Props of {@link OneTimeCode}. */
export interface OneTimeCodeProps
  extends Omit<
    RACTextFieldProps,
    | 'children'
    | 'type'
    | 'inputMode'
    | 'autoComplete'
    | 'maxLength'
    | 'minLength'
    | 'pattern'
    | 'value'
    | 'defaultValue'
    | 'onChange'
  > {
  /** The visible label, e.g. 'Code received by SMS'. */
  label: string;
  /** The number of digits of a code (set by the signature provider). */
  length: number;
  /** Seconds before a new code may be asked for (resend after a countdown). */
  resendDelaySeconds: number;
  /** The countdown text for the seconds left, e.g. (s) => `You can ask for a new code in ${s} s`. */
  countdownText: (secondsLeft: number) => string;
  /** The text announced when the countdown ends, e.g. 'You can now ask for a new code'. */
  resendAvailableText: string;
  /** The 'send again' action's text. */
  resendLabel: string;
  /** What the 'send again' action says while it runs, e.g. 'Sending'. */
  resendPendingLabel: string;
  /**
   * Asks for a new code. The countdown starts again once it is done, unless it returns (or resolves to)
   * `false`: no code was sent, the action stays available (the caller tells the visitor why).
   */
  onResend: () => unknown;
  /** The code (digits only), when controlled. */
  value?: string | undefined;
  /** The initial code, when uncontrolled. */
  defaultValue?: string | undefined;
  /** Called with the digits typed or pasted. */
  onChange?: ((code: string) => void) | undefined;
  /** Called once all `length` digits are in. */
  onComplete?: ((code: string) => void) | undefined;
  /** Help text under the label, tied to the input. */
  description?: string | undefined;
  /** The error text shown when the field is invalid (empty, too short, refused by the server). */
  errorMessage?: FieldErrorMessage | undefined;
  /** How often the running countdown is announced to screen readers, in seconds; 15 by default. */
  announceEverySeconds?: number | undefined;
}

/**
 * The SMS code input of the signature step (UX: signature): a single input that takes a paste (spaces and
 * dashes dropped), offers the code from the SMS (`autocomplete="one-time-code"`) and the numeric keypad; a
 * countdown before 'send again', announced politely to screen readers, and the action enabled at zero.
 *
 * @example
 * <OneTimeCode
 *   label="Code received by SMS"
 *   length={6}
 *   resendDelaySeconds={30}
 *   countdownText={(s) => `You can ask for a new code in ${s} seconds`}
 *   resendAvailableText="You can now ask for a new code"
 *   resendLabel="Send again"
 *   resendPendingLabel="Sending"
 *   onResend={() => api.resendCode()}
 *   onComplete={verify}
 * />
 */
export function OneTimeCode({
  label,
  length,
  resendDelaySeconds,
  countdownText,
  resendAvailableText,
  resendLabel,
  resendPendingLabel,
  onResend,
  value,
  defaultValue,
  onChange,
  onComplete,
  description,
  errorMessage,
  announceEverySeconds = 15,
  className,
  ...props
}: OneTimeCodeProps) {
  const [ownCode, setOwnCode] = useState(defaultValue ?? '');
  const code = value ?? ownCode;
  const { secondsLeft, restart } = useCountdown(resendDelaySeconds);
  const [isResending, setResending] = useState(false);

  const change = (typed: string) => {
    // A pasted '123 456' or '123-456' keeps its digits only; extra digits are dropped.
    const digits = typed.replace(/\D/g, '').slice(0, length);
    setOwnCode(digits);
    onChange?.(digits);
    if (digits.length === length && digits !== code) onComplete?.(digits);
  };

  const resend = async () => {
    setResending(true);
    try {
      const sent = await onResend();
      if (sent !== false) restart();
    } finally {
      setResending(false);
    }
  };

  // Screen readers hear the countdown when it starts, every `announceEverySeconds`, and when it ends; not
  // every second, which would drown what the visitor is doing.
  const elapsed = resendDelaySeconds - secondsLeft;
  const announcedSeconds = resendDelaySeconds - elapsed + (elapsed % announceEverySeconds);
  const announcement = secondsLeft > 0 ? countdownText(announcedSeconds) : resendAvailableText;

  return (
    <div className="sc-one-time-code">
      <RACTextField
        {...props}
        value={code}
        onChange={change}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${length}}`}
        className={composeRenderProps(className, (name) =>
          name ? `sc-field sc-one-time-code__field ${name}` : 'sc-field sc-one-time-code__field',
        )}
      >
        <FieldLabel>{label}</FieldLabel>
        {description && <FieldDescription>{description}</FieldDescription>}
        <FieldError>{errorMessage}</FieldError>
        <Input
          className="sc-field__input sc-one-time-code__input"
          size={length}
          spellCheck={false}
          style={{ '--sc-one-time-code-length': length } as CSSProperties}
        />
      </RACTextField>
      <div className="sc-one-time-code__resend">
        {secondsLeft > 0 && (
          <p className="sc-one-time-code__countdown" aria-hidden="true">
            {countdownText(secondsLeft)}
          </p>
        )}
        <VisuallyHidden>
          <p role="status">{announcement}</p>
        </VisuallyHidden>
        <Button
          variant="secondary"
          isDisabled={secondsLeft > 0}
          isPending={isResending}
          pendingLabel={resendPendingLabel}
          onPress={resend}
        >
          {resendLabel}
        </Button>
      </div>
    </div>
  );
}
