import { countMove, type Direction } from '@souscrire/workflow';

/**
 * The navigation counter, kept for the page's life: its sign tells redirecting routes (criteria,
 * confirmation) and skipped screens which way the visitor is going.
 */
export type NavigationCounter = {
  value(): number;
  move(direction: Direction): void;
};

/**
 * Creates the counter, starting at 0 (a fresh arrival goes forwards).
 *
 * @example
 * const counter = createNavigationCounter();
 * counter.move('backward');
 * counter.value(); // -1
 */
export function createNavigationCounter(): NavigationCounter {
  let counter = 0;
  return {
    value: () => counter,
    move(direction) {
      counter = countMove(counter, direction);
    },
  };
}
