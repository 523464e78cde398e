import { localTenantConfigs } from '@souscrire/core-api/tenants';
import type { JourneyConfigInput } from './journey-config.ts';

/** Where a journey on this machine finds the core service and the customer space. */
export type LocalAddresses = { readonly core: string; readonly spacePort: number };

/** The addresses of `pnpm start` and the development servers (ARCHITECTURE.md, "Ports"). */
export const LOCAL_ADDRESSES: LocalAddresses = { core: 'http://localhost:4000', spacePort: 5174 };

/** The `{product}` tenant of the local configuration: professional liability sold under its own name. */
const PRODUCT_BRAND_TENANT = {
  coreApiToken: 'dev-token-plussimple',
  product: { name: 'RC Pro', primaryColor: '#0f766e' },
};

/**
 * The runtime configuration of a journey on this machine, derived from the tenant manifest: every tenant with
 * its development token and, for a tenant chosen by its host, the customer space on that host; the
 * `{product}` tenant `rc-pro` (rc-pro.localhost) through plussimple's core; the sandbox card provider of the
 * core. The build ships it as `public/config.json` (`pnpm --filter @souscrire/journey generate` writes it);
 * the end-to-end tests serve it with their own addresses.
 *
 * @example
 * localJourneyConfig(LOCAL_ADDRESSES).tenants?.maif?.customerAreaBaseUrl; // 'http://maif.localhost:5174'
 */
export function localJourneyConfig({ core, spacePort }: LocalAddresses): JourneyConfigInput {
  return {
    environment: 'local',
    tenants: {
      ...localTenantConfigs(core, { key: 'customerAreaBaseUrl', port: spacePort }),
      'rc-pro': { ...PRODUCT_BRAND_TENANT, coreApiUrl: core },
    },
    analytics: { enabled: true, firstParty: true, console: true },
    paymentPublishableKey: 'pk_test_souscrire_sandbox',
    paymentScriptUrl: `${core}/sandbox/payment-provider.js`,
    customerAreaBaseUrl: `http://localhost:${spacePort}`,
    marketplaceUrl: `${core}/marketplace`,
    versionPollIntervalMs: 60_000,
    supportPhone: '01 23 45 67 89',
  };
}
