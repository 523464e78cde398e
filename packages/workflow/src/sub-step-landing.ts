import { type Direction, directionOf } from './navigation-counter.ts';

/**
 * Where a redirecting route with sub-steps (criteria, confirmation) sends the visitor: to a sub-step, or on
 * to the next relevant step in `direction` when there is no sub-step to show.
 */
export type SubStepLanding =
  | { readonly kind: 'land'; readonly subStep: string }
  | { readonly kind: 'skip'; readonly direction: Direction };

/**
 * The sub-step a redirecting route lands on: the first one when the navigation counter points
 * forwards, the last one when it points backwards. With no sub-step the screen is skipped, in the same
 * direction.
 *
 * @example
 * subStepLanding(['turnover', 'staff'], 1); // { kind: 'land', subStep: 'turnover' }
 * subStepLanding(['turnover', 'staff'], -1); // { kind: 'land', subStep: 'staff' }
 * subStepLanding([], -1); // { kind: 'skip', direction: 'backward' }
 */
export function subStepLanding(subSteps: readonly string[], counter: number): SubStepLanding {
  const direction = directionOf(counter);
  const subStep = direction === 'forward' ? subSteps[0] : subSteps.at(-1);
  return subStep === undefined ? { kind: 'skip', direction } : { kind: 'land', subStep };
}
