import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { AccountPage } from './account-page.tsx';
import { ForgottenPage } from './forgotten-page.tsx';
import { PasswordPage } from './password-page.tsx';

const invalid = (code: string) => Response.json({ title: 'x', code, message: 'x' }, { status: 422 });

async function typeNewPassword(password: string, confirmation = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm the new password/), confirmation);
  return user;
}

describe('ForgottenPage', () => {
  test('asks for a link and says the same whatever the address', async () => {
    const { api, calls } = fakeCore({
      'POST /v2/clients/password/forgotten': () => new Response(null, { status: 202 }),
    });
    await renderSpace(<ForgottenPage api={api} tenant="plussimple" locale="en-FR" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findAllByText('Enter the e-mail address of your customer space')).not.toHaveLength(0);
    expect(calls).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /e-mail address/i }), 'jeanne@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(await screen.findByText(/If a customer space exists for jeanne@example.com/)).toBeTruthy();
    expect(await calls[0]?.json()).toEqual({ login: 'jeanne@example.com' });
    expect(screen.getByRole('link', { name: 'Back to the login page' }).getAttribute('href')).toBe(
      '/en-FR/login',
    );
  });
});

describe('PasswordPage', () => {
  test('checks the new password twice, then saves it with the link and leads to the login', async () => {
    const { api, calls } = fakeCore({
      'POST /v2/clients/password': () => new Response(null, { status: 204 }),
    });
    await renderSpace(<PasswordPage api={api} tenant="plussimple" locale="en-FR" token="tok" />);
    const user = await typeNewPassword('short', 'other');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findAllByText('Enter a password of at least 8 characters')).not.toHaveLength(0);
    expect(screen.getAllByText('Enter the same password in both fields')).not.toHaveLength(0);
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm the new password/));
    await typeNewPassword('a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(await screen.findByText('Your password is saved. Log in with it from now on.')).toBeTruthy();
    expect(await calls[0]?.json()).toEqual({ token: 'tok', password: 'a long passphrase' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/en-FR/login');
  });

  test('a link that cannot be used says so and leads to a new one', async () => {
    const { api } = fakeCore({ 'POST /v2/clients/password': () => invalid('invalid_password_link') });
    await renderSpace(<PasswordPage api={api} tenant="plussimple" locale="en-FR" token="used" />);
    const user = await typeNewPassword('a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(
      await screen.findByText('This link has expired or was already used. Ask for a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/en-FR/forgotten',
    );
  });
});

describe('AccountPage', () => {
  test('a wrong current password is told on its field; the right one changes the password', async () => {
    let answer = invalid('invalid_credentials');
    const { api, calls } = fakeCore({
      'PUT /v2/clients/me/password': () => answer,
      'GET /v2/clients/me/passkeys': () => Response.json({ data: [] }),
    });
    await renderSpace(<AccountPage api={api} tenant="plussimple" locale="en-FR" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Current password/), 'wrong one');
    await typeNewPassword('a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    await waitFor(() =>
      expect(screen.getAllByText('The current password is not correct').length).toBeGreaterThan(0),
    );
    answer = new Response(null, { status: 204 });
    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), 'the right one');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    expect(
      await screen.findByText('Your password is changed. Your other devices are signed out.'),
    ).toBeTruthy();
    expect(await calls.filter((call) => call.method === 'PUT')[1]?.json()).toEqual({
      current_password: 'the right one',
      new_password: 'a long passphrase',
    });
  });
});
