import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CoreRequestError } from '../../core/core-request-error.ts';
import { renderWithMessages } from '../../test/render-with-messages.tsx';
import { ProofScreen } from './proof-screen.tsx';

function renderScreen(
  sendLink: (email: string) => Promise<void>,
  email: string | undefined = undefined,
  locale: 'en-FR' | 'fr-FR' = 'en-FR',
) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderWithMessages(
    <QueryClientProvider client={queryClient}>
      <ProofScreen sendLink={sendLink} email={email} />
    </QueryClientProvider>,
    locale,
  );
}

const refusal = (status: number, code: string, message: string) =>
  new CoreRequestError(status, { title: 'Refused', details: message, code, message });

describe('ProofScreen (a subscription opened in a browser that did not start it)', () => {
  test('says why, focuses its heading, sends the link to the address typed, says an e-mail was sent', async () => {
    const sendLink = vi.fn(async (_email: string) => {});
    await renderScreen(sendLink);
    const heading = screen.getByRole('heading', { level: 1, name: 'Continue your subscription' });
    expect(document.activeElement).toBe(heading.parentElement);
    expect(screen.getByText(/enter the subscription's e-mail address: we send a link to it/)).toBeTruthy();
    await userEvent.type(
      screen.getByRole('textbox', { name: /The subscription's e-mail address/ }),
      ' jeanne.martin@example.com ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(sendLink).toHaveBeenCalledExactlyOnceWith('jeanne.martin@example.com');
    expect((await screen.findByRole('status')).textContent).toContain('An e-mail has been sent.');
  });

  test('an address this browser knows fills the field; an empty field sends nothing', async () => {
    const sendLink = vi.fn(async (_email: string) => {});
    await renderScreen(sendLink, 'known@example.com');
    const field = screen.getByRole('textbox', { name: /The subscription's e-mail address/ });
    expect((field as HTMLInputElement).value).toBe('known@example.com');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(sendLink).not.toHaveBeenCalled();
  });

  test("speaks the visitor's language", async () => {
    await renderScreen(async () => {}, undefined, 'fr-FR');
    expect(screen.getByRole('heading', { name: 'Poursuivre votre souscription' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recevoir le lien par e-mail' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /L'adresse e-mail de la souscription/ })).toBeTruthy();
  });

  test("another address than the subscription's is refused, and the screen says so in its language", async () => {
    const sendLink = vi.fn(async () => {
      throw refusal(403, 'proof_required', 'This browser holds no proof of this subscription.');
    });
    await renderScreen(sendLink, 'someone.else@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain(
        'This is not the e-mail address of this subscription.',
      ),
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('a refusal (too many e-mails) is announced, and no success is claimed', async () => {
    const sendLink = vi.fn(async () => {
      throw refusal(429, 'rate_limited', 'Too many e-mails for this subscription.');
    });
    await renderScreen(sendLink, 'jeanne.martin@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me the link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many e-mails'));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
