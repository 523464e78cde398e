import { type FocusEvent, type KeyboardEvent, type PointerEvent, useState } from 'react';

/** What a native control shows of the visitor's interaction, as react-aria's components expose it. */
export interface InteractionState {
  /** A mouse is over it (a phone's tap leaves no hover). */
  readonly isHovered: boolean;
  /** A pointer or one of its activation keys is down on it. */
  readonly isPressed: boolean;
  readonly isFocused: boolean;
  /** Focused in a way that shows the focus ring (the browser's `:focus-visible`: the keyboard, not a click). */
  readonly isFocusVisible: boolean;
}

/** The event handlers that keep an {@link InteractionState} up to date, to spread on the element. */
export interface InteractionHandlers<E extends Element> {
  onPointerEnter: (event: PointerEvent<E>) => void;
  onPointerLeave: (event: PointerEvent<E>) => void;
  onPointerDown: (event: PointerEvent<E>) => void;
  onPointerUp: (event: PointerEvent<E>) => void;
  onPointerCancel: (event: PointerEvent<E>) => void;
  onKeyDown: (event: KeyboardEvent<E>) => void;
  onKeyUp: (event: KeyboardEvent<E>) => void;
  onFocus: (event: FocusEvent<E>) => void;
  onBlur: (event: FocusEvent<E>) => void;
}

const IDLE: InteractionState = {
  isHovered: false,
  isPressed: false,
  isFocused: false,
  isFocusVisible: false,
};

const focusVisible = (element: Element) => element.matches(':focus-visible');

/**
 * The hover, press and focus state of a native button or link, for the `data-hovered`, `data-pressed`,
 * `data-focused` and `data-focus-visible` attributes the kit's styles use, without react-aria's interaction
 * hooks (the home page's first view carries no react-aria). A disabled control is neither hovered
 * nor pressed. The caller's own handlers of the same events run too (`own`).
 *
 * @example
 * const { state, handlers } = useInteractionState({ isDisabled, pressKeys: ['Enter', ' '], own: props });
 * <button {...handlers} data-pressed={state.isPressed || undefined} />
 */
export function useInteractionState<E extends Element>({
  isDisabled,
  pressKeys,
  own,
}: {
  isDisabled: boolean;
  /** The keys that activate the element: Enter and Space for a button, Enter for a link. */
  pressKeys: readonly string[];
  own: Partial<InteractionHandlers<E>>;
}): { state: InteractionState; handlers: InteractionHandlers<E> } {
  const [state, setState] = useState(IDLE);
  const update = (patch: Partial<InteractionState>) =>
    setState((current) =>
      Object.entries(patch).every(([key, value]) => current[key as keyof InteractionState] === value)
        ? current
        : { ...current, ...patch },
    );
  const release = () => update({ isPressed: false });
  const handlers: InteractionHandlers<E> = {
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'mouse' && !isDisabled) update({ isHovered: true });
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event);
      update({ isHovered: false, isPressed: false });
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      if (event.button === 0 && !isDisabled) update({ isPressed: true });
    },
    onPointerUp: (event) => {
      own.onPointerUp?.(event);
      release();
    },
    onPointerCancel: (event) => {
      own.onPointerCancel?.(event);
      release();
    },
    onKeyDown: (event) => {
      own.onKeyDown?.(event);
      const pressing = pressKeys.includes(event.key) && !event.repeat && !isDisabled;
      update({ isFocusVisible: focusVisible(event.currentTarget), ...(pressing ? { isPressed: true } : {}) });
    },
    onKeyUp: (event) => {
      own.onKeyUp?.(event);
      if (pressKeys.includes(event.key)) release();
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      update({ isFocused: true, isFocusVisible: focusVisible(event.currentTarget) });
    },
    onBlur: (event) => {
      own.onBlur?.(event);
      update({ isFocused: false, isFocusVisible: false, isPressed: false });
    },
  };
  return { state: isDisabled ? { ...state, isHovered: false, isPressed: false } : state, handlers };
}
