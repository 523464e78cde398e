import type { ProspectWorkflow, WorkflowStepName } from '@souscrire/core-api';
import { JOURNEY_ORDER } from './journey-order.ts';
import { SIDEBAR_GROUPS, type SidebarGroup, STEP_REGISTRY } from './step-registry.ts';

/** One entry of the sidebar as the visitor sees it. */
export interface ProgressEntry {
  readonly group: SidebarGroup;
  /** The message id of its label. */
  readonly label: (typeof SIDEBAR_GROUPS)[SidebarGroup];
  /** Its number, from 1, in the order the visitor meets it. */
  readonly number: number;
  /**
   * `current` holds the current step; `done` only when every relevant step of it lies behind the furthest
   * step the visitor reached; otherwise `upcoming`.
   */
  readonly state: 'done' | 'current' | 'upcoming';
  /** The step a link to it goes to: its first relevant step the workflow lets the visitor enter, or `null`. */
  readonly target: WorkflowStepName | null;
}

/** The sidebar's entries for a prospect, and the current one (`null` when no entry holds the current step). */
export interface JourneyProgress {
  readonly entries: readonly ProgressEntry[];
  readonly current: ProgressEntry | null;
  /**
   * How many steps the counter announces ('Step 3 of 9'): the entries' count once it can no longer change with
   * the answers ahead, `null` before (the counter then gives the step alone, so its total never jumps).
   */
  readonly total: number | null;
}

/**
 * The step that settles the count: the company decides whether its beneficial owners are declared (a step of
 * its own for an SA or an SAS), so the number of steps is known only once the company step is behind.
 */
const COUNT_SETTLED_AFTER: WorkflowStepName = 'company';

/** What the progress reads of the workflow. */
export type ProgressWorkflow = Pick<ProspectWorkflow, 'current_step' | 'biggest_step' | 'steps'>;

/**
 * The sidebar and the phone's step counter (UX: 'Step 3 of 9: Offer'), honestly: only the entries holding a
 * step relevant to this prospect (or the current step), numbered in the order the visitor meets them (the
 * step registry's order), and `done` only for what lies behind the furthest step reached (`biggest_step`),
 * never for a step skipped or not yet visited.
 *
 * @example
 * const { entries, current } = journeyProgress(workflow);
 * // current: { group: 'contact-details', number: 2, state: 'current', ... } on the confirmation screen
 * t('layout.step-counter', { current: current.number, total, label: t(current.label) }); // total !== null
 */
export function journeyProgress(workflow: ProgressWorkflow): JourneyProgress {
  const relevant = new Set<string>(
    workflow.steps.filter((step) => step.is_relevant).map((step) => step.slug),
  );
  relevant.add(workflow.current_step);
  const enterable = new Set<string>(
    workflow.steps.filter((step) => step.is_relevant && step.can_go_to).map((step) => step.slug),
  );
  const reached = JOURNEY_ORDER.indexOf(workflow.biggest_step);
  const groups = new Map<SidebarGroup, WorkflowStepName[]>();
  for (const row of STEP_REGISTRY) {
    if (relevant.has(row.step)) groups.set(row.sidebar, [...(groups.get(row.sidebar) ?? []), row.step]);
  }
  const entries = [...groups].map(([group, steps], index): ProgressEntry => {
    const done = steps.every((step) => JOURNEY_ORDER.indexOf(step) < reached);
    return {
      group,
      label: SIDEBAR_GROUPS[group],
      number: index + 1,
      state: steps.includes(workflow.current_step) ? 'current' : done ? 'done' : 'upcoming',
      target: steps.find((step) => enterable.has(step)) ?? null,
    };
  });
  const settled = reached > JOURNEY_ORDER.indexOf(COUNT_SETTLED_AFTER);
  return {
    entries,
    current: entries.find((entry) => entry.state === 'current') ?? null,
    total: settled ? entries.length : null,
  };
}
