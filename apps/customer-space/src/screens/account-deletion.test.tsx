import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { AccountDeletion } from './account-deletion.tsx';

describe('AccountDeletion', () => {
  test('asks for the confirmation, then records the request and says when, the focus on it', async () => {
    const { api, calls } = fakeCore({
      'POST /v2/clients/me/deletion': () =>
        Response.json({ data: { requested_at: '2026-11-29T10:00:00.000Z' } }, { status: 201 }),
    });
    await renderSpace(<AccountDeletion api={api} tenant="plussimple" locale="en-FR" />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Delete my account' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Ask to delete my account' }));
    expect(
      (await screen.findAllByText('Tick the box to confirm you want your account deleted')).length,
    ).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: /I want my account deleted/ }));
    await user.click(screen.getByRole('button', { name: 'Ask to delete my account' }));
    const done = await screen.findByText(/Your request was recorded on 29 November 2026/);
    expect(calls).toHaveLength(1);
    expect(document.activeElement?.contains(done)).toBe(true);
  });

  test('a request already recorded says so', async () => {
    const { api } = fakeCore({
      'POST /v2/clients/me/deletion': () =>
        Response.json(
          { title: 'Conflict', code: 'deletion_already_requested', message: 'x' },
          { status: 409 },
        ),
    });
    await renderSpace(<AccountDeletion api={api} tenant="plussimple" locale="de-DE" />, 'de-DE');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Ich möchte, dass mein Konto gelöscht wird/ }));
    await user.click(screen.getByRole('button', { name: 'Löschung meines Kontos beantragen' }));
    expect(await screen.findByText('Die Löschung dieses Kontos ist bereits beantragt.')).toBeDefined();
  });
});
