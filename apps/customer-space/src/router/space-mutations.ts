import type { CoreApiClient, components, operations } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { alreadyOnDevice, ceremonyCancelled, type PasskeyCeremonies } from '../app/passkey-ceremonies.ts';
import { spaceKeys } from '../app/space-keys.ts';

type Schemas = components['schemas'];
type Passkey = Schemas['Passkey'];
type Reason = Schemas['CancellationReason'];

/** What the contact form sends: only what changed. */
export type ContactChange = operations['updateClientContact']['requestBody']['content']['application/json'];
/** A contract a write changes: its tenant, the page's language (its list is keyed by it), and its id. */
export type ContractOfPage = { tenant: string; locale: Locale; contractId: string };
/** A new direct-debit account, its mandate accepted. */
export type NewAccount = { iban: string; holder: string };

/** The core refused the contact details' fields (422), each with its message in the page's language. */
export class ContactRefused extends Error {
  override readonly name = 'ContactRefused';
  readonly errors: Readonly<Record<string, string[]>>;
  constructor(errors: Readonly<Record<string, string[]>>) {
    super('contact details refused');
    this.errors = errors;
  }
}

/** The core asked to wait before trying again (429). */
export class TooMany extends Error {
  override readonly name = 'TooMany';
}

/** The core refused the current password (422). */
export class CurrentPasswordRefused extends Error {
  override readonly name = 'CurrentPasswordRefused';
}

/** The request was recorded already, from another device or an earlier visit (409). */
export class AlreadyRequested extends Error {
  override readonly name = 'AlreadyRequested';
}

/** An e-mail's link cannot be used (422: unknown, used or expired). */
export class LinkRefused extends Error {
  override readonly name = 'LinkRefused';
}

/** The core refused fields of a new account (422): the fields it named. */
export class AccountRefused extends Error {
  override readonly name = 'AccountRefused';
  readonly fields: readonly string[];
  constructor(fields: readonly string[]) {
    super('account refused');
    this.fields = fields;
  }
}

/** Why a passkey was not added: the prompt stopped, the device has one already, the account is full, or else. */
export type AddPasskeyFailure = 'cancelled' | 'already' | 'limit' | 'other';

/** A passkey was not added, and why. */
export class AddPasskeyError extends Error {
  override readonly name = 'AddPasskeyError';
  readonly failure: AddPasskeyFailure;
  constructor(failure: AddPasskeyFailure) {
    super(`adding a passkey: ${failure}`);
    this.failure = failure;
  }
}

/** Why the sign-in with a passkey did not open a session, as the login page tells it. */
export type PasskeySignInFailure =
  | { kind: 'cancelled' }
  | { kind: 'unknown' }
  | { kind: 'throttled'; seconds: number }
  | { kind: 'other' };

/** The sign-in with a passkey opened no session, and why. */
export class PasskeySignInError extends Error {
  override readonly name = 'PasskeySignInError';
  readonly failure: PasskeySignInFailure;
  constructor(failure: PasskeySignInFailure) {
    super(`passkey sign-in: ${failure.kind}`);
    this.failure = failure;
  }
}

/**
 * The customer space's writes as TanStack Query mutation options (as the journey's `journey-mutations.ts`):
 * each with its key (under the tenant, extending the key of what it changes), its call to the core, the error
 * thrown at the edge of TanStack Query, and the cache it updates. The screens' `useMutation` keep only their
 * UI (messages, focus, a form drawn anew), given to `mutate`.
 *
 * @example
 * const save = useMutation(spaceMutations.saveContact(queryClient, api, 'maif'));
 * save.mutate({ phone: '+33612345678' });
 */
export const spaceMutations = {
  /**
   * Changes the contact details (`PUT v2/clients/me/contact`); the client as the core answers it replaces the
   * cached one, and the recent changes are read again.
   */
  saveContact: (queryClient: QueryClient, api: CoreApiClient, tenant: string) =>
    mutationOptions({
      mutationKey: [...spaceKeys.me(tenant), 'contact'],
      mutationFn: async (change: ContactChange) => {
        const { data, error, response } = await api.PUT('/v2/clients/me/contact', { body: change });
        if (response.status === 422) throw new ContactRefused(error?.errors ?? {});
        if (response.status === 429) throw new TooMany('too many e-mail changes');
        if (!data) throw new Error(`the contact change answered ${response.status}`);
        return data.data;
      },
      onSuccess: (saved) => {
        queryClient.setQueryData(spaceKeys.me(tenant), saved);
        return queryClient.invalidateQueries({ queryKey: spaceKeys.changes(tenant) });
      },
    }),
  /** Changes the password, the current one first (`PUT v2/clients/me/password`); the recent changes list it. */
  changePassword: (queryClient: QueryClient, api: CoreApiClient, tenant: string) =>
    mutationOptions({
      mutationKey: [...spaceKeys.client(tenant), 'password'],
      mutationFn: async ({ current, next }: { current: string; next: string }) => {
        const { response } = await api.PUT('/v2/clients/me/password', {
          body: { current_password: current, new_password: next },
        });
        if (response.status === 422) throw new CurrentPasswordRefused('invalid current password');
        if (!response.ok) throw new Error(`change password answered ${response.status}`);
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: spaceKeys.changes(tenant) }),
    }),
  /** Asks to delete the account (`POST v2/clients/me/deletion`); answers when it was asked. */
  askDeletion: (api: CoreApiClient, tenant: string) =>
    mutationOptions({
      mutationKey: [...spaceKeys.client(tenant), 'deletion'],
      mutationFn: async () => {
        const { data, response } = await api.POST('/v2/clients/me/deletion');
        if (response.status === 409) throw new AlreadyRequested('deletion already requested');
        if (!data) throw new Error(`the deletion request answered ${response.status}`);
        return data.data.requested_at;
      },
    }),
  /**
   * Replaces a contract's direct-debit account and mandate (`PUT v2/clients/me/contracts/{id}/iban`); the
   * contract list is read again (the card shows the new mandate). Answers the new mandate.
   */
  changeIban: (
    queryClient: QueryClient,
    api: CoreApiClient,
    { tenant, locale, contractId }: ContractOfPage,
  ) =>
    mutationOptions({
      mutationKey: [...spaceKeys.contracts(tenant, locale), contractId, 'iban'],
      mutationFn: async (account: NewAccount) => {
        const { data, error, response } = await api.PUT('/v2/clients/me/contracts/{contractId}/iban', {
          params: { path: { contractId } },
          body: { iban: account.iban, account_holder: account.holder, mandate_consent: true },
        });
        if (response.status === 422) throw new AccountRefused(Object.keys(error?.errors ?? {}));
        if (!data) throw new Error(`the IBAN change answered ${response.status}`);
        return data.data;
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: spaceKeys.contracts(tenant, locale) }),
    }),
  /**
   * Asks to cancel a contract (`POST v2/clients/me/contracts/{id}/cancellation`), with a reason or none. The
   * contract list is read again whatever the answer: a refusal (already asked elsewhere) means it is stale.
   */
  cancelContract: (
    queryClient: QueryClient,
    api: CoreApiClient,
    { tenant, locale, contractId }: ContractOfPage,
  ) =>
    mutationOptions({
      mutationKey: [...spaceKeys.contracts(tenant, locale), contractId, 'cancellation'],
      mutationFn: async (reason: Reason | null) => {
        const { response } = await api.POST('/v2/clients/me/contracts/{contractId}/cancellation', {
          params: { path: { contractId } },
          body: reason === null ? { confirm: true } : { confirm: true, reason },
        });
        if (response.status === 409) throw new AlreadyRequested('cancellation already requested');
        if (!response.ok) throw new Error(`cancellation answered ${response.status}`);
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: spaceKeys.contracts(tenant, locale) }),
    }),
  /**
   * Adds a named passkey from this device: the core's options, the device's prompt, then the passkey recorded
   * (`v2/clients/me/passkeys`). The list is read again whatever the answer. Answers the passkey added.
   */
  addPasskey: (queryClient: QueryClient, api: CoreApiClient, tenant: string, ceremonies: PasskeyCeremonies) =>
    mutationOptions({
      mutationKey: [...spaceKeys.passkeys(tenant), 'add'],
      mutationFn: async (name: string): Promise<Passkey> => {
        const options = await api.POST('/v2/clients/me/passkeys/registration-options');
        if (!options.data) throw new AddPasskeyError('other');
        const response = await ceremonies.create(options.data.data).catch((error: unknown) => {
          throw new AddPasskeyError(
            alreadyOnDevice(error) ? 'already' : ceremonyCancelled(error) ? 'cancelled' : 'other',
          );
        });
        const added = await api.POST('/v2/clients/me/passkeys', { body: { name, response } });
        if (added.data) return added.data.data;
        // 409: the account has as many passkeys as it may; 422: the challenge expired before the prompt ended.
        throw new AddPasskeyError(
          added.response.status === 409 ? 'limit' : added.response.status === 422 ? 'cancelled' : 'other',
        );
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: spaceKeys.passkeys(tenant) }),
    }),
  /** Removes a passkey (`DELETE v2/clients/me/passkeys/{id}`); the list is read again whatever the answer. */
  removePasskey: (queryClient: QueryClient, api: CoreApiClient, tenant: string) =>
    mutationOptions({
      mutationKey: [...spaceKeys.passkeys(tenant), 'remove'],
      mutationFn: async (passkey: Passkey) => {
        const { response } = await api.DELETE('/v2/clients/me/passkeys/{passkeyId}', {
          params: { path: { passkeyId: passkey.id } },
        });
        if (!response.ok) throw new Error(`removing a passkey answered ${response.status}`);
        return passkey;
      },
      onSettled: () => queryClient.invalidateQueries({ queryKey: spaceKeys.passkeys(tenant) }),
    }),
  /**
   * Signs in with a passkey (`POST v2/clients/passkeys/authentication-options`, the device's prompt, then
   * `.../authentication`): the web server keeps the session opened in its HttpOnly cookie.
   */
  signInWithPasskey: (api: CoreApiClient, tenant: string, ceremonies: PasskeyCeremonies) =>
    mutationOptions({
      mutationKey: [...spaceKeys.visitor(tenant), 'passkey-sign-in'],
      mutationFn: async () => {
        const options = await api.POST('/v2/clients/passkeys/authentication-options');
        if (!options.data) throw new PasskeySignInError(signInFailureOf(options.response));
        const response = await ceremonies.get(options.data.data).catch((error: unknown) => {
          throw new PasskeySignInError({ kind: ceremonyCancelled(error) ? 'cancelled' : 'other' });
        });
        const signed = await api.POST('/v2/clients/passkeys/authentication', { body: { response } });
        if (!signed.data) throw new PasskeySignInError(signInFailureOf(signed.response));
      },
    }),
  /**
   * Asks for a forgotten password's link (`POST v2/clients/password/forgotten`); answers the login it was
   * asked for (the core answers the same whether it has an account or not).
   */
  askPasswordLink: (api: CoreApiClient, tenant: string) =>
    mutationOptions({
      mutationKey: [...spaceKeys.visitor(tenant), 'password-link'],
      mutationFn: async (login: string) => {
        const { response } = await api.POST('/v2/clients/password/forgotten', { body: { login } });
        if (!response.ok) throw new Error(`forgotten password answered ${response.status}`);
        return login;
      },
    }),
  /** Sets a new password with a password link's token (`POST v2/clients/password`). */
  setPassword: (api: CoreApiClient, tenant: string, token: string) =>
    mutationOptions({
      mutationKey: [...spaceKeys.visitor(tenant), 'password'],
      mutationFn: async (password: string) => {
        const { response } = await api.POST('/v2/clients/password', { body: { token, password } });
        if (response.status === 422) throw new LinkRefused('invalid password link');
        if (!response.ok) throw new Error(`password answered ${response.status}`);
      },
    }),
  /**
   * Confirms a new e-mail with its link's token (`POST v2/clients/email-confirmation`); answers the new login.
   * A session held in this browser reads its client's data again: the login changed.
   */
  confirmEmail: (queryClient: QueryClient, api: CoreApiClient, tenant: string, token: string) =>
    mutationOptions({
      mutationKey: [...spaceKeys.visitor(tenant), 'email-confirmation'],
      mutationFn: async () => {
        const { data, response } = await api.POST('/v2/clients/email-confirmation', { body: { token } });
        if (response.status === 422) throw new LinkRefused('invalid e-mail link');
        if (!data) throw new Error(`the e-mail confirmation answered ${response.status}`);
        return data.data.login;
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: spaceKeys.allClients() }),
    }),
};

/** The failure an answer of the core tells (401: no account has this passkey; 422: the challenge expired). */
function signInFailureOf(response: Response): PasskeySignInFailure {
  if (response.status === 401) return { kind: 'unknown' };
  if (response.status === 422) return { kind: 'cancelled' };
  if (response.status === 429) {
    return { kind: 'throttled', seconds: Number(response.headers.get('retry-after') ?? 60) || 60 };
  }
  return { kind: 'other' };
}
