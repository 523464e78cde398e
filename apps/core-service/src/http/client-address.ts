/**
 * The caller's address behind trusted proxies. Each proxy appends the address it received the request from to
 * `X-Forwarded-For`, so only the right-most entries are written by proxies we run; the left ones are whatever
 * the client sent. With N trusted hops, the client's address is the entry N positions from the right (the one
 * the outermost trusted proxy added); a shorter header (a request that went through fewer proxies) gives its
 * left-most entry. The rule is proxy-addr's (Express's "trust proxy" as a hop count), in a few lines.
 */

/**
 * The number of trusted proxy hops `CORE_TRUST_PROXY` sets: an integer >= 0, 0 when unset or empty.
 *
 * @example
 * trustedProxyHops('2'); // 2
 */
export function trustedProxyHops(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return 0;
  if (!/^\d+$/.test(text)) throw new Error('CORE_TRUST_PROXY must be an integer >= 0 (trusted proxy hops)');
  return Number(text);
}

/**
 * The client's address from `X-Forwarded-For` with `hops` trusted proxies, or `undefined` when no proxy is
 * trusted or the header has no address (then the socket's peer is the caller).
 *
 * @example
 * forwardedAddress('6.6.6.6, 203.0.113.7', 1); // '203.0.113.7' (the first entry is the client's own choice)
 */
export function forwardedAddress(header: string | undefined, hops: number): string | undefined {
  if (hops === 0 || header === undefined) return undefined;
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}
