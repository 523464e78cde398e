import { type CoreApiClient, normalizeError, type WorkflowStepName } from '@souscrire/core-api';
import { withHandOff } from '@souscrire/core-api/client-session';
import {
  LANGUAGES,
  type Language,
  localizedPath,
  ROUTE_WORDS,
  type RouteName,
  routeTemplate,
} from '@souscrire/i18n';
import {
  type Direction,
  evaluateGuards,
  FUNNEL_STATUSES,
  guardsForRoute,
  killingEntry,
  nextRelevantStep,
  prospectStatusAction,
  routeForStep,
  SUBSCRIPTION_ROUTES,
  type SubStepSource,
  stepForRoute,
  subStepLanding,
  unwrap,
  WorkflowFailure,
} from '@souscrire/workflow';
import { type AnyRoute, createRoute, notFound, redirect } from '@tanstack/react-router';
import type { JourneyServices } from '../app/journey-services.ts';
import { STEP_TITLES } from '../app/message-ids.ts';
import { cosmeticOverrides } from '../app/shell-state.ts';
import { customerAreaBaseUrl } from '../config/tenant-addresses.ts';
import type { JourneyApi, Workflow } from '../core/journey-api.ts';
import { ALREADY_CLIENT } from '../screens/login/login-search.ts';
import { ProofOrRouteError } from '../screens/prospect-proof/proof-or-route-error.tsx';
import { ProofRequired } from '../screens/prospect-proof/proof-required.ts';
import { holdsSessionFor } from '../session/earn-client-session.ts';
import { isProspectId } from '../session/url-session.ts';
import { questionStepQuery } from '../steps/criteria/criteria-api.ts';
import { STEP_SCREENS } from '../steps/step-screens.ts';
import { subStepsFrom } from '../steps/sub-steps.ts';
import {
  journeyMutations,
  type PositionMove,
  positionHeadedTo,
  runMutation,
  writePosition,
} from './journey-mutations.ts';
import { journeyQueries } from './journey-queries.ts';
import { localeRoute } from './locale-route.ts';
import { prefetchSubscriptionPage } from './prefetch-neighbours.ts';
import { SUBSCRIPTION_FRAME } from './subscription-frame.ts';
import { targetPath } from './target-path.ts';

/** What the subscription area's routes read from their parents' context. */
type AreaContext = JourneyServices & {
  locale: Parameters<typeof localizedPath>[1];
  language: Language;
  country: string;
  tenant: string;
  api: JourneyApi;
  client: CoreApiClient;
};

/**
 * The proof screen's error for a browser that holds no proof of the prospect: it e-mails the resume link
 * (which carries a proof) to the address the visitor gives, which the core accepts only if it is the
 * subscription's own. `email`: that address, when this browser knows it.
 */
function proofRequired(context: AreaContext, id: string, email?: string | null): ProofRequired {
  return new ProofRequired(
    (address) => context.api.sendSubscriptionLink(id, { email: address, accept_terms: true }),
    email ?? undefined,
  );
}

/** Runs a read or write of the prospect; a refusal for want of its proof becomes the proof screen's error. */
async function provingProspect<T>(context: AreaContext, id: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (normalizeError(error).code === 'proof_required') throw proofRequired(context, id);
    throw error;
  }
}

async function currentWorkflow(context: AreaContext, id: string): Promise<Workflow> {
  return context.queryClient.ensureQueryData(journeyQueries.workflow(context.api, context.tenant, id));
}

/**
 * Moves the workflow to a step on the server (the current step is written), keeps the answer in the
 * cache, and gives the address to go to.
 */
async function moveTo(context: AreaContext, id: string, step: WorkflowStepName): Promise<string> {
  await writeMove(context, id, { step, subStep: null });
  return targetPath(unwrap(routeForStep(step)), context.locale, id);
}

/**
 * Skips a screen the way the visitor was going (skipping follows the navigation direction). A preload
 * (Continue's prefetch of the next screen) only reads: the move is written when the visitor enters the step,
 * never while they are still on the screen before it.
 */
async function skip(
  context: AreaContext,
  id: string,
  from: WorkflowStepName,
  direction: Direction,
  preload: boolean,
): Promise<never> {
  const workflow = await currentWorkflow(context, id);
  const next = unwrap(nextRelevantStep(workflow, direction, from));
  const href = preload
    ? targetPath(unwrap(routeForStep(next)), context.locale, id)
    : await moveTo(context, id, next);
  throw redirect({ href, replace: true });
}

/**
 * The route's guards, run before it loads. The client guard is where a prospect earns its session
 * (contracts); an e-mail that is a client's leads to the login, which comes back to `href`.
 */
async function guard(
  context: AreaContext,
  name: RouteName,
  id: string,
  href: string,
  preload: boolean,
): Promise<Workflow> {
  const workflow = await currentWorkflow(context, id);
  const guards = guardsForRoute(name);
  // The validate call is asked once per entry, whichever evaluation needs it first.
  let validation: Promise<boolean> | undefined;
  const validate = () => {
    validation ??= context.api.isValid(id);
    return validation;
  };
  const evaluate = () =>
    evaluateGuards(guards, {
      routeName: name,
      workflow,
      isClientAuthenticated: holdsSessionFor(context.session, id),
      validate,
    });
  let outcome = await evaluate();
  // A preload (Continue's prefetch) never earns a session: only entering the step does.
  if (outcome.kind === 'login' && !preload) {
    // Validate needs no session, so it runs beside the earning instead of after it (a failure is
    // the second evaluation's to answer).
    if (guards.includes('validation')) validate().catch(() => undefined);
    const prospect = await context.queryClient.ensureQueryData(
      journeyQueries.prospect(context.api, context.tenant, id),
    );
    const { queryClient, tenant } = context;
    const earned = await runMutation(
      queryClient,
      journeyMutations.earnClientSession(queryClient, context.clientFor(tenant), context.session, tenant, id),
      prospect.email,
    );
    if (earned.kind === 'login') {
      const search = new URLSearchParams({ reason: ALREADY_CLIENT, redirect: href });
      if (earned.login) search.set('login', earned.login);
      throw redirect({ href: `${localizedPath('login', context.locale, {})}?${search}` });
    }
    // Not this browser's prospect: the step shows the proof screen (ProofOrRouteError).
    if (earned.kind === 'proof') throw proofRequired(context, id, earned.email);
    outcome = await evaluate();
  }
  switch (outcome.kind) {
    case 'pass':
      return workflow;
    case 'redirect':
      throw redirect({ href: targetPath(outcome.to, context.locale, id), replace: true });
    case 'login':
      // Only a preload gets here: it stops without earning anything.
      throw redirect({ href: localizedPath('login', context.locale, {}) });
    case 'error':
      throw new WorkflowFailure(outcome.error);
  }
}

/** The step and sub-step of a screen entered are written to the server, unless a write already heads there. */
async function writeArrival(context: AreaContext, name: RouteName, id: string, subStep: string | null) {
  const step = stepForRoute(name);
  // Routes without the workflow guard (cancelled) show a state the server set; they never move it.
  if (!step || !guardsForRoute(name).includes('workflow')) return;
  const at = positionHeadedTo(context.queryClient, context.api, context.tenant, id);
  if (at?.step === step && at.subStep === subStep) return;
  await writeMove(context, id, { step, subStep });
}

/**
 * Writes a move through the workflow's mutation, which keeps the core's answer in the cache. Every write to a
 * prospect needs its proof: a browser holding none is refused (403 `proof_required`), and the step shows the
 * proof screen instead of an error page.
 */
async function writeMove(context: AreaContext, id: string, move: PositionMove): Promise<Workflow> {
  const { queryClient, api, tenant } = context;
  return provingProspect(context, id, () => writePosition(queryClient, api, tenant, id, move));
}

function relativePath(name: RouteName, language: Language): string {
  const area = routeTemplate('subscription', language);
  return routeTemplate(name, language).slice(area.length + 1) || '/';
}

/**
 * A step's sub-steps, found as the step registry says: the product's question steps (the sanctions form
 * aside) for criteria, the journey's contact details sections for confirmation.
 */
async function subStepsOf(context: AreaContext, id: string, from: SubStepSource): Promise<readonly string[]> {
  const questionSteps =
    from === 'question-steps'
      ? await context.queryClient.ensureQueryData(
          journeyQueries.questionSteps(context.api, context.tenant, id),
        )
      : undefined;
  return subStepsFrom(from, questionSteps) ?? [];
}

function subscriptionArea(language: Language) {
  const area = createRoute({
    getParentRoute: () => localeRoute,
    path: `${ROUTE_WORDS.subscription[language]}/$id`,
    staticData: { routeName: 'subscription', titleMessage: 'layout.subscription.title' },
    beforeLoad: async ({ context, params, preload, cause, location }) => {
      // The words must be the prefix's language's, and the id a prospect id (validation fails 404).
      if (context.language !== language || !isProspectId(params.id)) throw notFound();
      // Entering the area, the page's reads and chunks start together; moving between steps, the neighbours'
      // prefetch (prefetch-neighbours.ts) has already fetched them.
      if (cause === 'enter') {
        const { api, client, tenant } = context;
        prefetchSubscriptionPage(context.queryClient, location.pathname, {
          api,
          client,
          tenant,
          id: params.id,
        });
      }
      // Every read of a prospect needs its proof: a browser holding none (another device, opened without the
      // e-mailed link) is refused (403 `proof_required`), and the area shows the proof screen.
      const prospect = await provingProspect(context, params.id, () =>
        context.queryClient.ensureQueryData(journeyQueries.prospect(context.api, context.tenant, params.id)),
      );
      // Statuses outside the funnel (already a client...) go to the customer-space login, or for a browser
      // holding a client session (a subscription just finished, then Back) to the space itself: the session
      // goes along with a hand-off code (not for a mere preload).
      if (!(FUNNEL_STATUSES as readonly string[]).includes(prospect.status)) {
        const action = prospectStatusAction(
          prospect,
          {
            baseUrl: customerAreaBaseUrl(context.config, context.tenant, context.host),
            language: context.language,
            country: context.country,
          },
          context.session.signedIn(),
        );
        if (action.kind === 'leave') {
          const href = preload
            ? action.url
            : await withHandOff(context.clientFor(context.tenant), context.session, action.url);
          throw redirect({ href, reloadDocument: true });
        }
      }
      // An agent's cosmetic data overrides the (overridable) theme.
      if (!preload) await context.shell.set({ overrides: cosmeticOverrides(prospect.agent_cosmetic_data) });
      return { prospectId: params.id, prospect };
    },
    component: SUBSCRIPTION_FRAME,
    errorComponent: ProofOrRouteError,
  });

  const index = createRoute({
    getParentRoute: () => area,
    path: '/',
    beforeLoad: async ({ context, params }) => {
      const workflow = await currentWorkflow(context, params.id);
      const target = unwrap(routeForStep(workflow.current_step, workflow.current_sub_step));
      throw redirect({ href: targetPath(target, context.locale, params.id), replace: true });
    },
  });

  const children: AnyRoute[] = [index];
  for (const route of SUBSCRIPTION_ROUTES) {
    if (route.kind === 'root' || route.step === null) continue;
    const { name, step, subStepsFrom } = route;
    const path = relativePath(name, language);
    if (route.kind === 'landing' && subStepsFrom) {
      // The bare route lands on the first or last sub-step by direction, or skips the screen.
      children.push(
        createRoute({
          getParentRoute: () => area,
          path,
          beforeLoad: async ({ context, params, location, preload }) => {
            await guard(context, name, params.id, location.href, preload);
            const landing = subStepLanding(
              await subStepsOf(context, params.id, subStepsFrom),
              context.navigation.value(),
            );
            if (landing.kind === 'skip') return skip(context, params.id, step, landing.direction, preload);
            const target = unwrap(routeForStep(step, landing.subStep));
            throw redirect({ href: targetPath(target, context.locale, params.id), replace: true });
          },
        }),
      );
      continue;
    }
    const screen = STEP_SCREENS.get(name);
    // The registry gives every other route a screen, and step-screens.ts its module.
    if (!route.screen || !screen) throw new Error(`The step registry's route ${name} has no screen`);
    children.push(
      createRoute({
        getParentRoute: () => area,
        path,
        staticData: { routeName: name, titleMessage: STEP_TITLES[route.screen] },
        beforeLoad: async ({ context, params, location, preload }) => {
          const subStep = 'step' in params && typeof params.step === 'string' ? params.step : null;
          if (subStepsFrom) {
            const subSteps = await subStepsOf(context, params.id, subStepsFrom);
            if (!subStep || !subSteps.includes(subStep)) throw notFound();
          }
          await guard(context, name, params.id, location.href, preload);
          if (route.shownWhen === 'killing-form') {
            // Without a killing form the screen is skipped, the way the visitor was going.
            const form = await context.queryClient.ensureQueryData(
              journeyQueries.killingForm(context.api, context.tenant, params.id),
            );
            const entry = killingEntry(form, context.navigation.value());
            if (entry.kind === 'skip') return skip(context, params.id, step, entry.direction, preload);
          }
          return { subStep };
        },
        loader: async ({ context, params, preload }) => {
          const { subStep } = context as { subStep: string | null };
          const area = context as unknown as AreaContext;
          // A question comes with its fields: its definition is read with the route (and by Continue's
          // prefetch), so going back to a question not yet seen on this device (a resumed journey) does not
          // show 'Question 1 of 3' over a skeleton, the answers coming only after (screens render
          // from cache). A failed read is left to the screen, which reads it again and shows the error.
          const question =
            subStepsFrom === 'question-steps' && subStep
              ? area.queryClient
                  .ensureQueryData(
                    questionStepQuery(area.client, area.tenant, params.id, subStep, area.locale),
                  )
                  .catch(() => undefined)
              : undefined;
          if (preload) {
            await question;
            return;
          }
          await Promise.all([question, writeArrival(area, name, params.id, subStep)]);
        },
        component: screen,
        errorComponent: ProofOrRouteError,
      }),
    );
  }
  return area.addChildren(children);
}

/** The subscription area in every language (/subscription/{id}, French /souscription/{id}...). */
export const subscriptionRoutes = LANGUAGES.map((language) => subscriptionArea(language));
