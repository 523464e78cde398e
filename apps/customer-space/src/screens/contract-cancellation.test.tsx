import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ACTIVE_CONTRACT } from '../test/contract-fixtures.ts';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { ContractsPage } from './contracts-page.tsx';

const TERMS = { requested_at: null, effective_date: '2027-11-23', notice_months: 2, reason: null };
const ACTIVE = {
  ...ACTIVE_CONTRACT,
  payment: null,
  cancellation: { contract_id: ACTIVE_CONTRACT.id, ...TERMS },
};
const PATH = `/v2/clients/me/contracts/${ACTIVE.id}/cancellation`;
const SESSION = { signedIn: () => true };

/** A core whose contract list follows the cancellation it records (or refuses with `refusal`). */
function core(refusal?: number) {
  let contract: Record<string, unknown> = ACTIVE;
  const posted: unknown[] = [];
  const faked = fakeCore({
    'GET /v2/clients/me': () => Response.json({ data: { id: 'c', login: 'client@example.com' } }),
    'GET /v2/clients/me/contracts': () =>
      Response.json({ data: [contract], meta: { total: 1, page: 1, per_page: 50 } }),
    [`POST ${PATH}`]: async (request) => {
      const body = (await request.json()) as { reason?: string };
      posted.push(body);
      if (refusal !== undefined) {
        return Response.json({ title: 'Conflict', code: 'x', message: 'x' }, { status: refusal });
      }
      const cancellation = {
        ...ACTIVE.cancellation,
        requested_at: '2026-11-28T10:00:00.000Z',
        reason: body.reason ?? null,
      };
      contract = { ...ACTIVE, status: 'cancellation_requested', cancellation };
      return Response.json({ data: cancellation }, { status: 201 });
    },
  });
  return { ...faked, posted };
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
  return screen.findByRole('article', { name: ACTIVE.product.name });
}

describe('ContractCancellation', () => {
  test('states the notice and the date, asks to confirm, then the status says until when it covers', async () => {
    const { api, posted } = core();
    const card = await renderPage(api);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Résilier ce contrat' }));
    const heading = within(card).getByRole('heading', { level: 3, name: 'Résilier ce contrat' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(within(card).getByText('Préavis : 2 mois avant l’échéance annuelle du contrat.')).toBeDefined();
    expect(
      within(card).getByText(
        'Si vous confirmez aujourd’hui, votre contrat prend fin le 23 novembre 2027. Vous restez couvert jusqu’à cette date.',
      ),
    ).toBeDefined();

    // Not confirmed: nothing is sent, the box says why.
    await user.click(within(card).getByRole('button', { name: 'Confirmer la résiliation' }));
    expect((await within(card).findAllByText('Cochez la case pour confirmer la résiliation.')).length).toBe(
      2,
    );
    expect(posted).toEqual([]);

    await user.click(within(card).getByRole('button', { name: /Pourquoi résiliez-vous/ }));
    await user.click(await screen.findByRole('option', { name: 'Je change d’assureur' }));
    await user.click(
      within(card).getByRole('checkbox', {
        name: 'Je confirme vouloir résilier ce contrat au 23 novembre 2027',
      }),
    );
    await user.click(within(card).getByRole('button', { name: 'Confirmer la résiliation' }));
    expect(await within(card).findByText('Résiliation demandée, jusqu’au 23 novembre 2027')).toBeDefined();
    expect(posted).toEqual([{ confirm: true, reason: 'other_insurer' }]);
    const done = within(card).getByText(/Votre demande de résiliation est enregistrée/);
    await waitFor(() => expect(document.activeElement?.contains(done)).toBe(true));
    expect(within(card).queryByRole('button', { name: 'Résilier ce contrat' })).toBeNull();
  });

  test('"keep my contract" closes the panel, back on its action; no reason is sent when none is chosen', async () => {
    const { api, posted } = core();
    const card = await renderPage(api, 'de-DE');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Diesen Vertrag kündigen' }));
    await user.click(within(card).getByRole('button', { name: 'Meinen Vertrag behalten' }));
    const action = within(card).getByRole('button', { name: 'Diesen Vertrag kündigen' });
    await waitFor(() => expect(document.activeElement).toBe(action));
    await user.click(action);
    await user.click(within(card).getByRole('checkbox', { name: /zum 23\. November 2027 kündigen/ }));
    await user.click(within(card).getByRole('button', { name: 'Kündigung bestätigen' }));
    expect(await within(card).findByText('Kündigung beantragt, bis zum 23. November 2027')).toBeDefined();
    expect(posted).toEqual([{ confirm: true }]);
  });

  test('a cancellation already asked on another device says so', async () => {
    const { api } = core(409);
    const card = await renderPage(api);
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Résilier ce contrat' }));
    await user.click(within(card).getByRole('checkbox', { name: /Je confirme/ }));
    await user.click(within(card).getByRole('button', { name: 'Confirmer la résiliation' }));
    expect(await within(card).findByText('La résiliation de ce contrat est déjà demandée.')).toBeDefined();
  });
});
