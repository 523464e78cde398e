import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, renderScreen, resetScreen, screenState } from '../screen-test-kit.tsx';
import { CompanyScreen } from './company-screen.tsx';
import { companyIdentifier } from './search-companies.ts';

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

describe('companyIdentifier: what looks like the country company ID', () => {
  test.each([
    ['FR', '732829320', '732829320'],
    ['FR', '732 829 320 00074', '73282932000074'],
    ['FR', 'Boulangerie', null],
    ['FR', '1234', null],
    ['DE', 'HRB 12345', 'HRB 12345'],
    ['DE', 'hrb  12345, Amtsgericht München', 'hrb 12345, Amtsgericht München'],
    ['DE', 'Bäckerei', null],
    ['DE', '732829320', null],
    ['IT', 'IT 00743110157', 'IT00743110157'],
    ['IT', 'Panificio', null],
    ['ES', 'b-82349267', 'B82349267'],
    ['ES', 'Bar', null],
  ] as const)('%s: %s -> %s', (country, query, expected) =>
    expect(companyIdentifier(query, country)).toBe(expected),
  );
});

describe('CompanyScreen', () => {
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
    expect(await screen.findByText('no company found for this ID', {}, { timeout: 5_000 })).toBeTruthy();
    expect(client.GET).toHaveBeenCalledWith(
      '/v2/companies',
      expect.objectContaining({ params: { query: { identifier: '123456789' } } }),
    );
  });

  test('an ID breaking its country rule says so', async () => {
    const user = userEvent.setup();
    const client = resetScreen({ id: 'p-1' });
    client.GET.mockResolvedValue(
      answer(400, { title: 'Bad request', code: 'bad_request', message: 'this company ID is not valid' }),
    );
    await renderScreen(<CompanyScreen />);
    await user.type(screen.getByRole('combobox', { name: /Company name or company ID/ }), '732829321');
    expect(await screen.findByText('This company ID is not valid: check the number.')).toBeTruthy();
  });

  test('a register town and activity that differ from the answers are shown and asked about, the answers kept by default', async () => {
    const user = userEvent.setup();
    const client = resetScreen({
      id: 'p-1',
      city: 'Paris',
      postal_code: '75011',
      insee_code_city: '75056',
      activity_code: '71.11Z',
      naf: '71.11Z',
    });
    const montgeron = { ...MARTIN, address: '3 rue du Moulin', postal_code: '91230', city: 'Montgeron' };
    client.GET.mockImplementation(async (path: string, options: { params: { query: { query: string } } }) =>
      path === '/v2/activities'
        ? answer(200, {
            data: [
              { code: '71.11Z', label: 'Architecture' },
              { code: '10.71C', label: 'Bakery' },
            ].filter((activity) => activity.code === options.params.query.query),
            meta: { total: 1, page: 1, per_page: 20 },
          })
        : answer(200, { data: [montgeron], meta: { total: 1, page: 1, per_page: 20 } }),
    );
    client.PUT.mockResolvedValue(answer(200, { data: { id: 'p-1' } }));
    await renderScreen(<CompanyScreen />);
    await user.type(screen.getByRole('combobox', { name: /Company name or company ID/ }), 'Boul');
    await user.click(await screen.findByRole('option', { name: /Boulangerie Martin/ }));
    const town = screen.getByRole('radiogroup', { name: 'Which town should we keep?' });
    expect(town.textContent).toContain(
      'The company register places Boulangerie Martin in Montgeron (91230); you chose Paris (75011).',
    );
    expect((screen.getByRole('radio', { name: 'Keep Paris (75011)' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      await screen.findByText(
        'The company register lists the activity Bakery (10.71C); you chose Architecture (71.11Z).',
      ),
    ).toBeTruthy();
    // The register's street belongs to Montgeron: not put under Paris.
    expect((screen.getByRole('textbox', { name: /Address/ }) as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.go).toHaveBeenCalledWith('forward'));
    const kept = client.PUT.mock.calls[0]?.[1].body;
    expect(kept).not.toHaveProperty('city');
    expect(kept).not.toHaveProperty('activity_code');

    await user.click(
      screen.getByRole('radio', { name: 'Use the register address: 3 rue du Moulin, 91230 Montgeron' }),
    );
    await user.click(screen.getByRole('radio', { name: 'Use Bakery (10.71C)' }));
    expect((screen.getByRole('textbox', { name: /Address/ }) as HTMLInputElement).value).toBe(
      '3 rue du Moulin',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(client.PUT).toHaveBeenCalledTimes(2));
    expect(client.PUT.mock.calls[1]?.[1].body).toMatchObject({
      city: 'Montgeron',
      postal_code: '91230',
      activity_code: '10.71C',
      address: '3 rue du Moulin',
    });
  });

  test('without a company ID, the name is required, then saved without an identifier', async () => {
    const user = userEvent.setup();
    const client = resetScreen({ id: 'p-1' });
    client.PUT.mockResolvedValue(answer(200, { data: { id: 'p-1' } }));
    await renderScreen(<CompanyScreen />);
    await user.click(screen.getByRole('button', { name: "I don't have a company ID" }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Enter the company name')).length).toBeGreaterThan(0);
    expect(client.PUT).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Chez Jeanne');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.go).toHaveBeenCalledWith('forward'));
    expect(client.PUT.mock.calls[0]?.[1].body).toEqual({
      company_identifier: null,
      siret: null,
      name: 'Chez Jeanne',
      address: '',
      naf: null,
      company_creation_date: null,
    });
  });

  test('a company the register does not know is typed with its ID; the core refusing the ID says so on the field', async () => {
    const user = userEvent.setup();
    const client = resetScreen({ id: 'p-1' });
    client.GET.mockResolvedValue(
      answer(404, { title: 'Not found', code: 'company_not_found', message: 'no company found for this ID' }),
    );
    const refusal = 'This SIREN or SIRET is not valid: check its 9 or 14 digits.';
    client.PUT.mockResolvedValueOnce(
      answer(422, { message: 'Some fields are invalid.', errors: { company_identifier: [refusal] } }),
    ).mockResolvedValueOnce(answer(200, { data: { id: 'p-1' } }));
    await renderScreen(<CompanyScreen />);
    await user.type(screen.getByRole('combobox', { name: /Company name or company ID/ }), '73282932000075');
    expect(await screen.findByText('no company found for this ID', {}, { timeout: 5_000 })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'My company is not in the register' }));
    // The ID the search did not find is already typed, with what the register calls it.
    const id = screen.getByRole('textbox', { name: /SIREN or SIRET/ }) as HTMLInputElement;
    expect(id.value).toBe('73282932000075');
    expect(id.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('9 digits (SIREN) or 14 digits (SIRET), as on your Kbis extract.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Martin & Fils');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(id.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(refusal).length).toBeGreaterThan(0);
    expect(screenState.go).not.toHaveBeenCalled();
    await user.clear(id);
    await user.type(id, '73282932000074');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.go).toHaveBeenCalledWith('forward'));
    expect(client.PUT.mock.calls[1]?.[1].body).toEqual({
      company_identifier: '73282932000074',
      siret: '73282932000074',
      name: 'Martin & Fils',
      address: '',
      naf: null,
      company_creation_date: null,
    });
  });

  test('a company typed by hand with its ID opens as typed, not as found in the register', async () => {
    resetScreen({ id: 'p-1', name: 'Martin & Fils', company_identifier: 'HRB 98765, Köln' });
    await renderScreen(<CompanyScreen />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByText(/Filled in from the company register/)).toBeNull();
    expect((screen.getByRole('textbox', { name: /SIREN or SIRET/ }) as HTMLInputElement).value).toBe(
      'HRB 98765, Köln',
    );
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
