import type { AnchorHTMLAttributes, KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { interactionAttributes } from '../interactions/interaction-attributes.ts';
import { type InteractionState, useInteractionState } from '../interactions/use-interaction-state.ts';
import { useLinkRouter } from './link-router.tsx';
import './link.css';

/** 'inline' sits in running text; 'standalone' stands on its own line with a 44px touch target. */
export type LinkVariant = 'inline' | 'standalone';

/** A link's state, given to a `className` function and shown as `data-*` attributes. */
export interface LinkRenderState extends InteractionState {
  /** It has `aria-current` (the page or step it leads to is the current one). */
  readonly isCurrent: boolean;
  readonly isDisabled: boolean;
}

/** Props of {@link Link}. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'children' | 'className'> {
  /** The link text. */
  children: ReactNode;
  /** 'inline' by default. */
  variant?: LinkVariant;
  /** Called when the link is followed (a click, a tap or Enter), before the navigation. */
  onPress?: ((event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) => void) | undefined;
  /** Not focusable, not followed: the text stays, marked `aria-disabled`. */
  isDisabled?: boolean | undefined;
  /** A class added to `sc-link`, or a function of the link's state that gives it. */
  className?: string | ((state: LinkRenderState) => string | undefined) | undefined;
  /** The link element. */
  ref?: Ref<HTMLAnchorElement> | undefined;
}

/**
 * Whether a click follows the link in this tab: the main button, no modifier key (a new tab or window is the
 * browser's to open).
 *
 * @example
 * onClick={(event) => { if (isPlainClick(event)) { event.preventDefault(); leave(); } }}
 */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
}

/** Whether a click on a link is the app's to follow: same origin, same tab, no download, no modifier key. */
function isClientNavigation(link: HTMLAnchorElement, event: MouseEvent): boolean {
  const target = link.getAttribute('target');
  return (
    isPlainClick(event) &&
    (!target || target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === location.origin
  );
}

/**
 * A native link: inside a {@link LinkRouterProvider}, an address of the app is followed by the app's router
 * (a modifier click, a new tab or a download is left to the browser). Without `href` it is an anchor with the
 * link role that calls `onPress`. State is exposed as `data-*` attributes (`data-current`,
 * `data-focus-visible`, `data-hovered`, `data-pressed`, `data-disabled`) for styling.
 *
 * @example
 * <Link href="/fr-FR/subscription/42/offer" variant="standalone">Change</Link>
 */
export function Link({
  variant = 'inline',
  className,
  isDisabled = false,
  onPress,
  onClick,
  href,
  ...props
}: LinkProps) {
  const navigate = useLinkRouter();
  const { state, handlers } = useInteractionState<HTMLAnchorElement>({
    isDisabled,
    pressKeys: ['Enter'],
    own: props,
  });
  const renderState: LinkRenderState = { ...state, isCurrent: Boolean(props['aria-current']), isDisabled };
  const extra = typeof className === 'function' ? className(renderState) : className;
  const shared = {
    ...props,
    ...handlers,
    className: extra ? `sc-link ${extra}` : 'sc-link',
    'aria-disabled': isDisabled || undefined,
    'data-variant': variant,
    'data-current': renderState.isCurrent || undefined,
    ...interactionAttributes(renderState),
  };
  if (href !== undefined && !isDisabled) {
    return (
      <a
        {...shared}
        href={href}
        onClick={(event) => {
          onClick?.(event);
          onPress?.(event);
          if (navigate && !event.defaultPrevented && isClientNavigation(event.currentTarget, event)) {
            event.preventDefault();
            navigate(href);
          }
        }}
      />
    );
  }
  // No address (or disabled): an anchor without href is no link to assistive technologies, so it says it is
  // one (react-aria's Link renders a span with the link role).
  return (
    <a
      {...shared}
      role="link"
      tabIndex={isDisabled ? undefined : 0}
      // biome-ignore lint/a11y/useValidAnchor: react-aria's Link API, kept: a link without an address is pressed.
      onClick={(event) => {
        if (isDisabled) return;
        onClick?.(event);
        onPress?.(event);
      }}
      onKeyDown={(event) => {
        handlers.onKeyDown(event);
        if (event.key === 'Enter' && !isDisabled) onPress?.(event);
      }}
    />
  );
}
