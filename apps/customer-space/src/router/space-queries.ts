import type { CoreApiClient } from '@souscrire/core-api';
import type { Locale } from '@souscrire/i18n';
import { queryOptions } from '@tanstack/react-query';
import { spaceKeys } from '../app/space-keys.ts';

/** The contracts a page shows at most; a client holds a handful (the list is page-bounded by the contract). */
const PER_PAGE = 50;
/** How many of the latest self-service changes the account page lists (the data export has them all). */
const RECENT_CHANGES = 5;

/**
 * The customer space's reads as TanStack Query options, each with its key, shared by the pages' `useQuery` and
 * the routes' loaders (as the journey's `journey-queries.ts`). What the core writes in the page's language
 * (document names, answers' labels) is asked for in that language. An error answer throws, at the edge of
 * TanStack Query.
 *
 * @example
 * const contracts = useQuery(spaceQueries.contracts(api, 'maif', 'fr-FR'));
 */
export const spaceQueries = {
  /** The session's client with their contact details (`GET v2/clients/me`). */
  client: (api: CoreApiClient, tenant: string) =>
    queryOptions({
      queryKey: spaceKeys.me(tenant),
      queryFn: async ({ signal }) => {
        const { data, error } = await api.GET('/v2/clients/me', { signal });
        if (error) throw error;
        return data.data;
      },
    }),
  /** The client's latest self-service changes, newest first (`GET v2/clients/me/changes`). */
  changes: (api: CoreApiClient, tenant: string) =>
    queryOptions({
      queryKey: spaceKeys.changes(tenant),
      queryFn: async ({ signal }) => {
        const { data, error } = await api.GET('/v2/clients/me/changes', {
          params: { query: { per_page: RECENT_CHANGES } },
          signal,
        });
        if (error) throw error;
        return data.data;
      },
    }),
  /** The client's contracts, with their schedule and resume step. */
  contracts: (api: CoreApiClient, tenant: string, locale: Locale) =>
    queryOptions({
      queryKey: spaceKeys.contracts(tenant, locale),
      queryFn: async ({ signal }) => {
        const { data, error } = await api.GET('/v2/clients/me/contracts', {
          params: { query: { per_page: PER_PAGE } },
          signal,
        });
        if (error) throw error;
        return data.data;
      },
    }),
  /** A contract's documents (signed contract, SEPA mandate, product documents), named in the page's language. */
  documents: (api: CoreApiClient, tenant: string, contractId: string, locale: Locale) =>
    queryOptions({
      queryKey: spaceKeys.documents(tenant, contractId, locale),
      queryFn: async ({ signal }) => {
        const { data, error } = await api.GET('/v2/clients/me/contracts/{contractId}/documents', {
          params: { path: { contractId } },
          headers: { 'Accept-Language': locale },
          signal,
        });
        if (error) throw error;
        return data.data;
      },
    }),
  /** Who gave a contract's answers, labels and values in the page's language. */
  answers: (api: CoreApiClient, tenant: string, contractId: string, locale: Locale) =>
    queryOptions({
      queryKey: spaceKeys.answers(tenant, contractId, locale),
      queryFn: async ({ signal }) => {
        const { data, error } = await api.GET('/v2/clients/me/contracts/{contractId}/answers', {
          params: { path: { contractId } },
          headers: { 'Accept-Language': locale },
          signal,
        });
        if (error) throw error;
        return data.data;
      },
    }),
  /** The client's passkeys, oldest first. */
  passkeys: (api: CoreApiClient, tenant: string) =>
    queryOptions({
      queryKey: spaceKeys.passkeys(tenant),
      queryFn: async ({ signal }) => {
        const { data, error } = await api.GET('/v2/clients/me/passkeys', { signal });
        if (error) throw error;
        return data.data;
      },
    }),
  /** A certificate's public check: its status, or null when no certificate has that code. */
  certificate: (api: CoreApiClient, tenant: string, code: string) =>
    queryOptions({
      queryKey: spaceKeys.certificate(tenant, code),
      queryFn: async ({ signal }) => {
        if (code === '') return null;
        const { data, response } = await api.GET('/v2/certificates/{code}', {
          params: { path: { code } },
          signal,
        });
        if (response.status === 404) return null;
        if (!data) throw new Error(`the certificate check answered ${response.status}`);
        return data.data;
      },
      retry: false,
    }),
};
