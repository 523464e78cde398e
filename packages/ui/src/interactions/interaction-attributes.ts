import type { InteractionState } from './use-interaction-state.ts';

/** The `data-*` attributes that show a control's {@link InteractionState} (and whether it is disabled). */
export interface InteractionAttributes {
  readonly 'data-disabled': true | undefined;
  readonly 'data-hovered': true | undefined;
  readonly 'data-pressed': true | undefined;
  readonly 'data-focused': true | undefined;
  readonly 'data-focus-visible': true | undefined;
}

/**
 * The `data-*` attributes the kit's styles read, as react-aria's components set them: present (empty) while
 * the state holds, absent otherwise.
 *
 * @example
 * const { state, handlers } = useInteractionState({ isDisabled, pressKeys: ['Enter'], own: props });
 * <a {...handlers} {...interactionAttributes({ ...state, isDisabled })} />
 */
export function interactionAttributes(
  state: InteractionState & { readonly isDisabled: boolean },
): InteractionAttributes {
  return {
    'data-disabled': state.isDisabled || undefined,
    'data-hovered': state.isHovered || undefined,
    'data-pressed': state.isPressed || undefined,
    'data-focused': state.isFocused || undefined,
    'data-focus-visible': state.isFocusVisible || undefined,
  };
}
