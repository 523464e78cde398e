import type { MessageId } from '@souscrire/i18n';
import { useEffect, useSyncExternalStore } from 'react';

let held: MessageId[] = [];
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * The heading of the screen shown, when the screen names itself: a screen's heading may say more than its
 * route's title (the contact details' company section, an error page), and the page title says what the
 * heading says. The screen shown last holds it until it goes.
 */
export const screenTitles = {
  /** Holds a heading; returns the function that gives it back. */
  hold(id: MessageId): () => void {
    held = [...held, id];
    notify();
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const at = held.lastIndexOf(id);
      held = held.filter((_, index) => index !== at);
      notify();
    };
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): MessageId | null => held.at(-1) ?? null,
};

/** The heading the screen shown holds, re-rendering when it changes; `null` when none does. */
export function useScreenTitleHeld(): MessageId | null {
  return useSyncExternalStore(screenTitles.subscribe, screenTitles.current, () => null);
}

/**
 * Makes the screen's heading the page title's first part while the screen is shown.
 *
 * @example
 * useScreenTitle('confirmation.company.title');
 */
export function useScreenTitle(id: MessageId): void {
  useEffect(() => screenTitles.hold(id), [id]);
}
