import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { LoginPage } from './login-page.tsx';

// The form itself (fields, checks, failures) is the apps' one login form: packages/app-kit/src/login-form.test.tsx.
describe('LoginPage', () => {
  test('logs in through the shared form and says a session is open', async () => {
    const onLoggedIn = vi.fn();
    // The space's web server has taken the token out of the answer into its HttpOnly cookie.
    const { api, calls } = fakeCore({
      'POST /v2/clients/authentication': () =>
        Response.json({ data: { expires_at: '2026-11-23T10:00:00Z', client_id: 'c' } }),
    });
    await renderSpace(
      <LoginPage api={api} tenant="plussimple" forgottenHref="/fr-FR/forgotten" onLoggedIn={onLoggedIn} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'demo.client@example.com');
    await user.type(screen.getByLabelText('Password'), 'souscrire-demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(await calls[0]?.json()).toEqual({ login: 'demo.client@example.com', password: 'souscrire-demo' });
  });

  test('the form’s error summary gives the page title its Error prefix, until it goes', async () => {
    const { api } = fakeCore({});
    const onErrorsChange = vi.fn();
    await renderSpace(
      <LoginPage
        api={api}
        tenant="plussimple"
        forgottenHref="/fr-FR/forgotten"
        onLoggedIn={vi.fn()}
        onErrorsChange={onErrorsChange}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(onErrorsChange).toHaveBeenLastCalledWith(true);
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'a@b.fr');
    await user.type(screen.getByLabelText('Password'), 'x');
    await waitFor(() => expect(onErrorsChange).toHaveBeenLastCalledWith(false));
  });

  test('already a client: the login is prefilled and the reason explained, beside the forgotten link', async () => {
    const { api } = fakeCore({});
    await renderSpace(
      <LoginPage
        api={api}
        tenant="plussimple"
        forgottenHref="/fr-FR/forgotten"
        initialLogin="jeanne@example.com"
        reason="already_client"
        onLoggedIn={vi.fn()}
      />,
    );
    expect((screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement).value).toBe(
      'jeanne@example.com',
    );
    expect(
      screen.getByText('This e-mail address already has a customer space. Log in to continue.'),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Forgotten your password?' }).getAttribute('href')).toBe(
      '/fr-FR/forgotten',
    );
  });
});
