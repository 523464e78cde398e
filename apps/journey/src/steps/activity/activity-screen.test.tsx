import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, renderScreen, resetScreen, screenState } from '../screen-test-kit.tsx';
import { ActivityScreen } from './activity-screen.tsx';

const BAKERY = { code: '10.71C', label: 'Bakery and pastry making' };

describe('ActivityScreen', () => {
  test('searches after two characters, saves the chosen activity, then moves on', async () => {
    const user = userEvent.setup();
    const client = resetScreen({ id: 'p-1', activity_code: null, naf: null });
    client.GET.mockResolvedValue(answer(200, { data: [BAKERY], meta: { total: 1, page: 1, per_page: 20 } }));
    client.PUT.mockResolvedValue(
      answer(200, { data: { id: 'p-1', activity_code: '10.71C', naf: '10.71C' } }),
    );
    await renderScreen(<ActivityScreen />);
    const input = await screen.findByRole('combobox', { name: /Your activity/ });
    await user.type(input, 'b');
    expect(client.GET).not.toHaveBeenCalled();
    await user.type(input, 'ak');
    await user.click(await screen.findByRole('option', { name: /Bakery and pastry making/ }));
    expect(client.GET).toHaveBeenCalledWith(
      '/v2/activities',
      expect.objectContaining({ params: { query: { query: 'bak', per_page: 20 } } }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.go).toHaveBeenCalledWith('forward'));
    expect(client.PUT).toHaveBeenCalledWith('/v2/prospects/{id}', {
      params: { path: { id: 'p-1' } },
      body: { activity_code: '10.71C', naf: '10.71C' },
    });
  });

  test('says when nothing matches', async () => {
    const user = userEvent.setup();
    const client = resetScreen({ id: 'p-1' });
    client.GET.mockResolvedValue(answer(200, { data: [], meta: { total: 0, page: 1, per_page: 20 } }));
    await renderScreen(<ActivityScreen />);
    await user.type(await screen.findByRole('combobox', { name: /Your activity/ }), 'zzz');
    expect(await screen.findByText('No activity matches “zzz”. Try another word.')).toBeTruthy();
  });

  test('Continue without an activity shows the required error and does not move', async () => {
    const user = userEvent.setup();
    const client = resetScreen({ id: 'p-1' });
    await renderScreen(<ActivityScreen />);
    await screen.findByRole('combobox', { name: /Your activity/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Choose your activity from the list')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect(client.PUT).not.toHaveBeenCalled();
    expect(screenState.go).not.toHaveBeenCalled();
    // Once an activity is chosen, Continue saves and moves.
    client.GET.mockResolvedValue(answer(200, { data: [BAKERY], meta: { total: 1, page: 1, per_page: 20 } }));
    client.PUT.mockResolvedValue(answer(200, { data: { id: 'p-1', activity_code: '10.71C' } }));
    await user.type(screen.getByRole('combobox', { name: /Your activity/ }), 'bak');
    await user.click(await screen.findByRole('option', { name: /Bakery and pastry making/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.go).toHaveBeenCalledWith('forward'));
  });

  test('a returning visitor sees the saved activity', async () => {
    const client = resetScreen({ id: 'p-1', activity_code: '10.71C', naf: '10.71C' });
    client.GET.mockResolvedValue(answer(200, { data: [BAKERY], meta: { total: 1, page: 1, per_page: 20 } }));
    await renderScreen(<ActivityScreen />);
    const input = await screen.findByRole('combobox', { name: /Your activity/ });
    expect((input as HTMLInputElement).value).toBe('Bakery and pastry making');
  });
});
