import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { AccountContact } from './account-contact.tsx';

const CLIENT = {
  id: '0b8f8f5e-8a3c-4b53-9a4c-1d1f8f0c2e11',
  login: 'jeanne.martin@example.com',
  phone: '+33612345678',
  pending_email: null,
  prospect_id: null,
};

/** A core that applies the phone at once and holds a new e-mail pending; `refuse` answers with that status. */
function core(refuse?: { status: number; errors?: Record<string, string[]> }) {
  let client: Record<string, unknown> = CLIENT;
  const sent: unknown[] = [];
  const faked = fakeCore({
    'GET /v2/clients/me': () => Response.json({ data: client }),
    'PUT /v2/clients/me/contact': async (request) => {
      const body = (await request.json()) as { phone?: string; email?: string };
      sent.push(body);
      if (refuse !== undefined) {
        return Response.json(
          { title: 'x', code: 'x', message: 'x', ...(refuse.errors ? { errors: refuse.errors } : {}) },
          { status: refuse.status },
        );
      }
      client = {
        ...client,
        ...(body.phone ? { phone: body.phone } : {}),
        ...(body.email ? { pending_email: body.email } : {}),
      };
      return Response.json({ data: client });
    },
  });
  return { ...faked, sent };
}

async function renderPanel(api: ReturnType<typeof core>['api'], locale: 'fr-FR' | 'de-DE' = 'fr-FR') {
  await renderSpace(<AccountContact api={api} tenant="plussimple" />, locale);
  const panel = await screen.findByRole('region', {
    name: locale === 'fr-FR' ? 'Coordonnées' : 'Kontaktdaten',
  });
  // The form shows once the client is read.
  await within(panel).findByRole('button', {
    name: /Enregistrer mes coordonnées|Meine Kontaktdaten speichern/,
  });
  return panel;
}

describe('AccountContact', () => {
  test('sends only what changed; a new e-mail is shown waiting for confirmation', async () => {
    const { api, sent } = core();
    const panel = await renderPanel(api);
    const email = within(panel).getByRole('textbox', { name: /E-mail \(c’est aussi votre identifiant\)/ });
    expect((email as HTMLInputElement).value).toBe('jeanne.martin@example.com');
    const user = userEvent.setup();
    await user.clear(email);
    await user.type(email, 'jeanne@nouveau.example');
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    expect(await within(panel).findByText('Vos coordonnées sont enregistrées.')).toBeDefined();
    expect(
      within(panel).getByText(
        'jeanne@nouveau.example : en attente de confirmation. Ouvrez le lien envoyé à cette adresse dans les 48 heures ; d’ici là, connectez-vous avec jeanne.martin@example.com.',
      ),
    ).toBeDefined();
    expect(sent).toEqual([{ email: 'jeanne@nouveau.example' }]);
  });

  test('the core’s message on a refused phone shows on the field; too many e-mails asked is told', async () => {
    const { api } = core({ status: 422, errors: { phone: ['Geben Sie eine gültige Mobilnummer ein.'] } });
    const panel = await renderPanel(api, 'de-DE');
    const phone = within(panel).getByRole('textbox', { name: /Mobilnummer/ });
    const user = userEvent.setup();
    await user.clear(phone);
    await user.type(phone, '030 1234567');
    await user.click(within(panel).getByRole('button', { name: 'Meine Kontaktdaten speichern' }));
    expect(
      (await within(panel).findAllByText('Geben Sie eine gültige Mobilnummer ein.')).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));

    const limited = core({ status: 429 });
    const other = await renderPanel(limited.api);
    const email = within(other).getByRole('textbox', { name: /E-mail/ });
    await user.clear(email);
    await user.type(email, 'encore@example.com');
    await user.click(within(other).getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    expect(
      await within(other).findByText('Trop de changements d’e-mail demandés. Réessayez dans une heure.'),
    ).toBeDefined();
  });

  test('nothing changed: nothing is sent; an empty phone is asked for', async () => {
    const { api, sent } = core();
    const panel = await renderPanel(api);
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    await user.clear(within(panel).getByRole('textbox', { name: /Téléphone mobile/ }));
    await user.click(within(panel).getByRole('button', { name: 'Enregistrer mes coordonnées' }));
    expect((await within(panel).findAllByText('Saisissez votre numéro de mobile')).length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
  });
});
