import type { WorkflowStepName } from '@souscrire/core-api';

/**
 * The journey's step names, in journey order with the side states where they branch off (the
 * summary of the answers, check-answers, between the offer and the documents). The
 * core keeps its own rules, but its names are the contract's: a name outside `WorkflowStepName` fails to
 * compile here, and so does a contract step left out (the check below).
 */
export const STEP_ORDER = [
  'broker',
  'activity',
  'city',
  'company',
  'criteria',
  'qualification',
  'confirmation',
  'killing',
  'reviewing',
  'cancelled',
  'accepted',
  'offer',
  'check-answers',
  'documents',
  'shareholders',
  'signature',
  'payment',
  'finalization',
] as const satisfies readonly WorkflowStepName[];

/** One of {@link STEP_ORDER}: a contract step name. */
export type StepName = (typeof STEP_ORDER)[number];

// Every contract step has its place in the order: a step the contract adds fails to compile until it is here.
({}) satisfies Record<Exclude<WorkflowStepName, StepName>, never>;

/** What the rules need to know about a prospect to decide relevance and entry. */
export type WorkflowFacts = {
  status: 'pending' | 'paused' | 'blocked' | 'cancelled' | 'client';
  /** The tenant sells through brokers, or the product is a broker product. */
  broker: boolean;
  /** The product has criteria question steps (sanctions-form aside). */
  hasCriteria: boolean;
  /** The product has an eligibility (killing) form. */
  hasKillingForm: boolean;
  /** Criteria outside the product's bounds: a custom offer request (unhooking). */
  unhooked: boolean;
  /** The eligibility answers send the request to an underwriter's review. */
  reviewing: boolean;
  /** The company has shareholders to declare (form_subscription.should_check_shareholders). */
  shouldCheckShareholders: boolean;
  /** The documents are signed (the SMS code verified): what comes after the signature may be entered. */
  signed: boolean;
};

/** The stored position of a workflow. */
export type WorkflowPositionState = {
  strict: boolean;
  current_step: StepName;
  current_sub_step: string | null;
  biggest_step: StepName;
  biggest_sub_step: string | null;
};

/** One entry of the workflow's steps list. */
export type StepEntry = { slug: StepName; is_current: boolean; is_relevant: boolean; can_go_to: boolean };

/** The computed part of a workflow. */
export type WorkflowView = {
  previous_step: StepName | null;
  next_step: StepName | null;
  next_relevant_step: StepName | null;
  can_go_back: boolean;
  can_go_next: boolean;
  steps: StepEntry[];
};

const index = (step: StepName): number => STEP_ORDER.indexOf(step);

/**
 * Which steps are relevant for a prospect: the reference rules of the core service.
 * - broker: broker tenants and broker products; criteria: only when the product has question steps;
 *   killing: only when it has an eligibility form (otherwise the screens are skipped).
 * - qualification: criteria outside the product's bounds (unhooking, a custom offer request).
 * - reviewing: eligibility answers that need an underwriter; cancelled: a cancelled request.
 * - accepted: an underwriter's acceptance after review; no call of part 1 records one, so it stays irrelevant.
 * - shareholders: companies whose shareholders must be declared.
 */
export function isRelevant(step: StepName, facts: WorkflowFacts): boolean {
  switch (step) {
    case 'broker':
      return facts.broker;
    case 'criteria':
      return facts.hasCriteria;
    case 'qualification':
      return facts.unhooked;
    case 'killing':
      return facts.hasKillingForm;
    case 'reviewing':
      return facts.reviewing;
    case 'cancelled':
      return facts.status === 'cancelled';
    case 'accepted':
      return false;
    case 'shareholders':
      return facts.shouldCheckShareholders;
    default:
      return true;
  }
}

/** The last step a prospect may reach in its state: side states stop the journey where they branch off. */
function lastReachable(facts: WorkflowFacts): StepName {
  if (facts.status === 'blocked') return 'criteria';
  if (facts.unhooked) return 'qualification';
  if (facts.reviewing) return 'reviewing';
  return 'finalization';
}

/**
 * Computes the steps list and the moves of a workflow. In strict mode a step may be entered
 * when it is relevant and not beyond the next relevant step after the biggest step reached; the steps after
 * the signature (payment, finalization) only once the documents are signed; a cancelled request may only show
 * the cancelled step, and a client none.
 *
 * @example
 * computeWorkflow(position, facts).next_relevant_step; // 'criteria'
 */
export function computeWorkflow(position: WorkflowPositionState, facts: WorkflowFacts): WorkflowView {
  const relevant = STEP_ORDER.filter((step) => isRelevant(step, facts));
  const biggestIndex = index(position.biggest_step);
  const frontier = relevant.find((step) => index(step) > biggestIndex);
  const limit = Math.min(
    index(lastReachable(facts)),
    position.strict ? (frontier === undefined ? biggestIndex : index(frontier)) : STEP_ORDER.length,
  );
  const canGoTo = (step: StepName): boolean => {
    if (facts.status === 'client') return false;
    if (facts.status === 'cancelled') return step === 'cancelled';
    // Nothing is paid for before it is signed: payment is not offered until then.
    if (!facts.signed && index(step) > index('signature')) return false;
    return isRelevant(step, facts) && index(step) <= limit;
  };
  const currentIndex = index(position.current_step);
  const previous = [...relevant].reverse().find((step) => index(step) < currentIndex) ?? null;
  const nextRelevant = relevant.find((step) => index(step) > currentIndex) ?? null;
  return {
    previous_step: previous,
    next_step: STEP_ORDER[currentIndex + 1] ?? null,
    next_relevant_step: nextRelevant,
    can_go_back: previous !== null && canGoTo(previous),
    can_go_next: nextRelevant !== null && canGoTo(nextRelevant),
    steps: STEP_ORDER.map((slug) => ({
      slug,
      is_current: slug === position.current_step,
      is_relevant: isRelevant(slug, facts),
      can_go_to: canGoTo(slug),
    })),
  };
}

/** The first step of a new workflow: the first relevant one (broker for broker tenants and products). */
export function firstStep(facts: WorkflowFacts): StepName {
  return STEP_ORDER.find((step) => isRelevant(step, facts)) ?? 'activity';
}

/**
 * Where the biggest step goes when the visitor enters `step`: forward only. `subStepOrder` ranks the
 * sub-steps of a step when they have an order (criteria's question steps).
 */
export function advanceBiggest(
  position: WorkflowPositionState,
  step: StepName,
  subStep: string | null,
  subStepOrder: readonly string[],
): Pick<WorkflowPositionState, 'biggest_step' | 'biggest_sub_step'> {
  if (index(step) > index(position.biggest_step)) return { biggest_step: step, biggest_sub_step: subStep };
  if (step !== position.biggest_step)
    return { biggest_step: position.biggest_step, biggest_sub_step: position.biggest_sub_step };
  const rank = (value: string | null) => (value === null ? -1 : subStepOrder.indexOf(value));
  const keepOld = subStepOrder.length > 0 && rank(position.biggest_sub_step) > rank(subStep);
  return { biggest_step: step, biggest_sub_step: keepOld ? position.biggest_sub_step : subStep };
}
