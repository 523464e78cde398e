import { TextField } from '@souscrire/ui/text-field';
import { ToastProvider } from '@souscrire/ui/toast';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { CoreRequestError } from '../core/core-request-error.ts';
import { renderWithMessages } from '../test/render-with-messages.tsx';
import { screenContext } from './screen-test-kit.tsx';
import { StepContext } from './step-context.ts';
import { type ContinueHandler, StepForm } from './step-form.tsx';
import { StepFrame } from './step-frame.tsx';

const go = vi.fn(async (_direction: string) => {});
const preloadScreenAt = vi.fn((_href: string) => {});

vi.mock('../router/prefetch-neighbours.ts', () => ({
  preloadScreenAt: (href: string) => preloadScreenAt(href),
}));

vi.mock('./use-customer-area-url.ts', () => ({ useCustomerAreaUrl: () => 'https://client.example/en-FR' }));

/**
 * What a screen is drawn in: its step context (Continue to the city, Back to the offer, `go` recording the
 * press), TanStack Query (the frame's save is a mutation) and the toasts.
 */
function Providers({ children }: { children: ReactNode }) {
  const context = screenContext();
  const moves = {
    ...context.moves,
    forward: { href: '/en-FR/subscription/p/city', position: undefined },
    backward: { href: '/en-FR/subscription/p/offer', position: undefined },
    go,
  };
  return (
    <StepContext value={{ ...context, moves }}>
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider label="Notifications" closeLabel="Close" loadingLabel="Loading">
          {children}
        </ToastProvider>
      </QueryClientProvider>
    </StepContext>
  );
}

/** A frame-only screen, or (with `onContinue`) a screen whose answers are a step form that saves. */
async function renderFrame(onContinue?: ContinueHandler, isLoading = false) {
  await renderWithMessages(
    <Providers>
      <StepFrame step="activity" isLoading={isLoading} withForm={onContinue !== undefined}>
        {onContinue ? (
          <StepForm onContinue={onContinue} errorSummaryTitle="There is a problem">
            <TextField name="name" label="Name" />
          </StepForm>
        ) : (
          <p>Content</p>
        )}
      </StepFrame>
    </Providers>,
  );
}

describe('StepFrame', () => {
  beforeEach(() => {
    go.mockClear();
    preloadScreenAt.mockClear();
  });

  test('the heading takes the focus when the screen arrives', async () => {
    await renderFrame();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  test('pressing Continue before the screen allows it says why next to it, tied to it, and stays', async () => {
    const user = userEvent.setup();
    await renderWithMessages(
      <Providers>
        <StepFrame step="signature" continueRefusal="Sign your documents first">
          <p>Content</p>
        </StepFrame>
      </Providers>,
    );
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(next);
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('Sign your documents first');
    expect(next.getAttribute('aria-describedby')).toBe(message.id);
    expect(go).not.toHaveBeenCalled();
  });

  test.each([
    ['primary', undefined],
    ['secondary', 'secondary'],
  ] as const)('Continue looks %s when the screen asks so', async (look, continueVariant) => {
    await renderWithMessages(
      <Providers>
        <StepFrame step="signature" {...(continueVariant ? { continueVariant } : {})}>
          <p>Content</p>
        </StepFrame>
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Continue' }).getAttribute('data-variant')).toBe(look);
  });

  test('a frame-only screen moves on Continue and Back at once', async () => {
    const user = userEvent.setup();
    await renderFrame();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(go.mock.calls).toEqual([['forward'], ['backward']]);
  });

  test.each([
    { saved: true, moves: [['forward']] },
    { saved: false, moves: [] },
  ])('Continue saves first, and moves only when the save succeeded ($saved)', async ({ saved, moves }) => {
    const user = userEvent.setup();
    const onContinue = vi.fn(async () => saved);
    await renderFrame(onContinue);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledOnce());
    await waitFor(() => expect(go.mock.calls).toEqual(moves));
  });

  test("a press loads the next screen's code at once, beside the save, not after it", async () => {
    const user = userEvent.setup();
    let saved: (value: boolean) => void = () => {};
    const saving = new Promise<boolean>((resolve) => {
      saved = resolve;
    });
    await renderFrame(() => saving);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(preloadScreenAt.mock.calls).toEqual([['/en-FR/subscription/p/city']]);
    expect(go).not.toHaveBeenCalled();
    saved(true);
    await waitFor(() => expect(go.mock.calls).toEqual([['forward']]));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(preloadScreenAt.mock.calls.at(-1)).toEqual(['/en-FR/subscription/p/offer']);
  });

  test('a failed save shows the error toast and stays', async () => {
    const user = userEvent.setup();
    await renderFrame(async () => {
      throw new Error('Network down');
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Network down')).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  test('a save refused because the subscription is signed says so, focused, and links the customer space', async () => {
    const user = userEvent.setup();
    await renderFrame(async () => {
      throw new CoreRequestError(409, {
        title: 'Conflict',
        code: 'subscription_signed',
        message: 'This subscription is signed.',
      });
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const notice = await screen.findByRole('alert');
    const heading = screen.getByRole('heading', { name: 'Your subscription is signed' });
    expect(notice.contains(heading)).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const link = screen.getByRole('link', { name: 'Go to my customer space' });
    expect(link.getAttribute('href')).toBe('https://client.example/en-FR');
    expect(screen.queryByText('This subscription is signed.')).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  test('while the screen loads its data, Continue waits', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn(async () => true);
    await renderFrame(onContinue, true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  test('Back does not run the save', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn(async () => true);
    await renderFrame(onContinue);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onContinue).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledWith('backward');
  });

  test("Enter in a screen's form presses the frame's Continue: the save runs, then the workflow moves", async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => true);
    await renderFrame(save);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Jeanne{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    await waitFor(() => expect(go.mock.calls).toEqual([['forward']]));
  });

  test('a form whose fields fail their checks is neither saved nor left: its error summary says why', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => true);
    await renderWithMessages(
      <Providers>
        <StepFrame step="activity" withForm>
          <StepForm onContinue={save} errorSummaryTitle="There is a problem">
            <TextField name="name" label="Name" isRequired />
          </StepForm>
        </StepFrame>
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  test('a screen whose form is not shown yet does not move on Continue', async () => {
    const user = userEvent.setup();
    await renderWithMessages(
      <Providers>
        <StepFrame step="activity" withForm>
          <p>Loading</p>
        </StepFrame>
      </Providers>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(go).not.toHaveBeenCalled();
  });
});
