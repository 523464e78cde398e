import type { WorkflowStepName } from '@souscrire/core-api';
import type { GuardName } from './guard-names.ts';

/**
 * The sidebar's entries (Information, Eligibility, Offer, Contact details, Documents, Validation,
 * Signature, Payment, Customer space), each with the message id of its label. Their order on screen is not
 * this table's: an entry sits where the visitor first meets one of its steps ({@link journeyProgress}).
 */
export const SIDEBAR_GROUPS = {
  information: 'sidebar.steps.information',
  'contact-details': 'sidebar.steps.contact-details',
  eligibility: 'sidebar.steps.eligibility',
  offer: 'sidebar.steps.offer',
  documents: 'sidebar.steps.documents',
  validation: 'sidebar.steps.validation',
  signature: 'sidebar.steps.signature',
  payment: 'sidebar.steps.payment',
  'customer-space': 'sidebar.steps.customer-space',
} as const;

/** An entry of the sidebar. */
export type SidebarGroup = keyof typeof SIDEBAR_GROUPS;

/**
 * Where a step's sub-steps come from: `question-steps`, the core's question steps of the product (the
 * sanctions form aside, {@link questionSubSteps}); `confirmation`, the journey's own fixed list of contact
 * details sections.
 */
export type SubStepSource = 'question-steps' | 'confirmation';

/** A route name of the subscription area: `subscription.` and a word-free name. */
export type SubscriptionRouteName = `subscription.${string}`;

/** One step of the journey, as data: everything the front end derives its tables from. */
export interface StepDefinition {
  /** The contract's step name (`WorkflowStepName`). */
  readonly step: WorkflowStepName;
  /** `main` for the main path, `side` for a side state (a destination only when relevant). */
  readonly path: 'main' | 'side';
  /** The route that shows the step (with sub-steps: the route that lands on one). */
  readonly route: SubscriptionRouteName;
  /** The step's sub-steps: their route (param `step`) and where the list comes from; `null` without any. */
  readonly subSteps: { readonly route: `${SubscriptionRouteName}.step`; readonly from: SubStepSource } | null;
  /** `always`, or `killing-form`: the screen is skipped, the way the visitor was going, without one. */
  readonly shownWhen: 'always' | 'killing-form';
  /** The guards of its routes, in the order they run. */
  readonly guards: readonly GuardName[];
  /** The sidebar entry the step belongs to. */
  readonly sidebar: SidebarGroup;
  /** The message id of its title (page heading and page title). */
  readonly title: string;
  /**
   * Routes that show the step's outcome without being its route, entered as the step is (same guards):
   * unhooking, the custom offer request sent, follows qualification.
   */
  readonly followUps: readonly { readonly route: SubscriptionRouteName; readonly title: string }[];
}

const step = ['workflow'] as const;
const clientStep = ['workflow', 'clientAuthentication'] as const;

/**
 * The step registry: one row per step of the contract, in journey order: the main path with
 * each side state where it branches off (broker before the introduction, qualification after criteria,
 * reviewing, cancelled and accepted after the eligibility answers). The workflow's tables (order, routes,
 * guards), i18n's route tree, the journey's routes, screens and sidebar are derived from it.
 *
 * Adding a step: a row here (its name first added to the contract's enum), a `steps/<step>/` folder in the
 * journey, its route words in i18n, and the core service's rule.
 *
 * Guards: every step needs the workflow guard but cancelled (a refused request can always be shown);
 * documents, signature, payment and finalization need a logged-in client; documents also a valid subscription.
 */
export const STEP_REGISTRY = [
  {
    step: 'broker',
    path: 'side',
    route: 'subscription.broker',
    subSteps: null,
    shownWhen: 'always',
    guards: step,
    sidebar: 'information',
    title: 'broker.title',
    followUps: [],
  },
  {
    step: 'activity',
    path: 'main',
    route: 'subscription.activity',
    subSteps: null,
    shownWhen: 'always',
    guards: step,
    sidebar: 'information',
    title: 'activity.title',
    followUps: [],
  },
  {
    step: 'city',
    path: 'main',
    route: 'subscription.city',
    subSteps: null,
    shownWhen: 'always',
    guards: step,
    sidebar: 'information',
    title: 'city.title',
    followUps: [],
  },
  {
    step: 'company',
    path: 'main',
    route: 'subscription.company',
    subSteps: null,
    shownWhen: 'always',
    guards: step,
    sidebar: 'information',
    title: 'company.title',
    followUps: [],
  },
  {
    step: 'criteria',
    path: 'main',
    route: 'subscription.criteria',
    subSteps: { route: 'subscription.criteria.step', from: 'question-steps' },
    shownWhen: 'always',
    guards: step,
    sidebar: 'information',
    title: 'criteria.title',
    followUps: [],
  },
  {
    step: 'qualification',
    path: 'side',
    route: 'subscription.qualification',
    subSteps: null,
    shownWhen: 'always',
    guards: step,
    sidebar: 'information',
    title: 'qualification.title',
    followUps: [{ route: 'subscription.unhooking', title: 'unhooking.title' }],
  },
  {
    step: 'confirmation',
    path: 'main',
    route: 'subscription.confirmation',
    subSteps: { route: 'subscription.confirmation.step', from: 'confirmation' },
    shownWhen: 'always',
    guards: step,
    sidebar: 'contact-details',
    title: 'confirmation.title',
    followUps: [],
  },
  {
    step: 'killing',
    path: 'main',
    route: 'subscription.killing',
    subSteps: null,
    shownWhen: 'killing-form',
    guards: step,
    sidebar: 'eligibility',
    title: 'killing.title',
    followUps: [],
  },
  {
    step: 'reviewing',
    path: 'side',
    route: 'subscription.reviewing',
    subSteps: null,
    shownWhen: 'always',
    guards: step,
    sidebar: 'validation',
    title: 'reviewing.title',
    followUps: [],
  },
  {
    step: 'cancelled',
    path: 'side',
    route: 'subscription.cancelled',
    subSteps: null,
    shownWhen: 'always',
    guards: [],
    sidebar: 'eligibility',
    title: 'cancelled.title',
    followUps: [],
  },
  {
    step: 'accepted',
    path: 'side',
    route: 'subscription.accepted',
    subSteps: null,
    shownWhen: 'always',
    guards: step,
    sidebar: 'validation',
    title: 'accepted.title',
    followUps: [],
  },
  {
    step: 'offer',
    path: 'main',
    route: 'subscription.offer',
    subSteps: null,
    shownWhen: 'always',
    guards: step,
    sidebar: 'offer',
    title: 'offer.title',
    followUps: [],
  },
  {
    // 'Check your answers' (GOV.UK's pattern) before the documents, while the prospect is still
    // anonymous: a step of its own, so the workflow, a resume link and Back from the documents all know it.
    step: 'check-answers',
    path: 'main',
    route: 'subscription.check-answers',
    subSteps: null,
    shownWhen: 'always',
    guards: step,
    sidebar: 'offer',
    title: 'check-answers.title',
    followUps: [],
  },
  {
    step: 'documents',
    path: 'main',
    route: 'subscription.documents',
    subSteps: null,
    shownWhen: 'always',
    guards: ['workflow', 'clientAuthentication', 'validation'],
    sidebar: 'documents',
    title: 'documents.title',
    followUps: [],
  },
  {
    step: 'shareholders',
    path: 'main',
    route: 'subscription.shareholders',
    subSteps: null,
    shownWhen: 'always',
    guards: step,
    sidebar: 'validation',
    title: 'shareholders.title',
    followUps: [],
  },
  {
    step: 'signature',
    path: 'main',
    route: 'subscription.signature',
    subSteps: null,
    shownWhen: 'always',
    guards: clientStep,
    sidebar: 'signature',
    title: 'signature.title',
    followUps: [],
  },
  {
    step: 'payment',
    path: 'main',
    route: 'subscription.payment',
    subSteps: null,
    shownWhen: 'always',
    guards: clientStep,
    sidebar: 'payment',
    title: 'payment.title',
    followUps: [],
  },
  {
    step: 'finalization',
    path: 'main',
    route: 'subscription.finalization',
    subSteps: null,
    shownWhen: 'always',
    guards: clientStep,
    sidebar: 'customer-space',
    title: 'finalization.title',
    followUps: [],
  },
] as const satisfies readonly StepDefinition[];

/** A row of the registry, with its literal types. */
export type StepRow = (typeof STEP_REGISTRY)[number];
