import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect, test, vi } from 'vitest';
import { answer, fakeClient } from './screen-test-kit.tsx';
import { useWorkflowMoves } from './use-workflow-moves.ts';

const ID = 'p-1';
const workflow = {
  current_step: 'killing',
  steps: ['city', 'killing', 'offer'].map((slug) => ({ slug, is_relevant: true, can_go_to: true })),
};
const navigate = vi.fn(async (_to: { href: string }) => {});
const client = fakeClient();
// Each position's write answers when the test says so, in the order they were sent.
const writes: ((answer: typeof workflow) => void)[] = [];
const api = {
  prospect: vi.fn(async () => ({ id: ID })),
  workflow: vi.fn(async () => workflow),
  writePosition: vi.fn(
    () =>
      new Promise<typeof workflow>((resolve) => {
        writes.push(resolve);
      }),
  ),
};

vi.mock('@tanstack/react-router', () => ({
  useRouter: () => ({
    navigate,
    options: { context: { analytics: { identify: vi.fn(), page: vi.fn(), event: vi.fn() } } },
  }),
  useRouterState: ({ select }: { select: (state: unknown) => unknown }) =>
    select({ location: { search: {} } }),
}));
vi.mock('./use-subscription.ts', () => ({
  useSubscription: () => ({
    api,
    clientFor: () => client,
    tenant: 'plussimple',
    prospectId: ID,
    locale: 'en-FR',
    workflow,
    navigation: { value: () => 0, move: vi.fn() },
  }),
}));

beforeEach(() => {
  vi.clearAllMocks();
  writes.length = 0;
});

function renderMoves() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useWorkflowMoves('killing', null), { wrapper });
}

test("Continue asks for the next screen's first data beside the position's write, then moves", async () => {
  client.GET.mockResolvedValue(answer(200, { data: { formulas: [] } }));
  const { result } = renderMoves();
  expect(result.current.forward?.href).toBe(`/en-FR/subscription/${ID}/offer`);

  let moved: Promise<void> | undefined;
  act(() => {
    moved = result.current.go('forward');
  });
  // The position is being written: the offer is already asked for, and no move yet.
  await waitFor(() => expect(api.writePosition).toHaveBeenCalledWith(ID, 'offer', null));
  await waitFor(() =>
    expect(client.GET).toHaveBeenCalledWith('/v2/prospects/{id}/offer', { params: { path: { id: ID } } }),
  );
  expect(navigate).not.toHaveBeenCalled();

  await act(async () => {
    writes[0]?.({ ...workflow, current_step: 'offer' });
    await moved;
  });
  expect(navigate).toHaveBeenCalledWith({ href: `/en-FR/subscription/${ID}/offer` });
});

test('Back moves at once beside its write, and a Continue right after writes only once it is answered', async () => {
  client.GET.mockResolvedValue(answer(200, { data: {} }));
  const { result } = renderMoves();
  expect(result.current.backward?.href).toBe(`/en-FR/subscription/${ID}/city`);

  let back: Promise<void> | undefined;
  act(() => {
    back = result.current.go('backward');
  });
  // The screen before is shown while its position is still being written.
  await waitFor(() => expect(navigate).toHaveBeenCalledWith({ href: `/en-FR/subscription/${ID}/city` }));
  expect(api.writePosition).toHaveBeenCalledWith(ID, 'city', null);
  expect(writes).toHaveLength(1);

  let forward: Promise<void> | undefined;
  act(() => {
    forward = result.current.go('forward');
  });
  // The Continue's write waits for the Back's, so the core ends where the visitor is.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(api.writePosition).toHaveBeenCalledTimes(1);

  await act(async () => {
    writes[0]?.({ ...workflow, current_step: 'city' });
    await back;
  });
  await waitFor(() => expect(api.writePosition).toHaveBeenLastCalledWith(ID, 'offer', null));
  expect(navigate).toHaveBeenCalledTimes(1);
  await act(async () => {
    writes[1]?.({ ...workflow, current_step: 'offer' });
    await forward;
  });
  expect(navigate).toHaveBeenLastCalledWith({ href: `/en-FR/subscription/${ID}/offer` });
});
