import type { Locale } from '@souscrire/i18n';
import type { Direction } from '@souscrire/workflow';
import { createContext, use } from 'react';
import type { JourneyTracker } from '../analytics/journey-events.ts';
import type { JourneyServices } from '../app/journey-services.ts';
import type { JourneyApi, Prospect, Workflow } from '../core/journey-api.ts';
import type { Move } from './plan-move.ts';

/** The subscription shown: the area's services and prospect, the screen's sub-step, and its live workflow. */
export type Subscription = JourneyServices & {
  readonly locale: Locale;
  readonly tenant: string;
  readonly api: JourneyApi;
  readonly prospectId: string;
  readonly prospect: Prospect;
  /** The sub-step of criteria or confirmation the address names; null elsewhere. */
  readonly subStep: string | null;
  /** The workflow as TanStack Query holds it (undefined until first read). */
  readonly workflow: Workflow | undefined;
};

/** The router's edges a step reaches: where the visitor is, and how to go elsewhere. */
export type StepNavigator = {
  /** The address shown now (path and query), read at the moment it is asked. */
  readonly href: () => string;
  /** The address's query, parsed (a Change link's `return`). */
  readonly search: Readonly<Record<string, unknown>>;
  /** Goes to an address of the journey; `replace` takes the place of the current entry in the history. */
  readonly navigate: (href: string, options?: { replace: boolean }) => Promise<void>;
  /** Loads a screen's code and first reads ahead (Continue's prefetch of the next screen). */
  readonly preload: (href: string) => Promise<void>;
};

/** What the moves are made from: the subscription, the router's edges and the journey's events. */
export type StepScope = {
  readonly subscription: Subscription;
  readonly navigator: StepNavigator;
  readonly track: JourneyTracker;
};

/** Continue and Back of the screen shown (the workflow's moves, README of `@souscrire/workflow`). */
export type WorkflowMoves = {
  /** Where Continue goes; undefined when the workflow has no room for it (no button is shown). */
  readonly forward: Move | undefined;
  /** Where Back goes; undefined likewise. */
  readonly backward: Move | undefined;
  /** Makes the planned move of a direction: the position written, the next screen shown. */
  readonly go: (direction: Direction) => Promise<void>;
  /** The direction of the move under way, null when none. */
  readonly pending: Direction | null;
  /** Makes a move the screen planned itself (the declarations follow the workflow the core answers). */
  readonly travel: (direction: Direction, move: Move) => Promise<void>;
};

/** What a step screen reads: its scope and its moves. */
export type StepContextValue = StepScope & { readonly moves: WorkflowMoves };

/**
 * The step screens' one source: `StepProvider` fills it once for the subscription area from the router and
 * TanStack Query; a screen test provides its own values (`renderScreen` of screen-test-kit.tsx).
 */
export const StepContext = createContext<StepContextValue | null>(null);

function useStepContext(): StepContextValue {
  const step = use(StepContext);
  if (!step) throw new Error('A step screen needs a StepContext provider (StepProvider)');
  return step;
}

/**
 * The subscription shown (prospect, api, client, tenant, locale, sub-step, query client, workflow).
 *
 * @example
 * const { prospect, clientFor, tenant } = useSubscription();
 */
export function useSubscription(): Subscription {
  return useStepContext().subscription;
}

/**
 * The screen's Continue and Back.
 *
 * @example
 * const { forward, go } = useMoves();
 * if (forward) await go('forward');
 */
export function useMoves(): WorkflowMoves {
  return useStepContext().moves;
}

/**
 * The router's edges: the address and its query, going elsewhere, preloading.
 *
 * @example
 * const { navigate } = useStepNavigator();
 * await navigate(targetPath({ name: 'subscription.unhooking' }, locale, prospectId));
 */
export function useStepNavigator(): StepNavigator {
  return useStepContext().navigator;
}

/**
 * The journey's events, one call each (journey-events.ts): they reach every analytics tool the configuration
 * enables, and none when analytics is off.
 *
 * @example
 * const track = useTrack();
 * track.formulaChosen('balanced');
 */
export function useTrack(): JourneyTracker {
  return useStepContext().track;
}
