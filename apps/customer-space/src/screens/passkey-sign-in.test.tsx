import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ASSERTION, cancelledPrompt, fakeCeremonies, REQUEST_OPTIONS } from '../test/passkey-fixtures.ts';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { PasskeySignIn } from './passkey-sign-in.tsx';

const options = () => Response.json({ data: REQUEST_OPTIONS });
const error = (status: number, headers: Record<string, string> = {}) =>
  Response.json({ title: 'x', code: 'x', message: 'x' }, { status, headers });

describe('PasskeySignIn', () => {
  test('signs the core’s challenge with the device’s passkey and says a session is open', async () => {
    const onLoggedIn = vi.fn();
    const ceremonies = fakeCeremonies();
    const { api, calls } = fakeCore({
      'POST /v2/clients/passkeys/authentication-options': options,
      // The space's web server has taken the token out of the answer into its HttpOnly cookie.
      'POST /v2/clients/passkeys/authentication': () =>
        Response.json({ data: { expires_at: '2026-11-23T10:00:00Z', client_id: 'c' } }),
    });
    await renderSpace(
      <PasskeySignIn api={api} tenant="plussimple" onLoggedIn={onLoggedIn} ceremonies={ceremonies} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(ceremonies.get).toHaveBeenCalledWith(REQUEST_OPTIONS);
    expect(await calls[1]?.json()).toEqual({ response: ASSERTION });
  });

  test('is not offered by a browser without WebAuthn', async () => {
    const { api } = fakeCore({});
    await renderSpace(
      <PasskeySignIn
        api={api}
        tenant="plussimple"
        onLoggedIn={vi.fn()}
        ceremonies={fakeCeremonies({ supported: () => false })}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  test('a closed prompt is told as a cancellation, and nothing is sent', async () => {
    const ceremonies = fakeCeremonies({ get: vi.fn(async () => Promise.reject(cancelledPrompt())) });
    const { api, calls } = fakeCore({ 'POST /v2/clients/passkeys/authentication-options': options });
    await renderSpace(
      <PasskeySignIn api={api} tenant="plussimple" onLoggedIn={vi.fn()} ceremonies={ceremonies} />,
      'fr-FR',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Utiliser une clé d’accès' }));
    expect(await screen.findByText(/La connexion avec une clé d’accès a été annulée/)).toBeDefined();
    expect(calls).toHaveLength(1);
  });

  test('a passkey no account has, and too many attempts, are told', async () => {
    let answer = error(401);
    const { api } = fakeCore({
      'POST /v2/clients/passkeys/authentication-options': options,
      'POST /v2/clients/passkeys/authentication': () => answer,
    });
    await renderSpace(
      <PasskeySignIn api={api} tenant="plussimple" onLoggedIn={vi.fn()} ceremonies={fakeCeremonies()} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(/This passkey does not open an account here/)).toBeDefined();
    answer = error(429, { 'Retry-After': '42' });
    await user.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByText(/42 seconds/)).toBeDefined();
  });
});
