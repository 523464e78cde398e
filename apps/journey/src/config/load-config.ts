import { ConfigError } from './config-error.ts';
import { type JourneyConfig, journeyConfigSchema } from './journey-config.ts';

/** What loading the configuration gives: the configuration, or why there is none. */
export type LoadConfigResult =
  | { kind: 'ok'; config: JourneyConfig }
  | { kind: 'unreachable'; status: number | undefined }
  | { kind: 'invalid'; issues: string[] };

/**
 * Validates a parsed `/config.json`.
 *
 * @example
 * parseConfig({ environment: 'local' }); // { kind: 'ok', config: { environment: 'local', tenants: {}, ... } }
 */
export function parseConfig(raw: unknown): LoadConfigResult {
  const parsed = journeyConfigSchema.safeParse(raw);
  if (parsed.success) return { kind: 'ok', config: parsed.data };
  return {
    kind: 'invalid',
    issues: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
  };
}

/**
 * Fetches and validates the runtime configuration. It is never cached by the browser, so a deployment can
 * replace it without a rebuild.
 *
 * @example
 * const result = await loadConfig(fetch, '/config.json');
 * if (result.kind === 'ok') start(result.config);
 */
export async function loadConfig(fetchImpl: typeof fetch, url = '/config.json'): Promise<LoadConfigResult> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  } catch {
    return { kind: 'unreachable', status: undefined };
  }
  if (!response.ok) return { kind: 'unreachable', status: response.status };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'invalid', issues: ['(root): not JSON'] };
  }
  return parseConfig(body);
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
