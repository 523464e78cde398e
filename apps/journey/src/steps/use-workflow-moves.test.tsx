import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { answer, fakeClient } from './screen-test-kit.tsx';
import { useWorkflowMoves } from './use-workflow-moves.ts';

const ID = 'p-1';
const workflow = {
  current_step: 'killing',
  steps: ['confirmation', 'killing', 'offer'].map((slug) => ({ slug, is_relevant: true, can_go_to: true })),
};
const navigate = vi.fn(async (_to: { href: string }) => {});
const client = fakeClient();
let write: (answer: typeof workflow) => void = () => {};
const written = new Promise<typeof workflow>((resolve) => {
  write = resolve;
});
const api = {
  prospect: vi.fn(async () => ({ id: ID })),
  workflow: vi.fn(async () => workflow),
  writePosition: vi.fn(() => written),
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

test("Continue asks for the next screen's first data beside the position's write, then moves", async () => {
  client.GET.mockResolvedValue(answer(200, { data: { formulas: [] } }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useWorkflowMoves('killing', null), { wrapper });
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
    write({ ...workflow, current_step: 'offer' });
    await moved;
  });
  expect(navigate).toHaveBeenCalledWith({ href: `/en-FR/subscription/${ID}/offer` });
});
