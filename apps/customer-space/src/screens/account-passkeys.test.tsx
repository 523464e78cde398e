import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { PasskeyCeremonies } from '../app/passkey-ceremonies.ts';
import { ATTESTATION, CREATION_OPTIONS, cancelledPrompt, fakeCeremonies } from '../test/passkey-fixtures.ts';
import { fakeCore, renderSpace } from '../test/render-space.tsx';
import { AccountPasskeys } from './account-passkeys.tsx';

const PHONE = {
  id: '8e3f1a2b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
  name: 'My phone',
  created_at: '2026-11-02T10:00:00Z',
  last_used_at: '2026-11-20T08:00:00Z',
  backed_up: true,
};
const LAPTOP = {
  ...PHONE,
  id: '1e3f1a2b-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
  name: 'Laptop',
  created_at: '2026-11-10T10:00:00Z',
  last_used_at: null,
};

describe('AccountPasskeys', () => {
  test('lists the passkeys with their dates, and removes one, the focus on what happened', async () => {
    let listed = [PHONE, LAPTOP];
    const { api, calls } = fakeCore({
      'GET /v2/clients/me/passkeys': () => Response.json({ data: listed }),
      [`DELETE /v2/clients/me/passkeys/${PHONE.id}`]: () => {
        listed = [LAPTOP];
        return new Response(null, { status: 204 });
      },
    });
    await renderSpace(
      <AccountPasskeys api={api} tenant="plussimple" locale="en-FR" ceremonies={fakeCeremonies()} />,
    );
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('Added on 2 November 2026')).toBeDefined();
    expect(within(list).getByText('Last used on 20 November 2026')).toBeDefined();
    expect(within(list).getByText('Not used yet')).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove the passkey My phone' }));
    const done = await screen.findByText('The passkey My phone was removed: it no longer signs in.');
    expect(document.activeElement?.contains(done)).toBe(true);
    await waitFor(() => expect(screen.queryByText('My phone')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  test('adds a named passkey from this device: the core’s options to the browser, its answer to the core', async () => {
    let listed: (typeof PHONE)[] = [];
    const ceremonies = fakeCeremonies();
    const { api, calls } = fakeCore({
      'GET /v2/clients/me/passkeys': () => Response.json({ data: listed }),
      'POST /v2/clients/me/passkeys/registration-options': () => Response.json({ data: CREATION_OPTIONS }),
      'POST /v2/clients/me/passkeys': () => {
        listed = [PHONE];
        return Response.json({ data: PHONE }, { status: 201 });
      },
    });
    await renderSpace(
      <AccountPasskeys api={api} tenant="plussimple" locale="en-FR" ceremonies={ceremonies} />,
    );
    expect(await screen.findByText('You have no passkey yet.')).toBeDefined();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect((await screen.findAllByText('Enter a name for the passkey')).length).toBeGreaterThan(0);
    expect(ceremonies.create).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Name of the new passkey/ }), ' My phone ');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    const done = await screen.findByText('The passkey My phone was added. You can now sign in with it.');
    expect(document.activeElement?.contains(done)).toBe(true);
    expect(ceremonies.create).toHaveBeenCalledWith(CREATION_OPTIONS);
    const posted = calls.find(
      (call) => call.method === 'POST' && call.url.endsWith('/v2/clients/me/passkeys'),
    );
    expect(await posted?.json()).toEqual({ name: 'My phone', response: ATTESTATION });
    expect(await screen.findByRole('list', { name: 'Your passkeys' })).toBeDefined();
  });

  test('tells a closed prompt, a device that has one already, and a full account', async () => {
    let create: PasskeyCeremonies['create'] = async () => {
      throw cancelledPrompt();
    };
    const ceremonies = fakeCeremonies({ create: (options) => create(options) });
    const { api } = fakeCore({
      'GET /v2/clients/me/passkeys': () => Response.json({ data: [] }),
      'POST /v2/clients/me/passkeys/registration-options': () => Response.json({ data: CREATION_OPTIONS }),
      'POST /v2/clients/me/passkeys': () =>
        Response.json({ title: 'x', code: 'conflict', message: 'x' }, { status: 409 }),
    });
    await renderSpace(
      <AccountPasskeys api={api} tenant="plussimple" locale="de-DE" ceremonies={ceremonies} />,
      'de-DE',
    );
    const user = userEvent.setup();
    const add = async () => {
      await user.type(screen.getByRole('textbox', { name: /Name des neuen Passkeys/ }), 'Handy');
      await user.click(screen.getByRole('button', { name: 'Passkey hinzufügen' }));
    };
    await add();
    expect(await screen.findByText(/Das Hinzufügen des Passkeys wurde abgebrochen/)).toBeDefined();
    create = async () => {
      throw new DOMException('registered', 'InvalidStateError');
    };
    await user.clear(screen.getByRole('textbox', { name: /Name des neuen Passkeys/ }));
    await add();
    expect(await screen.findByText('Dieses Gerät hat bereits einen Passkey für Ihr Konto.')).toBeDefined();
    create = async () => ATTESTATION;
    await user.clear(screen.getByRole('textbox', { name: /Name des neuen Passkeys/ }));
    await add();
    expect(await screen.findByText(/Ihr Konto hat die höchstmögliche Zahl an Passkeys/)).toBeDefined();
  });

  test('a browser without WebAuthn is told it cannot add one', async () => {
    const { api } = fakeCore({ 'GET /v2/clients/me/passkeys': () => Response.json({ data: [] }) });
    await renderSpace(
      <AccountPasskeys
        api={api}
        tenant="plussimple"
        locale="en-FR"
        ceremonies={fakeCeremonies({ supported: () => false })}
      />,
    );
    expect(await screen.findByText(/This browser cannot create passkeys/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });
});
