/** The parts of the Network Information API the prefetch rule reads. */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

/**
 * Whether the connection is too slow (or the visitor saves data) to prefetch ("on non-slow
 * connections").
 *
 * @example
 * isSlowConnection({ effectiveType: '2g' }); // true
 */
export function isSlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  );
}

/**
 * Runs a prefetch task a delay after the page has loaded, unless the connection is slow (payload
 * prefetch 1000 ms after load). Returns the function that cancels it.
 *
 * @example
 * const cancel = schedulePrefetch(() => router.preloadRoute(next), { delayMs: 1000, connection });
 */
export function schedulePrefetch(
  task: () => unknown,
  options: { delayMs: number; connection: ConnectionInfo | undefined; document?: Document },
): () => void {
  if (isSlowConnection(options.connection)) return () => {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    timer = setTimeout(() => {
      Promise.resolve(task()).catch(() => {
        // prefetching is an optimisation: the real navigation will load and report
      });
    }, options.delayMs);
  };
  const doc = options.document ?? globalThis.document;
  if (!doc || doc.readyState === 'complete') arm();
  else globalThis.addEventListener('load', arm, { once: true });
  return () => {
    globalThis.removeEventListener('load', arm);
    if (timer) clearTimeout(timer);
  };
}
