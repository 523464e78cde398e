import type { Locale } from '@souscrire/i18n';

/**
 * The customer space's one key factory for TanStack Query. The client's data is scoped by tenant (each tenant
 * is its own core) and starts with 'client', so a logout removes it all at once; the messages are the same
 * catalogue for every tenant. What the core writes in the page's language is keyed by the locale too, so a
 * language switch asks the core again. The writes' mutation keys extend the key of what they change.
 *
 * @example
 * useQuery({ queryKey: spaceKeys.contracts(tenant, locale), queryFn: () => listContracts() });
 * queryClient.removeQueries({ queryKey: spaceKeys.allClients() });
 */
export const spaceKeys = {
  allClients: () => ['client'] as const,
  client: (tenant: string) => ['client', tenant] as const,
  contracts: (tenant: string, locale: Locale) => [...spaceKeys.client(tenant), 'contracts', locale] as const,
  documents: (tenant: string, contractId: string, locale: Locale) =>
    [...spaceKeys.client(tenant), 'documents', contractId, locale] as const,
  answers: (tenant: string, contractId: string, locale: Locale) =>
    [...spaceKeys.client(tenant), 'answers', contractId, locale] as const,
  passkeys: (tenant: string) => [...spaceKeys.client(tenant), 'passkeys'] as const,
  /** The session's client with their contact details (`GET v2/clients/me`). */
  me: (tenant: string) => [...spaceKeys.client(tenant), 'me'] as const,
  /** The client's latest self-service changes (`GET v2/clients/me/changes`). */
  changes: (tenant: string) => [...spaceKeys.client(tenant), 'changes'] as const,
  /** What a visitor does with a tenant's core without a session (a link's page, the login): no client's data. */
  visitor: (tenant: string) => ['visitor', tenant] as const,
  messages: (locale: Locale) => ['messages', locale] as const,
  /** A certificate's public check: no client's data, so it stays after a logout. */
  certificate: (tenant: string, code: string) => ['certificate', tenant, code] as const,
};
