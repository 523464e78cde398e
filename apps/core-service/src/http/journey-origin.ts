/**
 * The journeys' origins (docs/security.md, "CORS and journey origins"): the exact origins of
 * `CORE_JOURNEY_ORIGINS` (one list for every tenant), and, only outside production, the development ones:
 * http://localhost, http://<tenant>.localhost and http://127.0.0.1 on any port (ARCHITECTURE: Ports). CORS,
 * the sandbox pages' frame-ancestors and form-action, the card frame's message target and the links the core
 * sends back to a journey all read them here.
 */
import { configOf } from '@souscrire/config';

/** The development origins as CSP sources (outside production only). */
export const DEVELOPMENT_JOURNEY_SOURCES = [
  'http://localhost:*',
  'http://*.localhost:*',
  'http://127.0.0.1:*',
];

/** Whether an origin is a development journey's: http, on localhost, one <tenant>.localhost or 127.0.0.1. */
function isDevelopmentOrigin(origin: string): boolean {
  const url = URL.parse(origin);
  if (url === null || url.protocol !== 'http:' || url.origin !== origin) return false;
  const host = url.hostname;
  if (host === 'localhost' || host === '127.0.0.1') return true;
  const tenant = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : '';
  return tenant !== '' && !tenant.includes('.');
}

/**
 * Whether an origin is one of the journeys' in this environment.
 *
 * @example
 * isJourneyOrigin('http://maif.localhost:5173', {}); // true
 * isJourneyOrigin('http://maif.localhost:5173', { NODE_ENV: 'production' }); // false
 * isJourneyOrigin('https://maif.example', { NODE_ENV: 'production', CORE_JOURNEY_ORIGINS: 'https://maif.example' }); // true
 */
export function isJourneyOrigin(origin: string, env: NodeJS.ProcessEnv): boolean {
  const config = configOf(env);
  return (
    config.CORE_JOURNEY_ORIGINS.includes(origin) ||
    (config.NODE_ENV !== 'production' && isDevelopmentOrigin(origin))
  );
}

/**
 * The journeys' origins as CSP sources (frame-ancestors, form-action, connect-src): the configured ones, then,
 * outside production, the development ones.
 *
 * @example
 * journeySources({ NODE_ENV: 'production', CORE_JOURNEY_ORIGINS: 'https://maif.example' }); // ['https://maif.example']
 */
export function journeySources(env: NodeJS.ProcessEnv): string[] {
  const config = configOf(env);
  return config.NODE_ENV === 'production'
    ? [...config.CORE_JOURNEY_ORIGINS]
    : [...config.CORE_JOURNEY_ORIGINS, ...DEVELOPMENT_JOURNEY_SOURCES];
}

/**
 * The origin of the browser app that sent the request, for the links the core e-mails back to it (a resume link
 * to the journey, a password link to the customer space): the request's `Origin` when it is a configured (or,
 * outside production, a development) one; otherwise the tenant's development address on `port`.
 *
 * @example
 * appOriginOf(request, env, tenant, configOf(env).CUSTOMER_SPACE_PORT); // 'https://espace.maif.example'
 */
export function appOriginOf(
  request: { header(name: string): string | undefined },
  env: NodeJS.ProcessEnv,
  tenant: { id: string },
  port: number,
): string {
  const origin = request.header('origin');
  return origin !== undefined && isJourneyOrigin(origin, env)
    ? origin
    : `http://${tenant.id}.localhost:${port}`;
}
