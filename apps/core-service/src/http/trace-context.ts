/**
 * The trace id of a W3C `traceparent` header (https://www.w3.org/TR/trace-context/#traceparent-header):
 * `version-traceid-parentid-flags`, lower-case hex. The journey's error-reporting SDK sends it on every call
 * to the core, and the core writes it in its request log line, so one id links a browser error to
 * the core's log. A malformed header, version `ff` or an all-zero id names no trace.
 *
 * @example
 * traceIdOf('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'); // '4bf92f3577b34da6a3ce929d0e0e4736'
 * traceIdOf('garbage'); // undefined
 */
export function traceIdOf(traceparent: string | undefined): string | undefined {
  const match = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(?:-.*)?$/.exec(
    traceparent?.trim() ?? '',
  );
  if (match === null) return undefined;
  const [, version, traceId, parentId] = match;
  if (version === 'ff' || (version === '00' && match[0].length !== 55)) return undefined;
  if (/^0+$/.test(traceId ?? '') || /^0+$/.test(parentId ?? '')) return undefined;
  return traceId;
}
