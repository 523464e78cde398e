import { type CoreApiClient, createCoreApiClient } from '@souscrire/core-api';
import { createClientSession, SIGNED_IN_COOKIE } from '@souscrire/core-api/client-session';
import { LANGUAGES, ROUTE_WORDS, routeTemplate } from '@souscrire/i18n';
import { openSessionLikeTheWebServer } from '@souscrire/vitest-config/web-server-session';
import { guardsForRoute, SUBSCRIPTION_ROUTES } from '@souscrire/workflow';
import { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, test, vi } from 'vitest';
import { STEP_TITLES } from '../app/message-ids.ts';
import { CoreRequestError } from '../core/core-request-error.ts';
import type { JourneyApi } from '../core/journey-api.ts';
import { ProofRequired } from '../screens/prospect-proof/proof-required.ts';
import { questionStepQuery } from '../steps/criteria/criteria-api.ts';
import { journeyQueries } from './journey-queries.ts';
import { subscriptionRoutes } from './subscription-routes.tsx';

/** The path a route was created with (its options are a union: path routes and id-only routes). */
function pathOf(route: AnyRoute): string | undefined {
  return (route.options as { path?: string }).path;
}

/** Each child route of the subscription area by its path, as the router holds them. */
function children(area: AnyRoute): Map<string | undefined, AnyRoute> {
  const list = (area.children ?? []) as AnyRoute[];
  return new Map(list.map((route) => [pathOf(route), route]));
}

/** A query cache holding a prospect's workflow, standing on `step`, and its e-mail address, as a visit leaves them. */
function visitedQueryClient(api: JourneyApi, tenant: string, id: string, step: string): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(journeyQueries.workflow(api, tenant, id).queryKey, {
    current_step: step,
    current_sub_step: null,
    steps: [],
  } as never);
  queryClient.setQueryData(journeyQueries.prospect(api, tenant, id).queryKey, {
    email: 'jeanne@example.com',
  } as never);
  return queryClient;
}

describe.each(LANGUAGES.map((language, index) => [language, index] as const))(
  'a registry row reaches the %s router',
  (language, index) => {
    const area = subscriptionRoutes[index] as unknown as AnyRoute;
    const routes = children(area);
    const prefix = routeTemplate('subscription', language);

    test('the area is the subscription word and the prospect id', () => {
      expect(pathOf(area)).toBe(`${ROUTE_WORDS.subscription[language]}/$id`);
      expect(routes.size).toBe(SUBSCRIPTION_ROUTES.length);
    });

    test.each(
      SUBSCRIPTION_ROUTES.filter((route) => route.kind !== 'root').map((route) => [route.name, route]),
    )('%s', (name, route) => {
      const child = routes.get(routeTemplate(name, language).slice(prefix.length + 1));
      expect(child).toBeDefined();
      expect(child?.options.beforeLoad).toBeTypeOf('function');
      if (route.screen) {
        expect(child?.options.staticData).toEqual({
          routeName: name,
          titleMessage: STEP_TITLES[route.screen],
        });
        expect(guardsForRoute(name)).toEqual(route.guards);
      }
    });
  },
);

describe("a question's route", () => {
  const ID = '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60';
  const TENANT = 'plussimple';
  const question = SUBSCRIPTION_ROUTES.find(
    (route) => route.subStepsFrom === 'question-steps' && route.kind !== 'landing',
  );
  if (!question) throw new Error('the registry has a question route');
  const area = subscriptionRoutes[0] as unknown as AnyRoute;
  const prefix = routeTemplate('subscription', LANGUAGES[0]);
  const route = children(area).get(routeTemplate(question.name, LANGUAGES[0]).slice(prefix.length + 1));
  const loader = route?.options.loader as (options: object) => Promise<void>;

  function context() {
    const questions = [{ key: 'headcount', type: 'integer', label: 'Effectif', required: true }];
    const client = {
      GET: vi.fn(async () => ({ data: { data: { questions } }, response: new Response() })),
    } as unknown as CoreApiClient;
    const queryClient = new QueryClient();
    // The workflow already stands on this question: entering it writes nothing.
    queryClient.setQueryData(journeyQueries.workflow({} as JourneyApi, TENANT, ID).queryKey, {
      current_step: 'criteria',
      current_sub_step: 'activity-size',
      steps: [],
    } as never);
    return { client, queryClient, questions, tenant: TENANT, locale: 'fr-FR', subStep: 'activity-size' };
  }

  test.each([true, false])(
    'reads the question with the route (preload %s), so the screen shows it with its fields at once',
    async (preload) => {
      const { client, queryClient, questions, ...rest } = context();
      await loader({ context: { client, queryClient, ...rest }, params: { id: ID }, preload });
      expect(client.GET).toHaveBeenCalledOnce();
      expect(
        queryClient.getQueryData(questionStepQuery(client, TENANT, ID, 'activity-size', 'fr-FR').queryKey),
      ).toEqual(questions);
    },
  );
});

describe('the documents route’s guards', () => {
  const ID = '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60';
  const TENANT = 'plussimple';
  const area = subscriptionRoutes[0] as unknown as AnyRoute;
  const prefix = routeTemplate('subscription', LANGUAGES[0]);
  const route = children(area).get(
    routeTemplate('subscription.documents', LANGUAGES[0]).slice(prefix.length + 1),
  );
  const beforeLoad = route?.options.beforeLoad as (options: object) => Promise<unknown>;

  test('validate runs once, beside the earning of the session rather than after it', async () => {
    const events: string[] = [];
    let answerContracts: () => void = () => {};
    const session = createClientSession();
    const client = createCoreApiClient({
      tenant: TENANT,
      resolveConfig: () => ({ url: 'http://core.test', token: 'dev-token-plussimple' }),
      fetch: async (request: Request) => {
        events.push(`${request.method} ${new URL(request.url).pathname.replace(ID, '{id}')}`);
        await new Promise<void>((resolve) => (answerContracts = resolve));
        events.push('contracts answered');
        openSessionLikeTheWebServer(SIGNED_IN_COOKIE);
        return Response.json({ data: { client_id: 'c-1', expires_at: '2030-01-01T00:00:00Z' } });
      },
    });
    const api = {
      isValid: vi.fn(async () => {
        events.push('validate');
        return true;
      }),
    } as unknown as JourneyApi;
    const queryClient = visitedQueryClient(api, TENANT, ID, 'documents');

    const entered = beforeLoad({
      context: { api, queryClient, session, tenant: TENANT, clientFor: () => client, locale: 'fr-FR' },
      params: { id: ID },
      location: { href: `/fr-FR/souscription/${ID}/documents` },
      preload: false,
    });
    await vi.waitFor(() => expect(events).toContain('validate'));
    answerContracts();
    await expect(entered).resolves.toEqual({ subStep: null });

    // validate was asked while contracts was still unanswered.
    expect(events.toSorted()).toEqual(
      ['POST /v2/prospects/{id}/contracts', 'contracts answered', 'validate'].toSorted(),
    );
    expect(events.indexOf('validate')).toBeLessThan(events.indexOf('contracts answered'));
    expect(api.isValid).toHaveBeenCalledOnce();
    expect(session.signedIn()).toBe(true);
    session.logOut();
  });
});

describe('a step entered in a browser that holds no proof of the subscription', () => {
  const ID = '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60';
  const TENANT = 'plussimple';
  const question = SUBSCRIPTION_ROUTES.find(
    (route) => route.subStepsFrom === 'question-steps' && route.kind !== 'landing',
  );
  if (!question) throw new Error('the registry has a question route');
  const area = subscriptionRoutes[0] as unknown as AnyRoute;
  const prefix = routeTemplate('subscription', LANGUAGES[0]);
  const route = children(area).get(routeTemplate(question.name, LANGUAGES[0]).slice(prefix.length + 1));
  const loader = route?.options.loader as (options: object) => Promise<void>;

  const refused = new CoreRequestError(403, {
    status: 403,
    code: 'proof_required',
    message: 'This browser holds no proof of this subscription.',
  });

  test('opening the subscription, whose read is refused, shows the proof screen, not an error page', async () => {
    const api = {
      prospect: vi.fn(async () => Promise.reject(refused)),
      sendSubscriptionLink: vi.fn(async () => {}),
    } as unknown as JourneyApi;
    const beforeLoad = area.options.beforeLoad as (options: object) => Promise<unknown>;
    const opened = beforeLoad({
      context: { api, queryClient: new QueryClient(), tenant: TENANT, language: LANGUAGES[0] },
      params: { id: ID },
      preload: false,
      cause: 'stay',
      location: { pathname: `/fr-FR/souscription/${ID}/offre` },
    });
    const error = await opened.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ProofRequired);
    expect((error as ProofRequired).email).toBeUndefined();
    await (error as ProofRequired).sendLink('typed@example.com');
    expect(api.sendSubscriptionLink).toHaveBeenCalledWith(ID, {
      email: 'typed@example.com',
      accept_terms: true,
    });
  });

  test('a step whose position write is refused shows the proof screen, not an error page', async () => {
    const api = {
      writePosition: vi.fn(async () => Promise.reject(refused)),
      sendSubscriptionLink: vi.fn(async () => {}),
    } as unknown as JourneyApi;
    const client = {
      GET: vi.fn(async () => ({ data: { data: { questions: [] } }, response: new Response() })),
    } as unknown as CoreApiClient;
    // The workflow stands elsewhere: entering this question writes the position, which the core refuses.
    const queryClient = visitedQueryClient(api, TENANT, ID, 'introduction');

    const entered = loader({
      context: { api, client, queryClient, tenant: TENANT, subStep: 'activity-size' },
      params: { id: ID },
      preload: false,
    });
    const error = await entered.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ProofRequired);
    await (error as ProofRequired).sendLink('jeanne@example.com');
    expect(api.sendSubscriptionLink).toHaveBeenCalledWith(ID, {
      email: 'jeanne@example.com',
      accept_terms: true,
    });
  });
});

describe('a subscription that made its subscriber a client', () => {
  const ID = '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60';
  const area = subscriptionRoutes[0] as unknown as AnyRoute;
  const beforeLoad = area.options.beforeLoad as (options: object) => Promise<unknown>;

  /** Enters the area of a prospect turned client, signed in or not: the redirect's address and the calls made. */
  async function leave(signedIn: boolean, preload = false) {
    const calls: string[] = [];
    const session = createClientSession();
    if (signedIn) {
      openSessionLikeTheWebServer(SIGNED_IN_COOKIE);
      session.logIn();
    }
    const client = createCoreApiClient({
      tenant: 'plussimple',
      resolveConfig: () => ({ url: 'http://core.test', token: 'dev-token-plussimple' }),
      fetch: async (request: Request) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return Response.json({ data: { code: 'single-use', expires_in: 60 } }, { status: 201 });
      },
    });
    const api = {} as JourneyApi;
    const queryClient = new QueryClient();
    queryClient.setQueryData(journeyQueries.prospect(api, 'plussimple', ID).queryKey, {
      status: 'client',
      email: 'jeanne@example.com',
    } as never);
    const config = { tenants: {}, customerAreaBaseUrl: 'http://localhost:5174' };
    const thrown = await beforeLoad({
      context: {
        api,
        queryClient,
        session,
        config,
        tenant: 'plussimple',
        host: 'plussimple.localhost:5173',
        language: 'fr',
        country: 'FR',
        clientFor: () => client,
      },
      params: { id: ID },
      location: { pathname: `/fr-FR/souscription/${ID}/finalisation` },
      preload,
      cause: 'stay',
    }).catch((redirect: { options?: { href?: string } }) => redirect);
    session.logOut();
    return { href: new URL((thrown as { options: { href: string } }).options.href), calls };
  }

  test("goes to the customer space on the journey's host, signed in with a hand-off code", async () => {
    const { href, calls } = await leave(true);
    expect(href.origin).toBe('http://plussimple.localhost:5174');
    expect(href.searchParams.get('hand_off')).toBe('single-use');
    // Signed in already: straight to the space (goto), not to its login form with a reason.
    expect(href.searchParams.get('type')).toBe('goto');
    expect(href.searchParams.get('reason')).toBeNull();
    expect(calls).toEqual(['POST /v2/clients/session/hand-off']);
  });

  test('without a session, or for a preload, to its login with no code', async () => {
    for (const [signedIn, preload] of [
      [false, false],
      [true, true],
    ] as const) {
      const { href, calls } = await leave(signedIn, preload);
      expect(href.searchParams.has('hand_off')).toBe(false);
      expect(calls).toEqual([]);
    }
  });
});

describe('a screen skipped for want of content (a product without declarations)', () => {
  const ID = '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60';
  const TENANT = 'plussimple-de';
  const area = subscriptionRoutes[0] as unknown as AnyRoute;
  const prefix = routeTemplate('subscription', LANGUAGES[0]);
  const route = children(area).get(
    routeTemplate('subscription.killing', LANGUAGES[0]).slice(prefix.length + 1),
  );
  const beforeLoad = route?.options.beforeLoad as (options: object) => Promise<unknown>;

  /**
   * Enters (or preloads) the declarations of a product that has none, from the contact details of a journey
   * that has been further already (the visitor came back: every step may be entered).
   */
  async function enter(preload: boolean) {
    const workflow = {
      current_step: 'confirmation',
      current_sub_step: null,
      steps: ['criteria', 'confirmation', 'killing', 'offer'].map((slug) => ({
        slug,
        is_relevant: true,
        can_go_to: true,
      })),
    };
    const api = {
      locale: 'fr-FR',
      writePosition: vi.fn(async (_id: string, step: string) => ({ ...workflow, current_step: step })),
    } as unknown as JourneyApi;
    const queryClient = new QueryClient();
    queryClient.setQueryData(journeyQueries.workflow(api, TENANT, ID).queryKey, workflow as never);
    queryClient.setQueryData(journeyQueries.killingForm(api, TENANT, ID).queryKey, null);
    const outcome = await beforeLoad({
      context: {
        api,
        queryClient,
        session: createClientSession(),
        tenant: TENANT,
        locale: 'fr-FR',
        navigation: { value: () => 1 },
      },
      params: { id: ID },
      location: { href: `/fr-FR/souscription/${ID}/eligibilite` },
      preload,
    }).catch((thrown: unknown) => thrown);
    return { outcome: outcome as { options?: { href?: string } }, writePosition: api.writePosition };
  }

  test('entered, it moves the workflow on to the offer and goes there', async () => {
    const { outcome, writePosition } = await enter(false);
    expect(outcome.options?.href).toBe(`/fr-FR/souscription/${ID}/offre`);
    expect(writePosition).toHaveBeenCalledWith(ID, 'offer', null);
  });

  test("Continue's prefetch only reads: it writes no position while the visitor is still on the screen before", async () => {
    const { outcome, writePosition } = await enter(true);
    expect(outcome.options?.href).toBe(`/fr-FR/souscription/${ID}/offre`);
    expect(writePosition).not.toHaveBeenCalled();
  });
});
