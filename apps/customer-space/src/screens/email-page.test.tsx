import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { EmailPage } from './email-page.tsx';

describe('EmailPage', () => {
  test('confirms the new e-mail with the link’s token on a click, then leads to the account', async () => {
    const { api, calls } = fakeCore({
      'POST /v2/clients/email-confirmation': () =>
        Response.json({ data: { login: 'jeanne@nouveau.example' } }),
    });
    await renderSpace(
      <EmailPage api={api} tenant="plussimple" locale="fr-FR" token="abc_DEF-123" />,
      'fr-FR',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmez votre nouvel e-mail' })).toBeDefined();
    expect(calls).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirmer mon nouvel e-mail' }));
    expect(
      await screen.findByText(
        'Votre e-mail est désormais jeanne@nouveau.example. Connectez-vous avec lui dorénavant.',
      ),
    ).toBeDefined();
    expect(await calls[0]?.json()).toEqual({ token: 'abc_DEF-123' });
    expect(screen.getByRole('link', { name: 'Aller à mon compte' }).getAttribute('href')).toBe(
      '/fr-FR/account',
    );
  });

  test('a used or expired link says so; a link without a token too', async () => {
    const { api } = fakeCore({
      'POST /v2/clients/email-confirmation': () =>
        Response.json({ title: 'x', code: 'invalid_email_link', message: 'x' }, { status: 422 }),
    });
    await renderSpace(<EmailPage api={api} tenant="plussimple" locale="de-DE" token="used" />, 'de-DE');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Neue E-Mail-Adresse bestätigen' }));
    expect(await screen.findByText(/Dieser Link kann nicht mehr verwendet werden/)).toBeDefined();
  });

  test('a link without a token says it cannot be used', async () => {
    const { api } = fakeCore({});
    await renderSpace(<EmailPage api={api} tenant="plussimple" locale="en-FR" token="" />);
    expect(screen.getByText(/This link can no longer be used/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Confirm my new e-mail' })).toBeNull();
  });
});
