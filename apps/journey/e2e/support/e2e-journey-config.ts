import type { JourneyConfigInput } from '../../src/config/journey-config.ts';

/** The demo tenants, each with its development token `dev-token-<tenant>` (README, "Development tokens"). */
export const E2E_TENANTS = [
  'plussimple',
  'plussimple-de',
  'plussimple-it',
  'plussimple-es',
  'maif',
  'verlingue',
  'hobast',
  'oryx',
  'qbe',
] as const;

/** The `{product}` tenant of the tests: a product sold under its own name (rc-pro.localhost). */
export const PRODUCT_BRAND_TENANT = {
  coreApiToken: 'dev-token-plussimple',
  product: { name: 'RC Pro', primaryColor: '#0f766e' },
};

/** Where the end-to-end tests run the core service, the journey and the customer space. */
export type E2eAddresses = { core: string; journeyPort: number; spacePort: number };

/** A tenant that is chosen by its host (maif.localhost), not by the country of the locale. */
function hostTenant(tenant: string): boolean {
  return !tenant.startsWith('plussimple');
}

/**
 * The runtime configuration the end-to-end tests serve as `/config.json`: every demo tenant pointed at the
 * core service started for the tests, and at the customer space on the tenant's own host.
 */
export function e2eJourneyConfig({ core, spacePort }: E2eAddresses): JourneyConfigInput {
  return {
    environment: 'local',
    tenants: Object.fromEntries([
      ...E2E_TENANTS.map((tenant) => [
        tenant,
        {
          coreApiUrl: core,
          coreApiToken: `dev-token-${tenant}`,
          ...(hostTenant(tenant) ? { customerAreaBaseUrl: `http://${tenant}.localhost:${spacePort}` } : {}),
        },
      ]),
      // The {product} tenant: professional liability sold under its own name, through plussimple's core.
      ['rc-pro', { ...PRODUCT_BRAND_TENANT, coreApiUrl: core }],
    ]),
    analytics: { enabled: true, firstParty: true, console: false },
    paymentPublishableKey: 'pk_test_souscrire_sandbox',
    // The sandbox card provider's script and error-reporting DSN, both served by the core.
    paymentScriptUrl: `${core}/sandbox/payment-provider.js`,
    monitoring: { dsn: `${core.replace('://', '://souscriresandbox@')}/1`, testErrors: true },
    supportPhone: '01 23 45 67 89',
    versionPollIntervalMs: 1000,
    customerAreaBaseUrl: `http://localhost:${spacePort}`,
    marketplaceUrl: `${core}/marketplace`,
  };
}

/** The customer space's `/config.json` for the tests: the same core, and the journey to resume in. */
export function e2eCustomerSpaceConfig({ core, journeyPort }: E2eAddresses) {
  return {
    environment: 'e2e',
    journeyUrl: `http://localhost:${journeyPort}`,
    tenants: Object.fromEntries(
      E2E_TENANTS.map((tenant) => [
        tenant,
        {
          coreApiUrl: core,
          coreApiToken: `dev-token-${tenant}`,
          ...(hostTenant(tenant) ? { journeyUrl: `http://${tenant}.localhost:${journeyPort}` } : {}),
        },
      ]),
    ),
  };
}
