import { createCoreApiClient } from '@souscrire/core-api';
import { createClientSession, SIGNED_IN_COOKIE } from '@souscrire/core-api/client-session';
import { openSessionLikeTheWebServer } from '@souscrire/vitest-config/web-server-session';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, test, vi } from 'vitest';
import type { JourneyApi, Workflow } from '../core/journey-api.ts';
import { journeyKeys } from '../core/query-keys.ts';
import { journeyMutations, positionHeadedTo, runMutation } from './journey-mutations.ts';

const ID = '6f1c2a9e-3b4d-4c8e-9f0a-1b2c3d4e5f60';
const TENANT = 'maif';

function apiAnswering(workflow: Workflow) {
  const writePosition = vi.fn(async () => workflow);
  return { api: { writePosition } as unknown as JourneyApi, writePosition };
}

describe('runMutation (a loader write through the mutation cache)', () => {
  test('writes the position and keeps the core’s workflow under the tenant’s key', async () => {
    const queryClient = new QueryClient();
    const workflow = { current_step: 'offer', current_sub_step: null } as unknown as Workflow;
    const { api, writePosition } = apiAnswering(workflow);

    const options = journeyMutations.writePosition(queryClient, api, TENANT, ID);
    const answer = await runMutation(queryClient, options, { step: 'offer', subStep: null });

    expect(answer).toBe(workflow);
    expect(writePosition).toHaveBeenCalledWith(ID, 'offer', null);
    expect(queryClient.getQueryData(journeyKeys.workflow(TENANT, ID))).toBe(workflow);
    expect(queryClient.getQueryData(journeyKeys.workflow('plussimple', ID))).toBeUndefined();
    const [mutation] = queryClient.getMutationCache().findAll({ mutationKey: options.mutationKey });
    expect(mutation?.state.status).toBe('success');
  });

  test('a refused write rejects and leaves the cached workflow as it was', async () => {
    const queryClient = new QueryClient();
    const before = { current_step: 'company', current_sub_step: null } as unknown as Workflow;
    queryClient.setQueryData(journeyKeys.workflow(TENANT, ID), before);
    const refusal = new Error('409 step_not_allowed');
    const api = { writePosition: vi.fn(async () => Promise.reject(refusal)) } as unknown as JourneyApi;

    const options = journeyMutations.writePosition(queryClient, api, TENANT, ID);

    await expect(runMutation(queryClient, options, { step: 'payment', subStep: null })).rejects.toBe(refusal);
    expect(queryClient.getQueryData(journeyKeys.workflow(TENANT, ID))).toBe(before);
  });
});

describe('positionHeadedTo (whether entering a screen must write its position)', () => {
  test('the last write under way, else the cached workflow; nothing before the workflow is read', async () => {
    const queryClient = new QueryClient();
    const api = { writePosition: vi.fn(() => new Promise<Workflow>(() => {})) } as unknown as JourneyApi;
    expect(positionHeadedTo(queryClient, api, TENANT, ID)).toBeUndefined();

    queryClient.setQueryData(journeyKeys.workflow(TENANT, ID), {
      current_step: 'documents',
      current_sub_step: null,
    } as unknown as Workflow);
    expect(positionHeadedTo(queryClient, api, TENANT, ID)).toEqual({ step: 'documents', subStep: null });

    // A Back, then another, both still being written: the screen entered last is where it is going.
    const options = journeyMutations.writePosition(queryClient, api, TENANT, ID);
    void runMutation(queryClient, options, { step: 'check-answers', subStep: null });
    void runMutation(queryClient, options, { step: 'offer', subStep: null });
    await vi.waitFor(() => expect(api.writePosition).toHaveBeenCalledTimes(1));
    expect(positionHeadedTo(queryClient, api, TENANT, ID)).toEqual({ step: 'offer', subStep: null });
    expect(positionHeadedTo(queryClient, api, 'plussimple', ID)).toBeUndefined();
  });
});

describe('earnClientSession (the client guard’s write)', () => {
  test('answers once the session is earned; the prospect is read again behind it, its other reads only marked stale', async () => {
    const queryClient = new QueryClient();
    const session = createClientSession();
    const client = createCoreApiClient({
      tenant: TENANT,
      resolveConfig: () => ({ url: 'http://core.test', token: 'dev-token-maif' }),
      fetch: async () => {
        openSessionLikeTheWebServer(SIGNED_IN_COOKIE);
        return Response.json({ data: { client_id: 'c-1', expires_at: '2030-01-01T00:00:00Z' } });
      },
    });
    // A screen still showing the prospect, whose next answer is slow, and one of its other reads.
    const reads = { prospect: 0, offer: 0 };
    let answer: (value: string) => void = () => {};
    const prospect = new QueryObserver(queryClient, {
      queryKey: journeyKeys.prospect(TENANT, ID),
      queryFn: () => {
        reads.prospect += 1;
        return reads.prospect === 1 ? 'first' : new Promise<string>((resolve) => (answer = resolve));
      },
    });
    const offer = new QueryObserver(queryClient, {
      queryKey: journeyKeys.offer(TENANT, ID),
      queryFn: () => {
        reads.offer += 1;
        return 'offer';
      },
    });
    const unsubscribe = [prospect.subscribe(() => {}), offer.subscribe(() => {})];
    await vi.waitFor(() => expect(prospect.getCurrentResult().data).toBe('first'));
    await vi.waitFor(() => expect(offer.getCurrentResult().data).toBe('offer'));

    const options = journeyMutations.earnClientSession(queryClient, client, session, TENANT, ID);
    await expect(runMutation(queryClient, options, 'jeanne@example.com')).resolves.toEqual({
      kind: 'earned',
    });

    expect(session.signedIn()).toBe(true);
    // The prospect was asked again, and the move did not wait for it.
    expect(reads.prospect).toBe(2);
    expect(prospect.getCurrentResult().isFetching).toBe(true);
    answer('second');
    await vi.waitFor(() => expect(prospect.getCurrentResult().data).toBe('second'));
    // The offer was not fetched again, only marked stale: where it is next shown, it is read again.
    expect(reads.offer).toBe(1);
    expect(queryClient.getQueryState(journeyKeys.offer(TENANT, ID))?.isInvalidated).toBe(true);
    for (const stop of unsubscribe) stop();
    session.logOut();
  }, 5_000);
});
