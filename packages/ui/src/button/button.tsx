import { type ReactNode, useEffect, useId } from 'react';
import {
  composeRenderProps,
  ProgressBar,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import './button.css';

/** How prominent a button is: one primary action per page (UX: pages). */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';

/** A button's size; every size keeps a 44px touch target. */
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonBaseProps extends Omit<RACButtonProps, 'children' | 'isPending'> {
  /** The button's content. */
  children: ReactNode;
  /** 'primary' by default. */
  variant?: ButtonVariant;
  /** 'md' by default (spec 9). */
  size?: ButtonSize;
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

/**
 * Removes the live-region announcements that name a button by reference (react-aria announces a pending
 * button's state as `<div role="img" aria-labelledby="{button id}">`): once the button is gone they name
 * nothing, an empty image to screen readers and axe (`role-img-alt`), for the 7 s they stay.
 */
function forgetAnnouncementsOf(buttonId: string): void {
  for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    if (node.getAttribute('aria-labelledby')?.split(' ').includes(buttonId)) node.remove();
  }
}

/**
 * How long a gone button's announcement may still arrive: react-aria makes a page's first announcement 100 ms
 * after it creates its live region (later on a busy main thread), so a button that went pending and left
 * within that time is named after it is gone.
 */
const LATE_ANNOUNCEMENT_MS = 1_000;

/** Forgets a gone button's announcements now, and those that arrive in the next {@link LATE_ANNOUNCEMENT_MS}. */
function forgetAnnouncementsOfGone(buttonId: string): void {
  forgetAnnouncementsOf(buttonId);
  const observer = new MutationObserver(() => forgetAnnouncementsOf(buttonId));
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), LATE_ANNOUNCEMENT_MS);
}

/**
 * A button on react-aria's Button: variants, sizes (default md) and a pending state that keeps focus and is
 * announced to screen readers (an announcement that names the button leaves with it). State is exposed as `data-*` attributes (`data-pending`, `data-pressed`...).
 *
 * @example
 * <Button type="submit" isPending={saving} pendingLabel="Saving">Continue</Button>
 * <Button variant="secondary" size="sm" onPress={back}>Back</Button>
 */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  isPending = false,
  pendingLabel,
  className,
  ...props
}: ButtonProps) {
  const ownId = useId();
  const id = props.id ?? ownId;
  useEffect(() => () => forgetAnnouncementsOfGone(id), [id]);
  return (
    <RACButton
      {...props}
      id={id}
      isPending={isPending}
      data-variant={variant}
      data-size={size}
      className={composeRenderProps(className, (name) => (name ? `sc-button ${name}` : 'sc-button'))}
    >
      <span className="sc-button__label">{children}</span>
      {isPending && (
        <ProgressBar isIndeterminate aria-label={pendingLabel} className="sc-button__spinner">
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" />
          </svg>
        </ProgressBar>
      )}
    </RACButton>
  );
}
