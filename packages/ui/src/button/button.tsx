import {
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
} from 'react';
import { interactionAttributes } from '../interactions/interaction-attributes.ts';
import { type InteractionState, useInteractionState } from '../interactions/use-interaction-state.ts';
import { announce, prepareAnnouncer } from './announce.ts';
import './button.css';

/** How prominent a button is: one primary action per page (UX: pages). */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';

/** A button's size; every size keeps a 44px touch target. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** A button's state, given to a `className` function and shown as `data-*` attributes. */
export interface ButtonRenderState extends InteractionState {
  readonly isDisabled: boolean;
  readonly isPending: boolean;
}

interface ButtonBaseProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className' | 'disabled' | 'type'> {
  /** The button's content. */
  children: ReactNode;
  /** 'primary' by default. */
  variant?: ButtonVariant;
  /** 'md' by default. */
  size?: ButtonSize;
  /** 'button' by default; 'submit' submits its form. */
  type?: 'button' | 'submit' | 'reset' | undefined;
  /** Called when the button is activated: a click, a tap, Enter or Space (not while disabled or pending). */
  onPress?: ((event: MouseEvent<HTMLButtonElement>) => void) | undefined;
  /** Not focusable, not pressable. */
  isDisabled?: boolean | undefined;
  /** A class added to `sc-button`, or a function of the button's state that gives it. */
  className?: string | ((state: ButtonRenderState) => string | undefined) | undefined;
  /** The button element. */
  ref?: Ref<HTMLButtonElement> | undefined;
}

/** Props of {@link Button}: a pending button needs the text that says what it is waiting for. */
export type ButtonProps = ButtonBaseProps &
  (
    | { isPending?: false | undefined; pendingLabel?: string | undefined }
    | {
        /** While true, the button keeps focus but ignores presses, shows a spinner and is announced. */
        isPending: boolean;
        /** What the spinner stands for, read by screen readers (e.g. 'Sending'). */
        pendingLabel: string;
      }
  );

/** The events a pending button still answers: focus and hover (react-aria's pending buttons do the same). */
const KEPT_WHILE_PENDING = /^on(Focus|Blur|Pointer(Enter|Leave|Over|Out)|Mouse(Enter|Leave|Over|Out))/;

/** The props without the event handlers a pending button ignores. */
function withoutPressHandlers<P extends object>(props: P): P {
  return Object.fromEntries(
    Object.entries(props).filter(([key]) => !key.startsWith('on') || KEPT_WHILE_PENDING.test(key)),
  ) as P;
}

/**
 * A native button: variants, sizes (default md, type 'button') and a pending state that keeps focus, ignores
 * presses (a submit button no longer submits) and is announced to screen readers ('Saving', when it starts
 * while the visitor is on the button). State is exposed as `data-*` attributes (`data-pending`, `data-pressed`,
 * `data-hovered`, `data-focus-visible`, `data-disabled`). It takes no react-aria context: where a react-aria
 * component gives its trigger a slot (a number field's steppers, a dialog's close), use react-aria's Button.
 *
 * @example
 * <Button type="submit" isPending={saving} pendingLabel="Saving">Continue</Button>
 * <Button variant="secondary" size="sm" onPress={back}>Back</Button>
 */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  type = 'button',
  isPending = false,
  isDisabled = false,
  pendingLabel,
  className,
  onPress,
  onClick,
  ...props
}: ButtonProps) {
  // The click that made the button pending counts as being on it (Safari does not focus a clicked button).
  const pressed = useRef(false);
  const own = isPending ? withoutPressHandlers(props) : props;
  const { state, handlers } = useInteractionState<HTMLButtonElement>({
    isDisabled: isDisabled || isPending,
    pressKeys: ['Enter', ' '],
    own,
  });
  const renderState: ButtonRenderState = { ...state, isDisabled, isPending };

  useEffect(() => {
    if (pendingLabel) prepareAnnouncer();
  }, [pendingLabel]);
  const wasPending = useRef(isPending);
  useEffect(() => {
    const started = isPending && !wasPending.current;
    wasPending.current = isPending;
    if (started && pendingLabel && (pressed.current || state.isFocused)) announce(pendingLabel);
    pressed.current = false;
  }, [isPending, pendingLabel, state.isFocused]);

  const extra = typeof className === 'function' ? className(renderState) : className;
  return (
    <button
      {...own}
      {...handlers}
      type={type}
      disabled={isDisabled || undefined}
      aria-disabled={isPending || props['aria-disabled']}
      className={extra ? `sc-button ${extra}` : 'sc-button'}
      data-variant={variant}
      data-size={size}
      data-pending={isPending || undefined}
      {...interactionAttributes(renderState)}
      onClick={(event) => {
        if (isPending) {
          // Also what Enter in a field of its form does: a pending submit button does not submit it again.
          event.preventDefault();
          return;
        }
        pressed.current = true;
        onClick?.(event);
        onPress?.(event);
      }}
    >
      <span className="sc-button__label">{children}</span>
      {isPending && (
        <span role="progressbar" aria-label={pendingLabel} className="sc-button__spinner">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" />
          </svg>
        </span>
      )}
    </button>
  );
}
