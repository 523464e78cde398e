import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, test } from 'vitest';
import { spaceKeys } from '../app/space-keys.ts';
import { fakeCore } from '../test/render-space.tsx';
import { ContactRefused, spaceMutations } from './space-mutations.ts';

const CLIENT = {
  id: 'c1',
  login: 'jeanne@example.com',
  pending_email: null,
  phone: '+33612345678',
};
const CONTRACT = { tenant: 'maif', locale: 'fr-FR', contractId: 'k1' } as const;

describe('spaceMutations', () => {
  test('every write is keyed under its tenant: the client’s under what it changes, a visitor’s apart', () => {
    const queryClient = new QueryClient();
    const { api } = fakeCore({});
    const ceremonies = { supported: () => true, create: async () => ({}), get: async () => ({}) } as never;
    const keys = [
      spaceMutations.saveContact(queryClient, api, 'maif').mutationKey,
      spaceMutations.changePassword(queryClient, api, 'maif').mutationKey,
      spaceMutations.askDeletion(api, 'maif').mutationKey,
      spaceMutations.changeIban(queryClient, api, CONTRACT).mutationKey,
      spaceMutations.cancelContract(queryClient, api, CONTRACT).mutationKey,
      spaceMutations.addPasskey(queryClient, api, 'maif', ceremonies).mutationKey,
      spaceMutations.removePasskey(queryClient, api, 'maif').mutationKey,
    ];
    for (const key of keys) expect(key?.slice(0, 2)).toEqual(spaceKeys.client('maif'));
    expect(spaceMutations.changeIban(queryClient, api, CONTRACT).mutationKey).toEqual([
      ...spaceKeys.contracts('maif', 'fr-FR'),
      'k1',
      'iban',
    ]);
    const visitorKeys = [
      spaceMutations.signInWithPasskey(api, 'maif', ceremonies).mutationKey,
      spaceMutations.askPasswordLink(api, 'maif').mutationKey,
      spaceMutations.setPassword(api, 'maif', 'tok').mutationKey,
      spaceMutations.confirmEmail(queryClient, api, 'maif', 'tok').mutationKey,
    ];
    for (const key of visitorKeys) expect(key?.slice(0, 2)).toEqual(spaceKeys.visitor('maif'));
    expect(new Set([...keys, ...visitorKeys].map((key) => JSON.stringify(key))).size).toBe(11);
  });

  test('saved contact details replace the cached client and make the recent changes stale', async () => {
    const saved = { ...CLIENT, phone: '+33700000000' };
    const { api, calls } = fakeCore({ 'PUT /v2/clients/me/contact': () => Response.json({ data: saved }) });
    const queryClient = new QueryClient();
    queryClient.setQueryData(spaceKeys.me('maif'), CLIENT);
    queryClient.setQueryData(spaceKeys.changes('maif'), []);
    queryClient.setQueryData(spaceKeys.changes('plussimple'), []);

    const save = new MutationObserver(queryClient, spaceMutations.saveContact(queryClient, api, 'maif'));
    await save.mutate({ phone: '+33700000000' });

    expect(await calls[0]?.json()).toEqual({ phone: '+33700000000' });
    expect(queryClient.getQueryData(spaceKeys.me('maif'))).toEqual(saved);
    expect(queryClient.getQueryState(spaceKeys.changes('maif'))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(spaceKeys.changes('plussimple'))?.isInvalidated).toBe(false);
  });

  test('refused contact details throw the fields the core named, and leave the cache as it was', async () => {
    const { api } = fakeCore({
      'PUT /v2/clients/me/contact': () =>
        Response.json(
          { title: 'x', code: 'validation_error', message: 'x', errors: { phone: ['Invalid number'] } },
          { status: 422 },
        ),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(spaceKeys.me('maif'), CLIENT);
    const save = new MutationObserver(queryClient, spaceMutations.saveContact(queryClient, api, 'maif'));
    const error = await save.mutate({ phone: '12' }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ContactRefused);
    expect((error as ContactRefused).errors).toEqual({ phone: ['Invalid number'] });
    expect(queryClient.getQueryData(spaceKeys.me('maif'))).toEqual(CLIENT);
  });
});
