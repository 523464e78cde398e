/** The environments where debug output and the debug panel are shown. */
export const DEBUG_ENVIRONMENTS = ['staging', 'dev', 'local', 'demo', 'uat'] as const;

/**
 * Whether an environment name is whitelisted for debug output; production and unknown names are not.
 *
 * @example
 * isDebugEnvironment('staging'); // true
 * isDebugEnvironment('production'); // false
 */
export function isDebugEnvironment(environment: string | null | undefined): boolean {
  return (DEBUG_ENVIRONMENTS as readonly unknown[]).includes(environment);
}
