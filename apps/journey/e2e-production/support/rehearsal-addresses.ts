/** The names the rehearsal's certificate is made for: the domain and its hosts (api, maif...). */
export const REHEARSAL_HOSTS = ['souscrire.test', '*.souscrire.test'];

/** The ports the rehearsal's core, journey and customer space listen on. */
export type RehearsalPorts = { core: number; journey: number; space: number };

/**
 * Where the rehearsal serves each part, over HTTPS on host names of its own domain: the core on
 * `api.souscrire.test`, a tenant's journey on `<tenant>.souscrire.test` (the brand comes from the host), and
 * the customer space on the tenant's host too, on its own port: the journey's session cookie belongs to the
 * host, whatever the port, so the space reached from the journey's last screen opens signed in.
 *
 * @example
 * rehearsalAddresses({ core: 4443, journey: 5443, space: 6443 }).journey('maif');
 * // 'https://maif.souscrire.test:5443'
 */
export function rehearsalAddresses(ports: RehearsalPorts) {
  const tenantJourney = `https://{tenant}.souscrire.test:${ports.journey}`;
  return {
    core: `https://api.souscrire.test:${ports.core}`,
    /** The tenants' journey address, `{tenant}` standing for the tenant (E2E_TENANT_JOURNEY_URL). */
    tenantJourney,
    journey: (tenant: string) => tenantJourney.replace('{tenant}', tenant),
    space: (tenant: string) => `https://${tenant}.souscrire.test:${ports.space}`,
  };
}
