/** Notices that a newer build was deployed, so the next navigation loads it (build poll). */
export type VersionWatcher = {
  /** True once the deployed version differs from the running one. */
  isStale(): boolean;
  /** Checks the deployed version now. */
  check(): Promise<void>;
  /** Starts polling; returns the function that stops it. */
  start(): () => void;
};

/**
 * Creates a watcher of the version file written at build time (`/version.json`, see build/version-file.ts).
 * A failed poll says nothing: the page keeps working on its version.
 *
 * @example
 * const watcher = createVersionWatcher({ current: import.meta.env.VITE_JOURNEY_VERSION, intervalMs: 60_000,
 *   fetchVersion: async () => (await (await fetch('/version.json', { cache: 'no-store' })).json()).version });
 * const stop = watcher.start();
 */
export function createVersionWatcher(options: {
  current: string | undefined;
  intervalMs: number;
  fetchVersion: () => Promise<unknown>;
}): VersionWatcher {
  let stale = false;
  const check = async () => {
    if (!options.current || stale) return;
    try {
      const deployed = await options.fetchVersion();
      if (typeof deployed === 'string' && deployed !== options.current) stale = true;
    } catch {
      // offline or mid-deployment: try again at the next tick
    }
  };
  return {
    isStale: () => stale,
    check,
    start() {
      const timer = setInterval(() => void check(), options.intervalMs);
      return () => clearInterval(timer);
    },
  };
}

/**
 * Reads the version out of a fetched `/version.json`.
 *
 * @example
 * await fetchDeployedVersion(fetch); // 'b1c2...'
 */
export async function fetchDeployedVersion(fetchImpl: typeof fetch, url = '/version.json'): Promise<unknown> {
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`version file answered ${response.status}`);
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null && 'version' in body ? body.version : undefined;
}
