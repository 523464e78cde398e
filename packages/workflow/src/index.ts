export type { CustomerArea, CustomerSpaceIntent } from './customer-space-intent-url.ts';
export { customerSpaceIntentUrl } from './customer-space-intent-url.ts';
export { DEBUG_ENVIRONMENTS, isDebugEnvironment } from './debug-environment.ts';
export type { GuardContext, GuardOutcome } from './evaluate-guards.ts';
export { evaluateGuard, evaluateGuards } from './evaluate-guards.ts';
export type { GuardName } from './guard-names.ts';
export { GUARD_NAMES } from './guard-names.ts';
export type { MainPathStep, SideStep } from './journey-order.ts';
export {
  isWorkflowStepName,
  JOURNEY_ORDER,
  MAIN_PATH,
  SIDE_STEPS,
  WORKFLOW_STEP_NAMES,
} from './journey-order.ts';
export type { JourneyProgress, ProgressEntry, ProgressWorkflow } from './journey-progress.ts';
export { journeyProgress } from './journey-progress.ts';
export type { LegacyRedirect } from './legacy-redirect.ts';
export { legacyRedirect } from './legacy-redirect.ts';
export { MODAL_Z_INDEX_BASE, modalZIndex } from './modal-z-index.ts';
export type { Direction } from './navigation-counter.ts';
export { countMove, directionOf, offsetOf } from './navigation-counter.ts';
export {
  PAGE_RELOAD_GUARD_MS,
  PAGE_TRANSITION_WAIT_MS,
  PREFETCH_DELAY_MS,
  SCROLL_DELAY_MS,
} from './navigation-timing.ts';
export type { WorkflowPosition } from './next-relevant-step.ts';
export { nextRelevantStep } from './next-relevant-step.ts';
export type { SubStepMove } from './next-sub-step.ts';
export { nextSubStep } from './next-sub-step.ts';
export type { ProspectStatusAction, ProspectStatusInput } from './prospect-status-action.ts';
export { FUNNEL_STATUSES, prospectStatusAction } from './prospect-status-action.ts';
export type { KillingEntry, QuestionStepsInput } from './question-steps.ts';
export { criteriaEntry, killingEntry, questionSubSteps, SANCTIONS_FORM_STEP } from './question-steps.ts';
export type { IntentAction, IntentQuery } from './resolve-intent.ts';
export { resolveIntent } from './resolve-intent.ts';
export type { Result } from './result.ts';
export { RETURN_PARAM, returnStepOf, returnTarget, withReturn } from './return-step.ts';
export { routeForStep, STEP_ROUTES, SUB_STEP_ROUTES } from './route-for-step.ts';
export { guardsForRoute, ROUTE_GUARDS } from './route-guards.ts';
export type {
  RouteName,
  RouteTarget,
  ScreenName,
  SubStepRouteName,
  SubscriptionRoute,
} from './route-names.ts';
export { isRouteName, ROUTE_NAMES, SUBSCRIPTION_ROUTES, subscriptionRoute } from './route-names.ts';
export { stepForRoute } from './step-for-route.ts';
export type {
  SidebarGroup,
  StepDefinition,
  StepRow,
  SubStepSource,
  SubscriptionRouteName,
} from './step-registry.ts';
export { SIDEBAR_GROUPS, STEP_REGISTRY } from './step-registry.ts';
export type { SubStepLanding } from './sub-step-landing.ts';
export { subStepLanding } from './sub-step-landing.ts';
export type { WorkflowError, WorkflowErrorCode } from './workflow-error.ts';
export { WORKFLOW_ERROR_MESSAGES, workflowError } from './workflow-error.ts';
export { unwrap, WorkflowFailure } from './workflow-failure.ts';
