import { type Direction, directionOf } from './navigation-counter.ts';
import { type SubStepLanding, subStepLanding } from './sub-step-landing.ts';

/**
 * The name of the sanctions-form question step, which the journey never shows as a criteria screen.
 * The contract does not name it; the reference core service uses this name.
 */
export const SANCTIONS_FORM_STEP = 'sanctions-form';

/** What the question-steps rules read of the question-steps answer: its list of step names. */
export type QuestionStepsInput = { readonly steps: readonly string[] };

/**
 * The criteria sub-steps to show: the question steps without the sanctions-form step.
 *
 * @example
 * questionSubSteps({ steps: ['turnover', 'sanctions-form', 'staff'] }); // ['turnover', 'staff']
 */
export function questionSubSteps(questionSteps: QuestionStepsInput): string[] {
  return questionSteps.steps.filter((step) => step !== SANCTIONS_FORM_STEP);
}

/**
 * Where the bare criteria route sends the visitor: the first or last criteria sub-step by
 * the navigation counter, or on past the criteria screen in the same direction when the list is empty.
 *
 * @example
 * criteriaEntry({ steps: ['turnover', 'staff'] }, -1); // { kind: 'land', subStep: 'staff' }
 * criteriaEntry({ steps: ['sanctions-form'] }, 1); // { kind: 'skip', direction: 'forward' }
 */
export function criteriaEntry(questionSteps: QuestionStepsInput, counter: number): SubStepLanding {
  return subStepLanding(questionSubSteps(questionSteps), counter);
}

/** Whether the killing (eligibility) screen is shown, or skipped in the navigation counter's direction. */
export type KillingEntry =
  | { readonly kind: 'show' }
  | { readonly kind: 'skip'; readonly direction: Direction };

/**
 * Whether the killing screen is shown: it is skipped, in the navigation counter's direction, when
 * the product has no killing form (`null` or `undefined`).
 *
 * @example
 * killingEntry(null, -1); // { kind: 'skip', direction: 'backward' }
 * killingEntry(form, 1); // { kind: 'show' }
 */
export function killingEntry(killingForm: object | null | undefined, counter: number): KillingEntry {
  return killingForm == null ? { kind: 'skip', direction: directionOf(counter) } : { kind: 'show' };
}
