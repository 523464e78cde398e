import type { CoreApiClient } from '@souscrire/core-api';
import { routeForStep } from '@souscrire/workflow';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { JourneyApi } from '../core/journey-api.ts';
import { savedActivityQuery } from '../steps/activity/search-activities.ts';
import { questionStepQuery, savedAnswersQuery } from '../steps/criteria/criteria-api.ts';
import { offerQuery } from '../steps/offer/offer-api.ts';
import { STEP_SCREENS } from '../steps/step-screens.ts';
import { journeyQueries } from './journey-queries.ts';
import { prefetchNeighbours, prefetchSubscriptionPage, preloadScreenAt } from './prefetch-neighbours.ts';
import { readAhead } from './prefetch-step-data.ts';
import { SUBSCRIPTION_FRAME } from './subscription-frame.ts';

// The page's yields, counted: the code after one runs in a task of its own.
const yields = vi.hoisted(() => ({ count: 0 }));
vi.mock('../runtime/main-thread.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../runtime/main-thread.ts')>();
  return {
    ...real,
    yieldToMain: () =>
      real.yieldToMain().then(() => {
        yields.count += 1;
      }),
  };
});

const ID = '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60';
const TENANT = 'plussimple';
const MAIN = ['activity', 'city', 'company', 'criteria', 'confirmation', 'killing', 'offer', 'documents'];

function fakes() {
  const api = {
    locale: 'fr-FR',
    prospect: vi.fn(async () => ({ id: ID, status: 'prospect' })),
    killingForm: vi.fn(async () => ({ questions: [] })),
    questionSteps: vi.fn(async () => []),
  } as unknown as JourneyApi;
  const client = {
    GET: vi.fn(async () => ({ data: { data: { formulas: [] } }, response: new Response() })),
  } as unknown as CoreApiClient;
  return { api, client };
}

/** A router settled on the killing step, whose 'onResolved' listener the test calls. */
function routerAt(routeName: string, context: object) {
  let resolved = () => {};
  const router = {
    state: { matches: [{ staticData: { routeName }, params: { id: ID }, context }] },
    subscribe: (_event: string, listener: () => void) => {
      resolved = listener;
      return () => {};
    },
  } as unknown as AnyRouter;
  return { router, resolve: () => resolved() };
}

/**
 * The neighbours' prefetch watching a router just settled on the declarations (killing), on fake timers, for a
 * connection of the given type.
 */
function settledOnTheDeclarations(effectiveType = '4g') {
  vi.useFakeTimers();
  const queryClient = new QueryClient();
  const { api, client } = fakes();
  queryClient.setQueryData(journeyQueries.workflow(api, TENANT, ID).queryKey, {
    current_step: 'killing',
    current_sub_step: null,
    steps: MAIN.map((slug) => ({ slug, is_relevant: true, is_done: false })),
  } as never);
  const { router, resolve } = routerAt('subscription.killing', { api, client, tenant: TENANT });
  prefetchNeighbours(router, queryClient, () => ({ effectiveType }));
  resolve();
  return { queryClient, api, client };
}

/** The core's reads as the summary asks for them; `asked` lists each read sent (a path, or a question step). */
function summaryFakes() {
  const asked: string[] = [];
  const read =
    <T>(name: string, answer: T) =>
    async () => {
      asked.push(name);
      return answer;
    };
  const api = {
    locale: 'fr-FR',
    prospect: vi.fn(read('prospect', { id: ID, status: 'prospect', activity_code: '10.71C' })),
    questionSteps: vi.fn(
      read('questionSteps', { steps: ['company-size', 'sanctions-form', 'activity-details'] }),
    ),
    killingForm: vi.fn(read('killingForm', { questions: [], answers: {} })),
  } as unknown as JourneyApi;
  const answers: Record<string, unknown> = {
    '/v2/activities': { data: [{ code: '10.71C', label: 'Boulangerie' }] },
    '/v2/prospects/{id}/questions-steps/{step}': { data: { questions: [{ name: 'headcount' }] } },
    '/v2/prospects/{id}/criterias': { data: { criterias: { headcount: 3 } } },
    '/v2/prospects/{id}/offer': { data: { formulas: [] } },
  };
  const client = {
    GET: vi.fn(async (path: string, init: { params?: { path?: { step?: string } } }) => {
      asked.push(init.params?.path?.step ?? path);
      return { data: answers[path], response: new Response() };
    }),
  } as unknown as CoreApiClient;
  return { api, client, asked };
}

/** The neighbours' prefetch watching a router just settled on the offer, on fake timers; `shown` runs first. */
function settledOnTheOffer(shown: (queryClient: QueryClient, client: CoreApiClient) => void = () => {}) {
  vi.useFakeTimers();
  const queryClient = new QueryClient();
  const { api, client, asked } = summaryFakes();
  queryClient.setQueryData(journeyQueries.workflow(api, TENANT, ID).queryKey, {
    current_step: 'offer',
    current_sub_step: null,
    steps: [...MAIN.slice(0, -1), 'check-answers', 'documents'].map((slug) => ({
      slug,
      is_relevant: true,
      is_done: false,
    })),
  } as never);
  shown(queryClient, client);
  const { router, resolve } = routerAt('subscription.offer', { api, client, tenant: TENANT });
  prefetchNeighbours(router, queryClient, () => ({ effectiveType: '4g' }));
  resolve();
  return { queryClient, api, client, asked };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('prefetchNeighbours', () => {
  // The screens' chunks are not loaded for real: a load finishing after a test would outlive its environment.
  beforeEach(() => {
    for (const screen of STEP_SCREENS.values()) vi.spyOn(screen, 'preload').mockResolvedValue();
  });

  test("on the home page, fetches the subscription frame's chunk and those of the steps it may open on", async () => {
    vi.useFakeTimers();
    // Broker handling for a broker's product, the introduction's activity for every other.
    const preloads = ['broker', 'activity'].map((step) => {
      const route = routeForStep(step);
      const screen = route.ok ? STEP_SCREENS.get(route.value.name) : undefined;
      if (!screen) throw new Error(`${step} has a screen`);
      return vi.spyOn(screen, 'preload').mockResolvedValue();
    });
    const city = routeForStep('city');
    const later = city.ok ? STEP_SCREENS.get(city.value.name) : undefined;
    const notYet = later ? vi.spyOn(later, 'preload').mockResolvedValue() : undefined;
    const frame = vi.spyOn(SUBSCRIPTION_FRAME, 'preload').mockResolvedValue();
    const { router, resolve } = routerAt('home', {});
    prefetchNeighbours(router, new QueryClient(), () => undefined);
    resolve();
    for (const preload of preloads) expect(preload).not.toHaveBeenCalled();
    expect(frame).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    for (const preload of preloads) expect(preload).toHaveBeenCalledOnce();
    expect(frame).toHaveBeenCalledOnce();
    expect(notYet).not.toHaveBeenCalled();
  });

  test('once settled on a step, fetches what the next and previous relevant steps read, after the delay', async () => {
    const { queryClient, api, client } = settledOnTheDeclarations();
    expect(queryClient.getQueryData(offerQuery(client, TENANT, ID, 'fr-FR').queryKey)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => {
      // Forward: the offer (priced on the server); backward: the confirmation, which reads the prospect.
      expect(queryClient.getQueryData(offerQuery(client, TENANT, ID, 'fr-FR').queryKey)).toEqual({
        formulas: [],
      });
      expect(queryClient.getQueryData(journeyQueries.prospect(api, TENANT, ID).queryKey)).toEqual({
        id: ID,
        status: 'prospect',
      });
    });
    // The killing form itself is the current screen's, not a neighbour's.
    expect(api.killingForm).not.toHaveBeenCalled();
  });

  test("the neighbours' chunks and reads are asked for in tasks after the delay's, not in it", async () => {
    const { client } = settledOnTheDeclarations();
    const offer = STEP_SCREENS.get('subscription.offer');
    const confirmation = STEP_SCREENS.get('subscription.confirmation.step');
    // The delay's own task asks for nothing.
    vi.advanceTimersByTime(1000);
    expect(offer?.preload).not.toHaveBeenCalled();
    expect(client.GET).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(offer?.preload).toHaveBeenCalledOnce();
    expect(confirmation?.preload).toHaveBeenCalledOnce();
    expect(client.GET).toHaveBeenCalledOnce();
  });

  test("settled on the offer, fetches the summary's reads ahead: the chain of question steps included", async () => {
    const { queryClient, api, client, asked } = settledOnTheOffer();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => {
      expect(
        queryClient.getQueryData(savedActivityQuery(client, TENANT, ID, '10.71C', 'fr-FR').queryKey),
      ).toMatchObject({ id: '10.71C', label: 'Boulangerie' });
      for (const step of ['company-size', 'activity-details']) {
        expect(
          queryClient.getQueryData(questionStepQuery(client, TENANT, ID, step, 'fr-FR').queryKey),
        ).toEqual([{ name: 'headcount' }]);
      }
      expect(queryClient.getQueryData(savedAnswersQuery(client, TENANT, ID).queryKey)).toEqual({
        headcount: 3,
      });
      expect(queryClient.getQueryData(journeyQueries.killingForm(api, TENANT, ID).queryKey)).toEqual({
        questions: [],
        answers: {},
      });
    });
    // The sanctions form is not a question step the summary shows.
    expect(asked).not.toContain('sanctions-form');
  });

  test('leaves a read the page shows to its screen, and sends each read in a task of its own', async () => {
    const { asked } = settledOnTheOffer((queryClient, client) => {
      // The offer screen shows the offer: its query has an observer.
      const offer = offerQuery(client, TENANT, ID, 'fr-FR');
      queryClient.setQueryData(offer.queryKey, { formulas: [] } as never);
      new QueryObserver(queryClient, { ...offer, enabled: false }).subscribe(() => {});
    });
    // A read notes the task it was sent in: each yield to the page starts a new one.
    const sentIn: number[] = [];
    const send = asked.push.bind(asked);
    asked.push = (...names: string[]) => {
      sentIn.push(yields.count);
      return send(...names);
    };
    await vi.runAllTimersAsync();
    expect(sentIn.length).toBeGreaterThan(5);
    expect(new Set(sentIn).size).toBe(sentIn.length);
    expect(asked).toEqual(
      expect.arrayContaining(['prospect', 'questionSteps', 'company-size', '/v2/prospects/{id}/criterias']),
    );
    expect(asked).not.toContain('/v2/prospects/{id}/offer');
  });

  test('fetches nothing on a slow connection, nor outside a step', async () => {
    const { queryClient, api, client } = settledOnTheDeclarations('2g');
    const home = routerAt('home', { api, client, tenant: TENANT });
    prefetchNeighbours(home.router, queryClient, () => ({ effectiveType: '4g' }));
    home.resolve();
    await vi.advanceTimersByTimeAsync(2000);
    expect(api.prospect).not.toHaveBeenCalled();
    expect(client.GET).not.toHaveBeenCalled();
  });
});

describe('prefetchSubscriptionPage', () => {
  test("asks for all a page reads at once, before any answer: the guards', the frame's and the screen's", async () => {
    const unanswered = () => new Promise<never>(() => {});
    const api = {
      prospect: vi.fn(unanswered),
      workflow: vi.fn(unanswered),
      prospectProducts: vi.fn(unanswered),
      killingForm: vi.fn(unanswered),
      questionSteps: vi.fn(unanswered),
    } as unknown as JourneyApi;
    const client = { GET: vi.fn(unanswered) } as unknown as CoreApiClient;
    const screen = STEP_SCREENS.get('subscription.offer');
    if (!screen) throw new Error('the offer has a screen');
    // No chunk arrives either: every read and load is asked for before anything answers.
    const preload = vi.spyOn(screen, 'preload').mockImplementation(unanswered);
    const frame = vi.spyOn(SUBSCRIPTION_FRAME, 'preload').mockImplementation(unanswered);
    prefetchSubscriptionPage(new QueryClient(), `/fr-FR/souscription/${ID}/offre`, {
      api,
      client,
      tenant: TENANT,
      id: ID,
    });
    await vi.waitFor(() => {
      expect(api.workflow).toHaveBeenCalledWith(ID);
      expect(api.prospectProducts).toHaveBeenCalledWith(ID);
      expect(api.prospect).toHaveBeenCalledWith(ID);
      // The offer, priced on the server.
      expect(client.GET).toHaveBeenCalledOnce();
    });
    expect(preload).toHaveBeenCalledOnce();
    // The frame's chunk, through the area route's own lazy component (one place imports the module).
    expect(frame).toHaveBeenCalledOnce();
    // Another screen's data is not this page's.
    expect(api.killingForm).not.toHaveBeenCalled();
    expect(api.questionSteps).not.toHaveBeenCalled();
  });
});

describe('preloadScreenAt', () => {
  test('loads the chunk of the screen at an address, its query and fragment aside, and nothing for an address without one', () => {
    const offer = STEP_SCREENS.get('subscription.offer');
    if (!offer) throw new Error('the offer has a screen');
    const preload = vi.spyOn(offer, 'preload').mockResolvedValue();
    const others = [...STEP_SCREENS.values()]
      .filter((screen) => screen !== offer)
      .map((screen) => vi.spyOn(screen, 'preload').mockResolvedValue());
    preloadScreenAt(`/fr-FR/souscription/${ID}/offre?return=check-answers`);
    expect(preload).toHaveBeenCalledOnce();
    // The bare criteria address only lands on a sub-step; the home page is no step.
    preloadScreenAt(`/fr-FR/souscription/${ID}/criteres`);
    preloadScreenAt('/fr-FR');
    for (const other of others) expect(other).not.toHaveBeenCalled();
    expect(preload).toHaveBeenCalledOnce();
  });

  test('a chunk that fails to load is left to the route, which loads it again', async () => {
    const offer = STEP_SCREENS.get('subscription.offer');
    if (!offer) throw new Error('the offer has a screen');
    const preload = vi.spyOn(offer, 'preload').mockRejectedValue(new Error('chunk gone'));
    expect(() => preloadScreenAt(`/fr-FR/souscription/${ID}/offre`)).not.toThrow();
    await expect.poll(() => preload.mock.results.length).toBe(1);
  });
});

describe('readAhead', () => {
  test('asks only for what the cache does not hold: a stale answer is shown and refreshed by the screen', async () => {
    const { api, client } = fakes();
    const queryClient = new QueryClient();
    // The prospect is held but marked stale (a write elsewhere); the killing form was never read.
    queryClient.setQueryData(journeyQueries.prospect(api, TENANT, ID).queryKey, { id: ID } as never);
    await queryClient.invalidateQueries({ refetchType: 'none' });
    readAhead(queryClient, 'killing', { api, client, tenant: TENANT, id: ID });
    await vi.waitFor(() => expect(api.killingForm).toHaveBeenCalledWith(ID));
    expect(api.prospect).not.toHaveBeenCalled();
  });
});
