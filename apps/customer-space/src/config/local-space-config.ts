import { localTenantConfigs } from '@souscrire/core-api/tenants';
import type { SpaceConfig } from './space-config.ts';

/** Where a customer space on this machine finds the core service and the journey. */
export type LocalSpaceAddresses = { readonly core: string; readonly journeyPort: number };

/** The addresses of `pnpm start` and the development servers (ARCHITECTURE.md, "Ports"). */
export const LOCAL_SPACE_ADDRESSES: LocalSpaceAddresses = {
  core: 'http://localhost:4000',
  journeyPort: 5173,
};

/**
 * The runtime configuration of a customer space on this machine, derived from the tenant manifest: every
 * tenant with its development token and, for a tenant chosen by its host, the journey on that host. The build
 * ships it as `public/config.json` (`pnpm --filter @souscrire/customer-space generate` writes it).
 *
 * @example
 * localSpaceConfig(LOCAL_SPACE_ADDRESSES).tenants.maif?.journeyUrl; // 'http://maif.localhost:5173'
 */
export function localSpaceConfig({ core, journeyPort }: LocalSpaceAddresses): SpaceConfig {
  return {
    environment: 'local',
    journeyUrl: `http://localhost:${journeyPort}`,
    tenants: localTenantConfigs(core, { key: 'journeyUrl', port: journeyPort }),
    supportPhone: '01 23 45 67 89',
  };
}
