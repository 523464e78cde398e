import { type Direction, offsetOf } from './navigation-counter.ts';

/** Where a move inside a screen with sub-steps goes: another sub-step, or out of the screen. */
export type SubStepMove =
  | { readonly kind: 'subStep'; readonly subStep: string }
  | { readonly kind: 'leave'; readonly direction: Direction };

/**
 * The sub-step after (or before) `current` inside criteria or confirmation. Past the first or last sub-step
 * the visitor leaves the screen, to the next relevant step in the same direction. A `current` that is not in
 * the list (a stale address) re-enters the list from the end the move comes from.
 *
 * @example
 * nextSubStep(['turnover', 'staff'], 'turnover', 'forward'); // { kind: 'subStep', subStep: 'staff' }
 * nextSubStep(['turnover', 'staff'], 'staff', 'forward'); // { kind: 'leave', direction: 'forward' }
 */
export function nextSubStep(subSteps: readonly string[], current: string, direction: Direction): SubStepMove {
  const index = subSteps.indexOf(current);
  const target =
    index === -1 ? (direction === 'forward' ? 0 : subSteps.length - 1) : index + offsetOf(direction);
  const subStep = subSteps[target];
  return subStep === undefined ? { kind: 'leave', direction } : { kind: 'subStep', subStep };
}
