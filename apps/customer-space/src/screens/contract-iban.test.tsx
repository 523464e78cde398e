import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ACTIVE_CONTRACT } from '../test/contract-fixtures.ts';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { ContractsPage } from './contracts-page.tsx';

const PATH = `/v2/clients/me/contracts/${ACTIVE_CONTRACT.id}/iban`;
const SESSION = { signedIn: () => true };
const NEW_MANDATE = {
  reference: 'SOUSCRIRE-2026-000077',
  iban_masked: 'DE•• •••• 3000',
  account_holder: 'Jeanne Martin',
  signed_at: '2026-11-29T10:00:00.000Z',
  replaces: 'SOUSCRIRE-2026-000042',
};

/** A core whose contract list follows the mandate it makes, or refuses the IBAN when it ends with 01. */
function core(contract: Record<string, unknown> = ACTIVE_CONTRACT) {
  let listed = contract;
  const sent: unknown[] = [];
  const faked = fakeCore({
    'GET /v2/clients/me/contracts': () =>
      Response.json({ data: [listed], meta: { total: 1, page: 1, per_page: 50 } }),
    [`PUT ${PATH}`]: async (request) => {
      const body = (await request.json()) as { iban: string };
      sent.push(body);
      if (body.iban.endsWith('01')) {
        return Response.json(
          { title: 'Validation failed', code: 'validation_failed', message: 'x', errors: { iban: ['x'] } },
          { status: 422 },
        );
      }
      listed = {
        ...ACTIVE_CONTRACT,
        payment: {
          ...ACTIVE_CONTRACT.payment,
          mandate_reference: NEW_MANDATE.reference,
          iban_masked: NEW_MANDATE.iban_masked,
        },
      };
      return Response.json({ data: NEW_MANDATE });
    },
  });
  return { ...faked, sent };
}

async function renderPage(api: ReturnType<typeof core>['api'], locale: 'fr-FR' | 'de-DE' = 'fr-FR') {
  await renderSpace(
    <ContractsPage
      api={api}
      tenant="plussimple"
      brand="+Simple"
      locale={locale}
      journeyUrl="http://localhost:5173"
      session={SESSION}
    />,
    locale,
  );
  return screen.findByRole('article', { name: ACTIVE_CONTRACT.product.name });
}

describe('ContractIban', () => {
  test('shows the mandate text and the refund right again, asks the consent, then the new mandate stands', async () => {
    const { api, sent } = core();
    const card = await renderPage(api);
    expect(within(card).getByText('Compte prélevé : •••• 0189')).toBeDefined();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Changer d’IBAN' }));
    const heading = within(card).getByRole('heading', { level: 3, name: 'Changer l’IBAN de ce contrat' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(card).getByText(/remplace l’actuel \(SOUSCRIRE-2026-000042\)/)).toBeDefined();
    expect(within(card).getByText(/vous autorisez \+Simple à envoyer des instructions/)).toBeDefined();
    expect(within(card).getByText(/dans les 8 semaines suivant la date de débit/)).toBeDefined();

    await user.type(within(card).getByRole('textbox', { name: /Titulaire du compte/ }), 'Jeanne Martin');
    await user.type(within(card).getByRole('textbox', { name: /IBAN/ }), 'DE89 3704 0044 0532 0130 00');
    // Not consented: nothing is sent, the box says why.
    await user.click(within(card).getByRole('button', { name: 'Signer le nouveau mandat' }));
    expect(
      (await within(card).findAllByText('Acceptez le mandat de prélèvement SEPA pour payer par prélèvement'))
        .length,
    ).toBeGreaterThan(0);
    expect(sent).toEqual([]);

    await user.click(within(card).getByRole('checkbox', { name: /J'accepte le mandat de prélèvement SEPA/ }));
    await user.click(within(card).getByRole('button', { name: 'Signer le nouveau mandat' }));
    const done = await within(card).findByText(/Votre nouveau mandat SOUSCRIRE-2026-000077 est signé/);
    expect(done.textContent).toContain('DE•• •••• 3000');
    await waitFor(() => expect(document.activeElement?.contains(done)).toBe(true));
    expect(sent).toEqual([
      { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Jeanne Martin', mandate_consent: true },
    ]);
    expect(await within(card).findByText('Compte prélevé : DE•• •••• 3000')).toBeDefined();
  });

  test('an IBAN the core refuses is told on its field; "keep" closes the panel back on its action', async () => {
    const { api } = core();
    const card = await renderPage(api, 'de-DE');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'IBAN ändern' }));
    await user.type(within(card).getByRole('textbox', { name: /Kontoinhaber/ }), 'Jeanne Martin');
    const iban = within(card).getByRole('textbox', { name: /IBAN/ });
    await user.type(iban, 'DE89 3704 0044 0532 0130 01');
    await user.click(within(card).getByRole('checkbox', { name: /SEPA-Lastschriftmandat/ }));
    await user.click(within(card).getByRole('button', { name: 'Neues Mandat erteilen' }));
    expect(
      (await within(card).findAllByText('Dieses Feld muss eine gültige IBAN sein')).length,
    ).toBeGreaterThan(0);
    expect(iban.getAttribute('aria-invalid')).toBe('true');

    await user.click(within(card).getByRole('button', { name: 'Aktuelles Konto behalten' }));
    const action = within(card).getByRole('button', { name: 'IBAN ändern' });
    await waitFor(() => expect(document.activeElement).toBe(action));
  });

  test('a contract paid by card has no IBAN to change', async () => {
    const card = await renderPage(
      core({
        ...ACTIVE_CONTRACT,
        payment: { ...ACTIVE_CONTRACT.payment, method: 'card', mandate_reference: null, iban_masked: null },
      }).api,
    );
    expect(within(card).queryByRole('button', { name: 'Changer d’IBAN' })).toBeNull();
  });
});
