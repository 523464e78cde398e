import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, renderScreen, resetScreen, screenState } from '../screen-test-kit.tsx';
import { CityScreen } from './city-screen.tsx';

const PARIS = { insee_code: '75056', postal_code: '75011', name: 'Paris', country: 'FR' };

describe('CityScreen', () => {
  test('finds a city by postal code and saves its name, postal code and INSEE code', async () => {
    const user = userEvent.setup();
    const client = resetScreen({ id: 'p-1', city: null, postal_code: null, insee_code_city: null });
    client.GET.mockResolvedValue(answer(200, { data: [PARIS], meta: { total: 1, page: 1, per_page: 20 } }));
    client.PUT.mockResolvedValue(answer(200, { data: { id: 'p-1' } }));
    await renderScreen(<CityScreen />);
    await user.type(screen.getByRole('combobox', { name: /City or ZIP code/ }), '75011');
    await user.click(await screen.findByRole('option', { name: 'Paris (75011)' }));
    expect(client.GET).toHaveBeenCalledWith(
      '/v2/cities',
      expect.objectContaining({ params: { query: { query: '75011', country: 'FR', per_page: 20 } } }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.go).toHaveBeenCalledWith('forward'));
    expect(client.PUT).toHaveBeenCalledWith('/v2/prospects/{id}', {
      params: { path: { id: 'p-1' } },
      body: { city: 'Paris', postal_code: '75011', insee_code_city: '75056' },
    });
  });

  test('Continue without a city shows the required error in the summary and does not move', async () => {
    const user = userEvent.setup();
    const client = resetScreen();
    await renderScreen(<CityScreen />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      (await screen.findAllByText("Enter your company's city or ZIP code, then choose it from the list"))
        .length,
    ).toBe(2);
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect(client.PUT).not.toHaveBeenCalled();
    expect(screenState.go).not.toHaveBeenCalled();
  });

  test('says when no city matches', async () => {
    const user = userEvent.setup();
    const client = resetScreen();
    client.GET.mockResolvedValue(answer(200, { data: [], meta: { total: 0, page: 1, per_page: 20 } }));
    await renderScreen(<CityScreen />);
    await user.type(screen.getByRole('combobox', { name: /City or ZIP code/ }), 'Qwz');
    expect(
      await screen.findByText('No city matches “Qwz”. Check the spelling or type the ZIP code.'),
    ).toBeTruthy();
  });

  test('a server refusal shows on the field and keeps the choice', async () => {
    const user = userEvent.setup();
    const client = resetScreen({ id: 'p-1', city: 'Paris', postal_code: '75011', insee_code_city: '75056' });
    client.PUT.mockResolvedValue(
      answer(422, { title: 'Invalid', code: 'validation_failed', errors: { city: ['Unknown city'] } }),
    );
    await renderScreen(<CityScreen />);
    const input = screen.getByRole('combobox', { name: /City or ZIP code/ });
    expect((input as HTMLInputElement).value).toBe('Paris (75011)');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Unknown city')).length).toBeGreaterThan(0);
    expect((input as HTMLInputElement).value).toBe('Paris (75011)');
    expect(screenState.go).not.toHaveBeenCalled();
  });
});
