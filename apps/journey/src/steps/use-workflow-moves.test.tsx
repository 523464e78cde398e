import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect, test, vi } from 'vitest';
import { trackerOf } from '../analytics/journey-events.ts';
import { journeyQueries } from '../router/journey-queries.ts';
import { answer, fakeClient } from './screen-test-kit.tsx';
import type { StepScope, Subscription } from './step-context.ts';
import { useWorkflowMoves } from './use-workflow-moves.ts';

const ID = 'p-1';
const LEFT = `/en-FR/subscription/${ID}/killing`;
const workflow = {
  current_step: 'killing',
  steps: ['city', 'killing', 'offer'].map((slug) => ({ slug, is_relevant: true, can_go_to: true })),
};
// Where the visitor is: each navigation takes them there at once.
const location = { href: LEFT };
const navigate = vi.fn(async (to: { href: string; replace?: boolean }) => {
  location.href = to.href;
});
const move = vi.fn();
const client = fakeClient();
// Each position's write is settled when the test says so, in the order they were sent.
const writes: { resolve: (answer: typeof workflow) => void; reject: (error: Error) => void }[] = [];
const api = {
  prospect: vi.fn(async () => ({ id: ID })),
  workflow: vi.fn(async () => workflow),
  writePosition: vi.fn(
    () =>
      new Promise<typeof workflow>((resolve, reject) => {
        writes.push({ resolve, reject });
      }),
  ),
};

/** The killing screen's scope: the subscription, a router whose moves land where they were sent, the events. */
function scopeWith(queryClient: QueryClient): StepScope {
  return {
    subscription: {
      api,
      clientFor: () => client,
      tenant: 'plussimple',
      prospectId: ID,
      locale: 'en-FR',
      workflow,
      navigation: { value: () => 0, move },
      queryClient,
    } as unknown as Subscription,
    navigator: {
      href: () => location.href,
      search: {},
      navigate: (href, options) => navigate(options ? { href, ...options } : { href }),
      preload: async () => {},
    },
    track: trackerOf({ event: vi.fn() }),
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  writes.length = 0;
  location.href = LEFT;
});

function renderMoves() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const scope = scopeWith(queryClient);
  const { result } = renderHook(() => useWorkflowMoves(scope, 'killing', null), { wrapper });
  // A press of Continue or Back: the move under way, to await once its write is settled.
  const press = (direction: 'forward' | 'backward') => {
    let moving: Promise<void> = Promise.resolve();
    act(() => {
      moving = result.current.go(direction);
    });
    return moving;
  };
  return { result, press };
}

test('Continue shows the next screen while its position is written, its first data asked for beside', async () => {
  client.GET.mockResolvedValue(answer(200, { data: { formulas: [] } }));
  const { result, press } = renderMoves();
  expect(result.current.forward?.href).toBe(`/en-FR/subscription/${ID}/offer`);

  const moved = press('forward');
  expect(result.current.pending).toBe('forward');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith({ href: `/en-FR/subscription/${ID}/offer` }));
  expect(api.writePosition).toHaveBeenCalledWith(ID, 'offer', null);
  await waitFor(() =>
    expect(client.GET).toHaveBeenCalledWith(
      '/v2/prospects/{id}/offer',
      expect.objectContaining({ params: { path: { id: ID } } }),
    ),
  );
  // The next screen shows: its own Continue and Back are not pending while the write is answered.
  await waitFor(() => expect(result.current.pending).toBeNull());
  expect(writes).toHaveLength(1);

  await act(async () => {
    writes[0]?.resolve({ ...workflow, current_step: 'offer' });
    await moved;
  });
  expect(result.current.pending).toBeNull();
  expect(move).toHaveBeenCalledWith('forward');
});

test('the next screen’s Continue is free as soon as it shows, before the router settles the navigation', async () => {
  client.GET.mockResolvedValue(answer(200, { data: {} }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  // A router that shows the next screen, then settles the navigation when the test says so.
  let settle = () => {};
  const scope = scopeWith(queryClient);
  const moves = renderHook(
    ({ step }) =>
      useWorkflowMoves(
        {
          ...scope,
          navigator: {
            ...scope.navigator,
            navigate: () =>
              new Promise<void>((resolve) => {
                settle = resolve;
              }),
          },
        },
        step,
        null,
      ),
    { wrapper, initialProps: { step: 'killing' as const } as { step: 'killing' | 'offer' } },
  );

  let moving: Promise<void> = Promise.resolve();
  act(() => {
    moving = moves.result.current.go('forward');
  });
  expect(moves.result.current.pending).toBe('forward');
  // The offer shows: its Continue is not pending, and a press of it is not ignored.
  moves.rerender({ step: 'offer' });
  expect(moves.result.current.pending).toBeNull();

  await waitFor(() => expect(writes).toHaveLength(1));
  await act(async () => {
    settle();
    writes[0]?.resolve({ ...workflow, current_step: 'offer' });
    await moving;
  });
  expect(moves.result.current.pending).toBeNull();
});

/** Lets the promises settle that can without a new task, until the position's write is sent. */
async function untilWriteSent() {
  for (let turns = 0; turns < 100 && api.writePosition.mock.calls.length === 0; turns++) {
    await Promise.resolve();
  }
  expect(api.writePosition).toHaveBeenCalledOnce();
}

test('Continue sends its requests and navigates in the next task (a long task on a phone otherwise); Back in one', async () => {
  client.GET.mockResolvedValue(answer(200, { data: { formulas: [] } }));
  const { press } = renderMoves();
  const forward = press('forward');
  await untilWriteSent();
  expect(navigate).not.toHaveBeenCalled();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith({ href: `/en-FR/subscription/${ID}/offer` }));
  await act(async () => {
    writes[0]?.resolve({ ...workflow, current_step: 'offer' });
    await forward;
  });

  vi.clearAllMocks();
  writes.length = 0;
  location.href = LEFT;
  const backward = press('backward');
  await untilWriteSent();
  expect(navigate).toHaveBeenCalledWith({ href: `/en-FR/subscription/${ID}/city` });
  await act(async () => {
    writes[0]?.resolve({ ...workflow, current_step: 'city' });
    await backward;
  });
});

test('a Continue right after a Back writes its position only once the Back’s is answered', async () => {
  client.GET.mockResolvedValue(answer(200, { data: {} }));
  const { result, press } = renderMoves();
  expect(result.current.backward?.href).toBe(`/en-FR/subscription/${ID}/city`);

  const back = press('backward');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith({ href: `/en-FR/subscription/${ID}/city` }));
  expect(api.writePosition).toHaveBeenCalledWith(ID, 'city', null);

  const forward = press('forward');
  // The Continue's write waits for the Back's, so the core ends where the visitor is.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(api.writePosition).toHaveBeenCalledTimes(1);

  await act(async () => {
    writes[0]?.resolve({ ...workflow, current_step: 'city' });
    await back;
  });
  await waitFor(() => expect(api.writePosition).toHaveBeenLastCalledWith(ID, 'offer', null));
  await act(async () => {
    writes[1]?.resolve({ ...workflow, current_step: 'offer' });
    await forward;
  });
  expect(navigate).toHaveBeenLastCalledWith({ href: `/en-FR/subscription/${ID}/offer` });
});

test('a refused Continue returns to the screen left and rejects; a refused Back stays', async () => {
  client.GET.mockResolvedValue(answer(200, { data: {} }));
  const { press } = renderMoves();
  const refusal = new Error('422 step_not_allowed');

  const forward = press('forward');
  await waitFor(() => expect(writes).toHaveLength(1));
  await act(async () => {
    writes[0]?.reject(refusal);
    await expect(forward).rejects.toBe(refusal);
  });
  expect(navigate.mock.calls.map(([to]) => to)).toEqual([
    { href: `/en-FR/subscription/${ID}/offer` },
    { href: LEFT, replace: true },
  ]);
  expect(move.mock.calls).toEqual([['forward'], ['backward']]);

  navigate.mockClear();
  const back = press('backward');
  await waitFor(() => expect(writes).toHaveLength(2));
  await act(async () => {
    writes[1]?.reject(refusal);
    await expect(back).rejects.toBe(refusal);
  });
  expect(navigate.mock.calls.map(([to]) => to)).toEqual([{ href: `/en-FR/subscription/${ID}/city` }]);
});

test('a refused Continue leaves a visitor who has gone on from the screen it showed where they are', async () => {
  client.GET.mockResolvedValue(answer(200, { data: {} }));
  const { press } = renderMoves();
  const refusal = new Error('422 step_not_allowed');

  const forward = press('forward');
  await waitFor(() => expect(writes).toHaveLength(1));
  // Continue again on the offer, before the core has answered the first write.
  location.href = `/en-FR/subscription/${ID}/documents`;
  await act(async () => {
    writes[0]?.reject(refusal);
    await expect(forward).rejects.toBe(refusal);
  });
  expect(navigate.mock.calls.map(([to]) => to)).toEqual([{ href: `/en-FR/subscription/${ID}/offer` }]);
  expect(move.mock.calls).toEqual([['forward']]);
});

test('the question steps arriving in the cache do not draw again a screen that has no question sub-steps', async () => {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const scope = scopeWith(queryClient);
  let renders = 0;
  renderHook(
    () => {
      renders += 1;
      return useWorkflowMoves(scope, 'killing', null);
    },
    { wrapper },
  );
  const shown = renders;
  // The neighbours' prefetch of the summary, say, brings them in.
  act(() => {
    queryClient.setQueryData(journeyQueries.questionSteps(api as never, 'plussimple', ID).queryKey, {
      steps: ['company-size'],
    } as never);
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(renders).toBe(shown);
});
