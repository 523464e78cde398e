import type { WorkflowStepName } from '@souscrire/core-api';
import type { GuardName } from './guard-names.ts';
import { STEP_REGISTRY, type StepRow, type SubStepSource } from './step-registry.ts';

/** The routes whose path carries a sub-step, `criteria/{step}` and `confirmation/{step}`: from the registry. */
export type SubStepRouteName = NonNullable<StepRow['subSteps']>['route'];

/** The routes showing a step's outcome without being its route (unhooking), from the registry. */
type FollowUpRouteName = StepRow['followUps'][number]['route'];

/**
 * A route of the subscription area, by language-independent name: the bare root `subscription`, and each
 * registry row's route, sub-step route and follow-up routes.
 */
export type RouteName = 'subscription' | StepRow['route'] | SubStepRouteName | FollowUpRouteName;

/**
 * The name of a screen, which is also its folder in the journey (`steps/<screen>/`): a step's name, or a
 * follow-up route's last word (`unhooking`).
 */
export type ScreenName =
  | StepRow['step']
  | (FollowUpRouteName extends `subscription.${infer Screen}` ? Screen : never);

/**
 * One route of the subscription area, derived from the step registry. `kind`: `root` (the bare
 * `/subscription/{id}`, showing no step), `screen` (a step's screen, or a follow-up's), `landing` (a step with
 * sub-steps: lands on the first or last one) or `subStep` (its `{step}` child, which shows the screen).
 */
export interface SubscriptionRoute {
  readonly name: RouteName;
  readonly kind: 'root' | 'screen' | 'landing' | 'subStep';
  /** The parent route, and the path parameter the route adds after its word. */
  readonly parent: RouteName | null;
  readonly param: 'id' | 'step' | null;
  /** The step the route shows, or `null` (the root). */
  readonly step: WorkflowStepName | null;
  /** The screen it shows (`screen` and `subStep` routes), else `null`. */
  readonly screen: ScreenName | null;
  /** The message id of its title (`screen` and `subStep` routes), else `null`. */
  readonly title: string | null;
  readonly guards: readonly GuardName[];
  /** Where the sub-steps come from (`landing` and `subStep` routes), else `null`. */
  readonly subStepsFrom: SubStepSource | null;
  /** Whether its screen is skipped without a killing form. */
  readonly shownWhen: StepRow['shownWhen'];
}

function routesOf(row: StepRow): SubscriptionRoute[] {
  const common = { parent: 'subscription', param: null, step: row.step, guards: row.guards } as const;
  const own: SubscriptionRoute[] = row.subSteps
    ? [
        {
          ...common,
          name: row.route,
          kind: 'landing',
          screen: null,
          title: null,
          subStepsFrom: row.subSteps.from,
          shownWhen: row.shownWhen,
        },
        {
          ...common,
          name: row.subSteps.route,
          kind: 'subStep',
          parent: row.route,
          param: 'step',
          screen: row.step,
          title: row.title,
          subStepsFrom: row.subSteps.from,
          shownWhen: row.shownWhen,
        },
      ]
    : [
        {
          ...common,
          name: row.route,
          kind: 'screen',
          screen: row.step,
          title: row.title,
          subStepsFrom: null,
          shownWhen: row.shownWhen,
        },
      ];
  const followUps = row.followUps.map(
    (followUp): SubscriptionRoute => ({
      ...common,
      name: followUp.route,
      kind: 'screen',
      screen: followUp.route.slice('subscription.'.length) as ScreenName,
      title: followUp.title,
      subStepsFrom: null,
      shownWhen: 'always',
    }),
  );
  return [...own, ...followUps];
}

/**
 * The subscription area's routes (/subscription/{id} and its child screens), derived from the step
 * registry in journey order. Names are the same in every language: the localized path words belong to
 * `@souscrire/i18n`, which builds its route tree from this table.
 *
 * @example
 * SUBSCRIPTION_ROUTES.find((route) => route.name === 'subscription.unhooking');
 * // { kind: 'screen', step: 'qualification', screen: 'unhooking', title: 'unhooking.title', guards: ['workflow'], ... }
 */
export const SUBSCRIPTION_ROUTES: readonly SubscriptionRoute[] = [
  {
    name: 'subscription',
    kind: 'root',
    parent: null,
    param: 'id',
    step: null,
    screen: null,
    title: null,
    guards: [],
    subStepsFrom: null,
    shownWhen: 'always',
  },
  ...STEP_REGISTRY.flatMap(routesOf),
];

/** Every route name of the subscription area, in journey order, the bare root first. */
export const ROUTE_NAMES: readonly RouteName[] = SUBSCRIPTION_ROUTES.map((route) => route.name);

/**
 * Where to navigate inside the subscription area: a route name, plus the `step` path parameter for a
 * sub-step route. The prospect id parameter is the caller's.
 */
export type RouteTarget =
  | { readonly name: Exclude<RouteName, SubStepRouteName>; readonly params?: undefined }
  | { readonly name: SubStepRouteName; readonly params: { readonly step: string } };

/**
 * Whether a string is one of the subscription area's route names.
 *
 * @example
 * isRouteName('subscription.offer'); // true
 */
export function isRouteName(value: string): value is RouteName {
  return (ROUTE_NAMES as readonly string[]).includes(value);
}

/**
 * The registry's entry for a route name, or `undefined` for a name it does not know.
 *
 * @example
 * subscriptionRoute('subscription.criteria.step')?.subStepsFrom; // 'question-steps'
 */
export function subscriptionRoute(name: string): SubscriptionRoute | undefined {
  return SUBSCRIPTION_ROUTES.find((route) => route.name === name);
}
