import { ToastProvider } from '@souscrire/ui/toast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderWithMessages } from '../test/render-with-messages.tsx';
import { StepFormContext, type StepFormLink } from './step-form.tsx';

/** A fake answer of the typed core client: `data` or `error`, with the HTTP status. */
export function answer(status: number, body: unknown) {
  const ok = status < 400;
  return { ...(ok ? { data: body } : { error: body }), response: new Response(null, { status }) };
}

/** The fake core client of a screen test: `GET` and `PUT` are mocks to script and inspect. */
export function fakeClient() {
  return { GET: vi.fn(), PUT: vi.fn(), POST: vi.fn() };
}

/** What the mocked `useSubscription` answers; tests set `prospect` and `client` before rendering. */
export const screenState = {
  prospect: { id: 'p-1' } as Record<string, unknown>,
  client: fakeClient(),
  subStep: null as string | null,
  api: {} as Record<string, unknown>,
  go: vi.fn(async (_direction: string) => {}),
  queryClient: new QueryClient(),
  /** The analytics the screen's events reach (useTrack reads it from the router's context). */
  analytics: { identify: vi.fn(), page: vi.fn(), event: vi.fn() },
};

/** The module mocks a screen test installs (`vi.mock(path, () => import('../screen-test-kit.tsx').then(...))`). */
export const mockedModules = {
  router: {
    useRouter: () => ({
      preloadRoute: async () => {},
      options: { context: { analytics: screenState.analytics } },
    }),
    useRouterState: () => 'step',
  },
  subscription: {
    useSubscription: () => ({
      prospect: screenState.prospect,
      prospectId: 'p-1',
      tenant: 'plussimple',
      locale: 'en-FR',
      api: screenState.api,
      subStep: screenState.subStep,
      queryClient: screenState.queryClient,
      clientFor: () => screenState.client,
    }),
  },
  moves: {
    useWorkflowMoves: () => ({
      forward: { href: '/next', step: undefined },
      backward: { href: '/previous', step: undefined },
      go: screenState.go,
      pending: null,
    }),
  },
};

/**
 * Starts a screen test: the prospect the screen sees and a fresh fake client, returned to script its answers.
 *
 * @example
 * const client = resetScreen({ id: 'p-1', city: null });
 * client.GET.mockResolvedValue(answer(200, { data: [] }));
 */
export function resetScreen(prospect: Record<string, unknown> = { id: 'p-1' }) {
  screenState.prospect = prospect;
  screenState.client = fakeClient();
  screenState.go.mockClear();
  screenState.analytics.event.mockClear();
  screenState.queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return screenState.client;
}

/**
 * Renders a step screen with real messages, TanStack Query and toasts (after {@link resetScreen}).
 *
 * @example
 * await renderScreen(<CityScreen />);
 */
export async function renderScreen(ui: ReactNode) {
  await renderWithMessages(
    <QueryClientProvider client={screenState.queryClient}>
      <ToastProvider label="Notifications" closeLabel="Close" loadingLabel="Loading">
        {ui}
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/**
 * The step frame's side of a framed panel's form, for the panel's test: `frame` draws the panel with a Continue
 * that submits its form, and `press` clicks it and answers what the panel's save answered (false when its
 * fields failed their checks, so nothing was submitted).
 *
 * @example
 * const { frame, press } = framedForm();
 * await renderWithMessages(frame(<DocumentsPanel {...props} />));
 * expect(await press()).toBe(false);
 */
export function framedForm() {
  const answers: Promise<boolean>[] = [];
  const link: StepFormLink = {
    id: 'step-form',
    submitted: (form, handler) => {
      answers.push(Promise.resolve(handler ? handler(form) : true));
    },
  };
  const frame = (panel: ReactNode) => (
    <StepFormContext value={link}>
      {panel}
      <button type="submit" form={link.id}>
        Continue
      </button>
    </StepFormContext>
  );
  const press = async () => {
    const before = answers.length;
    let answer = false;
    await act(async () => {
      screen.getByRole('button', { name: 'Continue' }).click();
      const submitted = answers.length > before ? answers.at(-1) : undefined;
      answer = (await submitted) ?? false;
    });
    return answer;
  };
  return { frame, press };
}
