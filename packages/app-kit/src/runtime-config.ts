/** A schema that validates a parsed value (zod's and zod/mini's schemas are). */
export type ConfigSchema<T> = {
  safeParse(
    raw: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/** What loading an app's runtime configuration gives: the configuration, or why there is none. */
export type RuntimeConfigResult<T> =
  | { kind: 'ok'; config: T }
  | { kind: 'unreachable'; status: number | undefined }
  | { kind: 'invalid'; issues: string[] };

/**
 * Validates a parsed runtime configuration; each issue names its path (`tenants.maif.coreApiUrl: Invalid URL`).
 *
 * @example
 * parseRuntimeConfig(journeyConfigSchema, { environment: 'local' }); // { kind: 'ok', config: { ... } }
 */
export function parseRuntimeConfig<T>(schema: ConfigSchema<T>, raw: unknown): RuntimeConfigResult<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { kind: 'ok', config: parsed.data };
  return {
    kind: 'invalid',
    issues: parsed.error.issues.map(
      (issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`,
    ),
  };
}

/**
 * Fetches and validates an app's runtime configuration (`/config.json`), replaced per deployment without a
 * rebuild: never taken from the browser's cache.
 *
 * @example
 * const result = await loadRuntimeConfig(spaceConfigSchema, fetch);
 * if (result.kind === 'ok') start(result.config);
 */
export async function loadRuntimeConfig<T>(
  schema: ConfigSchema<T>,
  fetchImpl: typeof fetch,
  url = '/config.json',
): Promise<RuntimeConfigResult<T>> {
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
  return parseRuntimeConfig(schema, body);
}
