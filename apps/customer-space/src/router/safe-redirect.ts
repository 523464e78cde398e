/**
 * Whether a `redirect_uri` may be followed after login: only back to the journey, that is the
 * customer space's own host whatever the port (`maif.localhost:5173` from `maif.localhost:5174`) or one of
 * the configured journey addresses. Anything else (another site) is refused: an open redirect would let a
 * phishing link land a freshly logged-in client on a look-alike page.
 *
 * @example
 * safeRedirect('http://localhost:5173/fr-FR/intent', 'http://localhost:5174', []); // 'http://localhost:5173/fr-FR/intent'
 * safeRedirect('https://evil.example/', 'http://localhost:5174', []); // undefined
 */
export function safeRedirect(
  redirectUri: string | null | undefined,
  spaceOrigin: string,
  journeyUrls: readonly string[],
): string | undefined {
  if (!redirectUri) return undefined;
  let target: URL;
  try {
    target = new URL(redirectUri);
  } catch {
    return undefined;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return undefined;
  const space = new URL(spaceOrigin);
  const sameHost = target.hostname === space.hostname && target.protocol === space.protocol;
  const journey = journeyUrls.some((url) => new URL(url).origin === target.origin);
  return sameHost || journey ? target.toString() : undefined;
}
