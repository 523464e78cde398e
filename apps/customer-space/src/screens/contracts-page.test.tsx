import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ACTIVE_CONTRACT } from '../test/contract-fixtures.ts';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { ContractsPage } from './contracts-page.tsx';

const ACTIVE = ACTIVE_CONTRACT;
const DRAFT = {
  ...ACTIVE,
  id: '7a3e9c21-0b4d-4f6e-8a1b-2c3d4e5f6071',
  prospect_id: '9a4c1d1f-8f0c-4e11-8b8f-5e8a3c4b539a',
  product: { slug: 'multirisque', name: 'Multirisque professionnelle' },
  number: null,
  status: 'draft',
  starts_on: null,
  payment: null,
  resume_step: 'offer',
};
const list = (data: unknown[]) => () =>
  Response.json({ data, meta: { total: data.length, page: 1, per_page: 50 } });
const me = () => Response.json({ data: { id: 'c', login: 'demo.client@example.com' } });
/** The client's session, as the space holds it. */
const SESSION = { signedIn: () => true };

describe('ContractsPage', () => {
  test('each contract with its status, schedule in the locale, documents; a draft offers to resume', async () => {
    const { api, calls } = fakeCore({
      'GET /v2/clients/me': me,
      'GET /v2/clients/me/contracts': list([ACTIVE, DRAFT]),
      [`GET /v2/clients/me/contracts/${ACTIVE.id}/documents`]: list([
        {
          id: 'signed-contract',
          name: 'Contrat signé',
          type: 'signed_contract',
          url: '/x',
          mime_type: 'application/pdf',
        },
      ]),
    });
    await renderSpace(
      <ContractsPage
        api={api}
        tenant="plussimple"
        brand="+Simple"
        locale="fr-FR"
        journeyUrl="http://localhost:5173"
        session={SESSION}
      />,
      'fr-FR',
    );
    const active = await screen.findByRole('article', { name: ACTIVE.product.name });
    expect(within(active).getByText('Actif')).toBeDefined();
    expect(within(active).getByText(/^Numéro de contrat\s:\sPLUSSIMPLE-2026-0000042$/)).toBeDefined();
    const schedule = within(active).getByRole('table');
    expect(within(schedule).getAllByRole('row')).toHaveLength(5);
    expect(within(schedule).getByText('23 février 2027')).toBeDefined();
    expect(within(schedule).getAllByText(/309,00\s€/)).toHaveLength(3);
    expect(within(active).getByText(/Total de la première année : 1\s241,00\s€/)).toBeDefined();
    expect(
      await within(active).findByRole('button', { name: 'Télécharger Contrat signé (PDF)' }),
    ).toBeDefined();
    // The documents are named in the page's language, whatever the browser's.
    const documentsCall = calls.find((request) => request.url.endsWith('/documents'));
    expect(documentsCall?.headers.get('accept-language')).toBe('fr-FR');

    const draft = screen.getByRole('article', { name: DRAFT.product.name });
    expect(within(draft).getByText('Souscription en cours')).toBeDefined();
    expect(within(draft).queryByText(/Numéro de contrat/)).toBeNull();
    expect(within(draft).getByRole('link', { name: 'Reprendre ma souscription' }).getAttribute('href')).toBe(
      `http://localhost:5173/fr-FR/intent?type=subscription&prospect_id=${DRAFT.prospect_id}`,
    );
    expect(screen.getByText('Connecté en tant que demo.client@example.com')).toBeDefined();
  });

  test('no contract: the empty state', async () => {
    const { api } = fakeCore({ 'GET /v2/clients/me': me, 'GET /v2/clients/me/contracts': list([]) });
    await renderSpace(
      <ContractsPage
        api={api}
        tenant="plussimple"
        brand="+Simple"
        locale="en-FR"
        journeyUrl="http://localhost:5173"
        session={SESSION}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'You have no contract yet' })).toBeDefined();
  });

  test('loading shows the skeleton; a failure says so with a retry', async () => {
    const { api } = fakeCore({
      'GET /v2/clients/me': me,
      'GET /v2/clients/me/contracts': () =>
        Response.json({ title: 'x', code: 'x', message: 'x' }, { status: 500 }),
    });
    const { container } = await renderSpace(
      <ContractsPage
        api={api}
        tenant="plussimple"
        brand="+Simple"
        locale="en-FR"
        journeyUrl="http://localhost:5173"
        session={SESSION}
      />,
    );
    expect(container.querySelector('.sc-space-skeleton')).not.toBeNull();
    expect(
      await screen.findByText('Your contracts could not be loaded. Please try again later.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});

// A contract issued while its SEPA debit waits for the bank, then rejected by it.
describe('ContractsPage: a SEPA debit the bank has not confirmed', () => {
  test.each([
    ['pending', 'en-FR', 'Contract issued, payment pending', /has not confirmed the first direct debit yet/],
    ['pending', 'de-DE', 'Vertrag ausgestellt, Zahlung ausstehend', /noch nicht bestätigt/],
    ['failed', 'fr-FR', 'Contrat émis, prélèvement rejeté', /a rejeté le premier prélèvement/],
  ] as const)(
    '%s in %s: "%s", what it means, and the debit calendar',
    async (status, locale, label, note) => {
      const contract = { ...ACTIVE, payment: { ...ACTIVE.payment, status } };
      const { api } = fakeCore({
        'GET /v2/clients/me': me,
        'GET /v2/clients/me/contracts': list([contract]),
        [`GET /v2/clients/me/contracts/${ACTIVE.id}/documents`]: list([]),
      });
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
      const card = await screen.findByRole('article', { name: ACTIVE.product.name });
      expect(within(card).getByText(label)).toBeDefined();
      expect(within(card).getByText(note)).toBeDefined();
      expect(within(within(card).getByRole('table')).getAllByRole('row')).toHaveLength(5);
    },
  );
});

describe('ContractsPage: resuming a subscription in the journey', () => {
  afterEach(() => vi.restoreAllMocks());

  test('the journey is reached with a hand-off code of the session', async () => {
    const assign = vi.fn((_address: string) => {});
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { api, calls } = fakeCore({
      'GET /v2/clients/me': me,
      'GET /v2/clients/me/contracts': list([DRAFT]),
      'POST /v2/clients/session/hand-off': () =>
        Response.json({ data: { code: 'single-use', expires_in: 60 } }, { status: 201 }),
    });
    await renderSpace(
      <ContractsPage
        api={api}
        tenant="plussimple"
        brand="+Simple"
        locale="en-FR"
        journeyUrl="http://localhost:5173"
        session={SESSION}
      />,
    );
    const draft = await screen.findByRole('article', { name: DRAFT.product.name });
    await userEvent.click(within(draft).getByRole('link', { name: 'Resume my subscription' }));
    const resume = `http://localhost:5173/en-FR/intent?type=subscription&prospect_id=${DRAFT.prospect_id}`;
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${resume}&hand_off=single-use`));
    const handOff = calls.find((request) => request.url.endsWith('/v2/clients/session/hand-off'));
    expect(handOff?.method).toBe('POST');
  });
});
