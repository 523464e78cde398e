import { createCoreApiClient } from '@souscrire/core-api';
import { type Locale, loadMessages } from '@souscrire/i18n';
import { I18nProvider } from '@souscrire/i18n/react';
import { ErrorSummaryShownContext } from '@souscrire/ui/form';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LoginForm, type LoginFormProps } from './login-form.tsx';

const refusal = (status: number, headers: Record<string, string> = {}) =>
  Response.json({ title: 'x', code: 'x', message: 'x' }, { status, headers });

/** A core whose `clients/authentication` answers `answer`, recording the bodies sent. */
function fakeCore(answer: () => Response) {
  const sent: unknown[] = [];
  const client = createCoreApiClient({
    tenant: 'plussimple',
    resolveConfig: () => ({ url: 'http://core.test', token: 'dev-token-plussimple' }),
    fetch: async (request) => {
      sent.push(await request.json());
      return answer();
    },
  });
  return { client, sent };
}

const opened = () => Response.json({ data: { expires_at: '2026-11-23T10:00:00Z', client_id: 'c' } });

/** Told when the form's error summary shows (the page title's mark), as an app does. */
const summaryShown = vi.fn(() => () => undefined);

async function renderForm(
  props: Partial<LoginFormProps> & Pick<LoginFormProps, 'client'>,
  locale: Locale = 'en-FR',
) {
  const messages = await loadMessages(locale);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider locale={locale} messages={messages}>
        <ErrorSummaryShownContext value={summaryShown}>
          <LoginForm onLoggedIn={vi.fn()} {...props} />
        </ErrorSummaryShownContext>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

async function submit(login: string, password: string) {
  const user = userEvent.setup();
  if (login) await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), login);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** The texts that describe a field (its hint and its error), by `aria-describedby`. */
function descriptionOf(field: HTMLElement): string[] {
  const ids = field.getAttribute('aria-describedby') ?? '';
  return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
}

afterEach(cleanup);

describe('LoginForm', () => {
  test('sends the login, trimmed, and the password, and tells the app once a session is open', async () => {
    const onLoggedIn = vi.fn();
    const { client, sent } = fakeCore(opened);
    await renderForm({ client, onLoggedIn });
    await submit(' demo.client@example.com ', 'souscrire-demo');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ login: 'demo.client@example.com', password: 'souscrire-demo' }]);
  });

  test('the password field carries the hint the app gives, and none without one', async () => {
    const { client } = fakeCore(opened);
    await renderForm({ client, passwordHint: 'The one you chose with the welcome e-mail.' });
    expect(descriptionOf(screen.getByLabelText('Password'))).toEqual([
      'The one you chose with the welcome e-mail.',
    ]);
    cleanup();
    await renderForm({ client });
    expect(screen.getByLabelText('Password').hasAttribute('aria-describedby')).toBe(false);
  });

  test('empty fields: the error summary takes focus, each field says it is required, nothing is sent', async () => {
    const { client, sent } = fakeCore(opened);
    summaryShown.mockClear();
    await renderForm({ client });
    await submit('', '');
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary.closest('section')));
    expect(screen.getByRole('link', { name: 'Enter your e-mail address' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter your password' })).toBeTruthy();
    expect(sent).toHaveLength(0);
    expect(summaryShown).toHaveBeenCalled();
  });

  test('wrong credentials: the message is the password field’s own, in the visitor’s language', async () => {
    const { client } = fakeCore(() => refusal(401));
    const onLoggedIn = vi.fn();
    await renderForm({ client, onLoggedIn }, 'fr-FR');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'a@b.fr');
    await user.type(screen.getByLabelText('Mot de passe'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const message = 'L’adresse e-mail ou le mot de passe n’est pas correct. Vérifiez-les et réessayez.';
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Mot de passe'))).toContain(message));
    expect(screen.getByRole('link', { name: message })).toBeTruthy();
    expect(onLoggedIn).not.toHaveBeenCalled();
    // What was typed stays; typing again is a new try, and the server's message goes.
    expect((screen.getByRole('textbox', { name: 'Adresse e-mail' }) as HTMLInputElement).value).toBe(
      'a@b.fr',
    );
    await user.type(screen.getByLabelText('Mot de passe'), 'x');
    await waitFor(() => expect(descriptionOf(screen.getByLabelText('Mot de passe'))).not.toContain(message));
  });

  test('too many attempts: the wait of Retry-After, in whole minutes', async () => {
    const { client } = fakeCore(() => refusal(429, { 'retry-after': '600' }));
    await renderForm({ client });
    await submit('a@b.fr', 'x');
    expect(
      await screen.findByRole('link', { name: 'Too many attempts. Try again in 10 minutes.' }),
    ).toBeTruthy();
  });

  test('any other failure is told in an alert, and the form stays', async () => {
    const { client } = fakeCore(() => refusal(500));
    await renderForm({ client });
    await submit('a@b.fr', 'x');
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred, please try again later.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  test('a known login is prefilled and the password takes the focus', async () => {
    const { client } = fakeCore(opened);
    await renderForm({ client, initialLogin: 'jeanne@example.com' });
    const login = screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement;
    expect(login.value).toBe('jeanne@example.com');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });
});
