import type { CoreApiClient } from '@souscrire/core-api';
import { JOURNEY_ORDER, routeForStep } from '@souscrire/workflow';
import { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { JourneyApi } from '../core/journey-api.ts';
import { offerQuery } from '../steps/offer/offer-api.ts';
import { STEP_SCREENS } from '../steps/step-screens.ts';
import { journeyQueries } from './journey-queries.ts';
import { prefetchNeighbours, prefetchSubscriptionPage } from './prefetch-neighbours.ts';
import { SUBSCRIPTION_FRAME } from './subscription-frame.ts';

const ID = '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60';
const TENANT = 'plussimple';
const MAIN = ['activity', 'city', 'company', 'criteria', 'confirmation', 'killing', 'offer', 'documents'];

function fakes() {
  const api = {
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

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('prefetchNeighbours', () => {
  test("on the home page, fetches the subscription frame's and the first step's chunks ahead", async () => {
    vi.useFakeTimers();
    const first = routeForStep(JOURNEY_ORDER[0] ?? '');
    const screen = first.ok ? STEP_SCREENS.get(first.value.name) : undefined;
    if (!screen) throw new Error('the first step has a screen');
    const preload = vi.spyOn(screen, 'preload').mockResolvedValue();
    const frame = vi.spyOn(SUBSCRIPTION_FRAME, 'preload').mockResolvedValue();
    const { router, resolve } = routerAt('home', {});
    prefetchNeighbours(router, new QueryClient(), () => undefined);
    resolve();
    expect(preload).not.toHaveBeenCalled();
    expect(frame).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(preload).toHaveBeenCalledOnce();
    expect(frame).toHaveBeenCalledOnce();
  });

  test('once settled on a step, fetches what the next and previous relevant steps read, after the delay', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const { api, client } = fakes();
    queryClient.setQueryData(journeyQueries.workflow(api, TENANT, ID).queryKey, {
      current_step: 'killing',
      current_sub_step: null,
      steps: MAIN.map((slug) => ({ slug, is_relevant: true, is_done: false })),
    } as never);
    const { router, resolve } = routerAt('subscription.killing', { api, client, tenant: TENANT });
    prefetchNeighbours(router, queryClient, () => ({ effectiveType: '4g' }));
    resolve();
    expect(queryClient.getQueryData(offerQuery(client, TENANT, ID).queryKey)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => {
      // Forward: the offer (priced on the server); backward: the confirmation, which reads the prospect.
      expect(queryClient.getQueryData(offerQuery(client, TENANT, ID).queryKey)).toEqual({ formulas: [] });
      expect(queryClient.getQueryData(journeyQueries.prospect(api, TENANT, ID).queryKey)).toEqual({
        id: ID,
        status: 'prospect',
      });
    });
    // The killing form itself is the current screen's, not a neighbour's.
    expect(api.killingForm).not.toHaveBeenCalled();
  });

  test('fetches nothing on a slow connection, nor outside a step', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const { api, client } = fakes();
    queryClient.setQueryData(journeyQueries.workflow(api, TENANT, ID).queryKey, {
      current_step: 'killing',
      current_sub_step: null,
      steps: MAIN.map((slug) => ({ slug, is_relevant: true, is_done: false })),
    } as never);
    const slow = routerAt('subscription.killing', { api, client, tenant: TENANT });
    prefetchNeighbours(slow.router, queryClient, () => ({ effectiveType: '2g' }));
    slow.resolve();
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
