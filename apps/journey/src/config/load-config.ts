import { loadRuntimeConfig, parseRuntimeConfig, type RuntimeConfigResult } from '@souscrire/app-kit';
import { ConfigError } from './config-error.ts';
import { type JourneyConfig, journeyConfigSchema } from './journey-config.ts';

/** What loading the configuration gives: the configuration, or why there is none. */
export type LoadConfigResult = RuntimeConfigResult<JourneyConfig>;

/**
 * Validates a parsed `/config.json`.
 *
 * @example
 * parseConfig({ environment: 'local' }); // { kind: 'ok', config: { environment: 'local', tenants: {}, ... } }
 */
export function parseConfig(raw: unknown): LoadConfigResult {
  return parseRuntimeConfig(journeyConfigSchema, raw);
}

/**
 * Fetches and validates the runtime configuration (never from the browser's cache, so a deployment can
 * replace it without a rebuild).
 *
 * @example
 * const result = await loadConfig(fetch, '/config.json');
 * if (result.kind === 'ok') start(result.config);
 */
export function loadConfig(fetchImpl: typeof fetch, url = '/config.json'): Promise<LoadConfigResult> {
  return loadRuntimeConfig(journeyConfigSchema, fetchImpl, url);
}

/**
 * Turns a failed load into the error thrown at start-up.
 *
 * @example
 * if (result.kind !== 'ok') throw configLoadError(result);
 */
export function configLoadError(result: Exclude<LoadConfigResult, { kind: 'ok' }>): ConfigError {
  if (result.kind === 'unreachable') {
    return new ConfigError(
      'config_unreachable',
      `The configuration could not be loaded (${result.status ?? 'network'})`,
    );
  }
  return new ConfigError('config_invalid', `The configuration is invalid: ${result.issues.join('; ')}`);
}
