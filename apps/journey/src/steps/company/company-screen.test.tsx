import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { answer, renderScreen, resetScreen, screenState } from '../screen-test-kit.tsx';
import { CompanyScreen } from './company-screen.tsx';
import { companyIdentifier } from './search-companies.ts';

vi.mock('@tanstack/react-router', async () => (await import('../screen-test-kit.tsx')).mockedModules.router);
vi.mock(
  '../use-subscription.ts',
  async () => (await import('../screen-test-kit.tsx')).mockedModules.subscription,
);
vi.mock('../use-workflow-moves.ts', async () => (await import('../screen-test-kit.tsx')).mockedModules.moves);

const MARTIN = {
  identifier: '73282932000074',
  siren: '732829320',
  name: 'Boulangerie Martin',
  address: '12 rue Oberkampf',
  postal_code: '75011',
  city: 'Paris',
  insee_code_city: '75056',
  naf: '10.71C',
  creation_date: '2015-03-02',
};

describe('companyIdentifier', () => {
  test.each([
    ['732829320', '732829320'],
    ['732 829 320 00074', '73282932000074'],
    ['Boulangerie', null],
    ['1234', null],
  ])('%s -> %s', (query, expected) => expect(companyIdentifier(query)).toBe(expected));
});

describe('CompanyScreen (spec 2)', () => {
  test('a company found by name shows its ID, address and activity; its data is saved with its source', async () => {
    const user = userEvent.setup();
    const client = resetScreen({ id: 'p-1' });
    client.GET.mockResolvedValue(answer(200, { data: [MARTIN], meta: { total: 1, page: 1, per_page: 20 } }));
    client.PUT.mockResolvedValue(answer(200, { data: { id: 'p-1' } }));
    await renderScreen(<CompanyScreen />);
    await user.type(screen.getByRole('combobox', { name: /Company name or company ID/ }), 'Boul');
    const option = await screen.findByRole('option', { name: /Boulangerie Martin/ });
    expect(option.textContent).toContain('Company ID: 732829320');
    expect(option.textContent).toContain('12 rue Oberkampf, 75011 Paris');
    expect(option.textContent).toContain('Activity: 10.71C');
    await user.click(option);
    expect(screen.getByText(/Filled in from the company register using your company ID/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Company name/ }) as HTMLInputElement).value).toBe(
      'Boulangerie Martin',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.go).toHaveBeenCalledWith('forward'));
    expect(client.PUT.mock.calls[0]?.[1].body).toEqual({
      company_identifier: '73282932000074',
      siret: '73282932000074',
      name: 'Boulangerie Martin',
      address: '12 rue Oberkampf',
      postal_code: '75011',
      city: 'Paris',
      insee_code_city: '75056',
      naf: '10.71C',
      company_creation_date: '2015-03-02',
    });
  });

  test("an unknown company ID says 'no company found for this ID'", async () => {
    const user = userEvent.setup();
    const client = resetScreen({ id: 'p-1' });
    client.GET.mockResolvedValue(
      answer(404, { title: 'Not found', code: 'company_not_found', message: 'no company found for this ID' }),
    );
    await renderScreen(<CompanyScreen />);
    await user.type(screen.getByRole('combobox', { name: /Company name or company ID/ }), '123456789');
    expect(await screen.findByText('no company found for this ID')).toBeTruthy();
    expect(client.GET).toHaveBeenCalledWith(
      '/v2/companies',
      expect.objectContaining({ params: { query: { identifier: '123456789' } } }),
    );
  });

  test('without a company ID, the name is required, then saved without an identifier', async () => {
    const user = userEvent.setup();
    const client = resetScreen({ id: 'p-1' });
    client.PUT.mockResolvedValue(answer(200, { data: { id: 'p-1' } }));
    await renderScreen(<CompanyScreen />);
    await user.click(screen.getByRole('button', { name: "I don't have a company ID" }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThan(0);
    expect(client.PUT).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Chez Jeanne');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.go).toHaveBeenCalledWith('forward'));
    expect(client.PUT.mock.calls[0]?.[1].body).toEqual({
      company_identifier: null,
      siret: null,
      name: 'Chez Jeanne',
      address: '',
    });
  });

  test("'Continue without' moves on without saving a company", async () => {
    const user = userEvent.setup();
    const client = resetScreen({ id: 'p-1' });
    await renderScreen(<CompanyScreen />);
    await user.click(screen.getByRole('button', { name: 'Continue without' }));
    expect(screenState.go).toHaveBeenCalledWith('forward');
    expect(client.PUT).not.toHaveBeenCalled();
  });
});
