import type { WorkflowStepName } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import {
  countMove,
  type Direction,
  nextRelevantStep,
  nextSubStep,
  returnTarget,
  routeForStep,
  type SubStepSource,
  subStepLanding,
} from '@souscrire/workflow';
import type { Workflow } from '../core/journey-api.ts';
import type { PositionMove } from '../router/journey-mutations.ts';
import { targetPath } from '../router/target-path.ts';
import { subStepSource } from './sub-steps.ts';

/** Where a move goes: the address, and the position to write first when it leaves the screen. */
export type Move = { href: string; position: PositionMove | undefined };

/** Where the visitor is, and what the frame knows, when Continue or Back is pressed. */
export type MoveFrom = {
  workflow: Workflow;
  step: WorkflowStepName;
  subStep: string | null;
  /** The current step's sub-steps (none outside criteria and confirmation). */
  subSteps: readonly string[];
  /** The step a Change link of the summary came from, if any. */
  returnTo: WorkflowStepName | null;
  /** The navigation counter before the move. */
  counter: number;
  locale: Locale;
  prospectId: string;
  /** A step's sub-steps when they are at hand without asking the core (the question steps once read). */
  knownSubSteps: (from: SubStepSource) => readonly string[] | undefined;
};

/**
 * The frame's Continue or Back: within criteria and confirmation it walks the sub-steps; past the
 * ends, and on other screens, it goes to the next or previous relevant step, to be written to the core first.
 * A step with sub-steps opens on the one its route would land on (the first going forwards, the last
 * going back) when they are known, written in the same call: one write and no redirect. A screen
 * opened from a Change link goes back there. `undefined` when the workflow has no room for the move.
 *
 * @example
 * planMove('forward', { workflow, step: 'city', subStep: null, subSteps: [], returnTo: null, counter: 1, ... });
 * // { href: '/fr-FR/souscription/<id>/entreprise', position: { step: 'company', subStep: null } }
 */
export function planMove(direction: Direction, from: MoveFrom): Move | undefined {
  const { workflow, step, subStep, subSteps, locale, prospectId } = from;
  const home = returnTarget(workflow, step, from.returnTo);
  if (home) {
    const route = routeForStep(home);
    return route.ok
      ? { href: targetPath(route.value, locale, prospectId), position: { step: home, subStep: null } }
      : undefined;
  }
  if (subStep && subSteps.length > 0) {
    const inner = nextSubStep(subSteps, subStep, direction);
    if (inner.kind === 'subStep') {
      const route = routeForStep(step, inner.subStep);
      return route.ok
        ? { href: targetPath(route.value, locale, prospectId), position: undefined }
        : undefined;
    }
  }
  const next = nextRelevantStep(workflow, direction, step);
  if (!next.ok) return undefined;
  const landing = landingSubStep(next.value, direction, from);
  const route = routeForStep(next.value, landing);
  return route.ok
    ? {
        href: targetPath(route.value, locale, prospectId),
        position: { step: next.value, subStep: landing ?? null },
      }
    : undefined;
}

/** The sub-step a step's landing route would open going `direction`, when its sub-steps are at hand. */
function landingSubStep(step: WorkflowStepName, direction: Direction, from: MoveFrom): string | undefined {
  const source = subStepSource(step);
  const known = source ? from.knownSubSteps(source) : undefined;
  if (!known) return undefined;
  const landing = subStepLanding(known, countMove(from.counter, direction));
  return landing.kind === 'land' ? landing.subStep : undefined;
}
