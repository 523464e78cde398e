import type { Locale } from '@souscrire/i18n';
import { ToastProvider } from '@souscrire/ui/toast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { trackerOf } from '../analytics/journey-events.ts';
import { renderWithMessages } from '../test/render-with-messages.tsx';
import {
  StepContext,
  type StepContextValue,
  type StepNavigator,
  type StepScope,
  type Subscription,
} from './step-context.ts';
import { StepFormContext, type StepFormLink } from './step-form.tsx';
import { travel } from './travel.ts';

/** A fake answer of the typed core client: `data` or `error`, with the HTTP status. */
export function answer(status: number, body: unknown) {
  const ok = status < 400;
  return { ...(ok ? { data: body } : { error: body }), response: new Response(null, { status }) };
}

/** The fake core client of a screen test: `GET` and `PUT` are mocks to script and inspect. */
export function fakeClient() {
  return { GET: vi.fn(), PUT: vi.fn(), POST: vi.fn() };
}

/** What a screen test's step context holds; tests set `prospect`, `api` and `subStep` before rendering. */
export const screenState = {
  prospect: { id: 'p-1' } as Record<string, unknown>,
  client: fakeClient(),
  subStep: null as string | null,
  api: {} as Record<string, unknown>,
  go: vi.fn(async (_direction: string) => {}),
  /** Where the screen's navigation went (a move's address, a side state's). */
  navigate: vi.fn(async (_href: string, _options?: { replace: boolean }) => {}),
  queryClient: new QueryClient(),
  /** The analytics the screen's events reach. */
  analytics: { identify: vi.fn(), page: vi.fn(), event: vi.fn() },
};

/**
 * The step context a screen test renders in, from {@link screenState}: the prospect `p-1` of plussimple in
 * en-FR without a client session, Continue to `/next` and Back to `/previous` (`go` records the press), and a navigator whose moves
 * land where they were sent. `subscription` overrides or adds what the screen reads of the subscription.
 *
 * @example
 * const context = screenContext({ session: { signedIn: () => true } });
 */
export function screenContext(subscription: Record<string, unknown> = {}): StepContextValue {
  let href = '/en-FR/subscription/p-1/step';
  const navigator: StepNavigator = {
    href: () => href,
    search: {},
    navigate: async (...move) => {
      await screenState.navigate(...move);
      href = move[0];
    },
    preload: async () => {},
  };
  const scope: StepScope = {
    subscription: {
      prospect: screenState.prospect,
      prospectId: 'p-1',
      tenant: 'plussimple',
      locale: 'en-FR',
      api: screenState.api,
      subStep: screenState.subStep,
      queryClient: screenState.queryClient,
      clientFor: () => screenState.client,
      navigation: { value: () => 0, move: () => undefined },
      // No client session yet: documents are listed, not downloadable.
      session: { signedIn: () => false },
      workflow: undefined,
      ...subscription,
    } as unknown as Subscription,
    navigator,
    track: trackerOf(screenState.analytics),
  };
  return {
    ...scope,
    moves: {
      forward: { href: '/next', position: undefined },
      backward: { href: '/previous', position: undefined },
      go: screenState.go,
      pending: null,
      travel: (direction, move) => travel(scope, direction, move),
    },
  };
}

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
  screenState.navigate.mockClear();
  screenState.analytics.event.mockClear();
  screenState.queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return screenState.client;
}

/**
 * Renders a step screen in its step context ({@link screenContext}), with real messages, TanStack Query and
 * toasts (after {@link resetScreen}).
 *
 * @example
 * await renderScreen(<CityScreen />);
 * await renderScreen(<CustomerAreaLink>Space</CustomerAreaLink>, { subscription: { session }, locale: 'fr-FR' });
 */
export async function renderScreen(
  ui: ReactNode,
  options: { subscription?: Record<string, unknown>; locale?: Locale } = {},
) {
  return renderWithMessages(
    <StepContext value={screenContext(options.subscription)}>
      <QueryClientProvider client={screenState.queryClient}>
        <ToastProvider label="Notifications" closeLabel="Close" loadingLabel="Loading">
          {ui}
        </ToastProvider>
      </QueryClientProvider>
    </StepContext>,
    options.locale,
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
