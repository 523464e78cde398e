import { localTenantConfigs } from '@souscrire/core-api/tenants';
import type { JourneyConfigInput } from '../../src/config/journey-config.ts';
import { localJourneyConfig } from '../../src/config/local-journey-config.ts';

/** Where the end-to-end tests run the core service, the journey and the customer space. */
export type E2eAddresses = { core: string; journeyPort: number; spacePort: number };

/**
 * The runtime configuration the end-to-end tests serve as `/config.json`: every demo tenant pointed at the
 * core service started for the tests, and at the customer space on the tenant's own host.
 */
export function e2eJourneyConfig({ core, spacePort }: E2eAddresses): JourneyConfigInput {
  return {
    ...localJourneyConfig({ core, spacePort }),
    analytics: { enabled: true, firstParty: true, console: false },
    // The sandbox error-reporting DSN, served by the core.
    monitoring: { dsn: `${core.replace('://', '://souscriresandbox@')}/1`, testErrors: true },
    versionPollIntervalMs: 1000,
  };
}

/** The customer space's `/config.json` for the tests: the same core, and the journey to resume in. */
export function e2eCustomerSpaceConfig({ core, journeyPort }: E2eAddresses) {
  return {
    environment: 'e2e',
    journeyUrl: `http://localhost:${journeyPort}`,
    tenants: localTenantConfigs(core, { key: 'journeyUrl', port: journeyPort }),
  };
}
