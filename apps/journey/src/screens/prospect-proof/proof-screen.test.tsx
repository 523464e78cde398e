import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CoreRequestError } from '../../core/core-request-error.ts';
import { renderWithMessages } from '../../test/render-with-messages.tsx';
import { ProofScreen } from './proof-screen.tsx';

function renderScreen(sendLink: (() => Promise<void>) | undefined, locale: 'en-FR' | 'fr-FR' = 'en-FR') {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <ProofScreen sendLink={sendLink} />
    </QueryClientProvider>,
    locale,
  );
}

describe('ProofScreen (a subscription opened in a browser that did not start it)', () => {
  test('says why, focuses its heading, sends the link and says an e-mail has been sent', async () => {
    const sendLink = vi.fn(async () => {});
    await renderScreen(sendLink);
    const heading = screen.getByRole('heading', { level: 1, name: 'Continue your subscription' });
    expect(document.activeElement).toBe(heading.parentElement);
    expect(screen.getByText(/we send a link to the subscription's e-mail address/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(sendLink).toHaveBeenCalledOnce();
    expect((await screen.findByRole('status')).textContent).toContain('An e-mail has been sent.');
  });

  test("speaks the visitor's language", async () => {
    await renderScreen(async () => {}, 'fr-FR');
    expect(screen.getByRole('heading', { name: 'Poursuivre votre souscription' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recevoir le lien par e-mail' })).toBeTruthy();
  });

  test('a refusal (too many e-mails) is announced, and no success is claimed', async () => {
    const sendLink = vi.fn(async () => {
      throw new CoreRequestError(429, {
        title: 'Too many requests',
        details: 'Too many e-mails for this subscription.',
        code: 'rate_limited',
        message: 'Too many e-mails for this subscription.',
      });
    });
    await renderScreen(sendLink);
    await userEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many e-mails'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('without an e-mail address there is no button, only the way to continue', async () => {
    await renderScreen(undefined);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/has no e-mail address yet/)).toBeTruthy();
  });
});
