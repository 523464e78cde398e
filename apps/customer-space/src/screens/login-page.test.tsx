import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { LoginPage } from './login-page.tsx';

const error = (status: number, headers: Record<string, string> = {}) =>
  Response.json({ title: 'x', code: 'x', message: 'x' }, { status, headers });

async function submit(login: string, password: string) {
  const user = userEvent.setup();
  if (login) await user.type(screen.getByRole('textbox', { name: /e-mail address/i }), login);
  if (password) await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  test('logs in with the login and password and says a session is open', async () => {
    const onLoggedIn = vi.fn();
    // The space's web server has taken the token out of the answer into its HttpOnly cookie.
    const { api, calls } = fakeCore({
      'POST /v2/clients/authentication': () =>
        Response.json({ data: { expires_at: '2026-11-23T10:00:00Z', client_id: 'c' } }),
    });
    await renderSpace(<LoginPage api={api} forgottenHref="/fr-FR/forgotten" onLoggedIn={onLoggedIn} />);
    await submit('demo.client@example.com', 'souscrire-demo');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(await calls[0]?.json()).toEqual({ login: 'demo.client@example.com', password: 'souscrire-demo' });
  });

  test('empty fields: the error summary takes focus and each field says it is required', async () => {
    const { api, calls } = fakeCore({});
    const onErrorsChange = vi.fn();
    await renderSpace(
      <LoginPage
        api={api}
        forgottenHref="/fr-FR/forgotten"
        onLoggedIn={vi.fn()}
        onErrorsChange={onErrorsChange}
      />,
    );
    await submit('', '');
    const summary = await screen.findByRole('heading', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(summary.closest('section')));
    expect(screen.getAllByText('Enter your e-mail address').length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByText('Enter your password').length).toBeGreaterThanOrEqual(1);
    expect(calls).toHaveLength(0);
    // The page title gains its 'Error' prefix.
    expect(onErrorsChange).toHaveBeenLastCalledWith(true);
  });

  test('wrong credentials: a clear message tied to the password field, in the visitor language', async () => {
    const { api } = fakeCore({ 'POST /v2/clients/authentication': () => error(401) });
    await renderSpace(<LoginPage api={api} forgottenHref="/fr-FR/forgotten" onLoggedIn={vi.fn()} />, 'fr-FR');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /adresse e-mail/i }), 'a@b.fr');
    await user.type(screen.getByLabelText(/mot de passe/i), 'nope');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    const message = 'L’adresse e-mail ou le mot de passe est incorrect. Vérifiez-les et réessayez.';
    // The message is the field's own description (aria-describedby), and the summary links to it.
    await waitFor(() => {
      const ids = screen.getByLabelText(/mot de passe/i).getAttribute('aria-describedby') ?? '';
      const described = ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
      expect(described).toContain(message);
    });
    expect(screen.getByRole('link', { name: message })).toBeDefined();
  });

  test('too many attempts: the wait from Retry-After', async () => {
    const { api } = fakeCore({
      'POST /v2/clients/authentication': () => error(429, { 'retry-after': '42' }),
    });
    await renderSpace(<LoginPage api={api} forgottenHref="/fr-FR/forgotten" onLoggedIn={vi.fn()} />);
    await submit('a@b.fr', 'x');
    expect(
      await screen.findByRole('link', { name: 'Too many attempts. Try again in 42 seconds.' }),
    ).toBeDefined();
  });

  test('already a client: the login is prefilled and the reason explained', async () => {
    const { api } = fakeCore({});
    await renderSpace(
      <LoginPage
        api={api}
        forgottenHref="/fr-FR/forgotten"
        initialLogin="jeanne@example.com"
        reason="already_client"
        onLoggedIn={vi.fn()}
      />,
    );
    expect((screen.getByRole('textbox', { name: /e-mail address/i }) as HTMLInputElement).value).toBe(
      'jeanne@example.com',
    );
    expect(
      screen.getByText('This e-mail address already has a customer space. Log in to continue.'),
    ).toBeDefined();
  });
});
