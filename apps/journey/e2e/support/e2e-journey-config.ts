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

/**
 * The runtime configuration the end-to-end tests serve as `/config.json`: every demo tenant pointed at the
 * core service started for the tests.
 */
export function e2eJourneyConfig(coreUrl: string): JourneyConfigInput {
  return {
    environment: 'local',
    tenants: Object.fromEntries(
      E2E_TENANTS.map((tenant) => [tenant, { coreApiUrl: coreUrl, coreApiToken: `dev-token-${tenant}` }]),
    ),
    analytics: { enabled: true, firstParty: true, console: false },
    paymentPublishableKey: 'pk_test_souscrire_sandbox',
    supportPhone: '01 23 45 67 89',
    versionPollIntervalMs: 1000,
    customerAreaBaseUrl: `${coreUrl}/customer-area`,
    marketplaceUrl: `${coreUrl}/marketplace`,
  };
}
