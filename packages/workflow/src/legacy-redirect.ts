// the old subscription addresses, with or without the client prefix; anything may follow the id.
const LEGACY_PATH = /^\/(?:client\/)?souscription\/devis\/([^/?#]+)/;

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is no prospect id: the path is left to the not-found page.
    return null;
  }
}

/** A legacy address's prospect and the intent address that replaces it. */
export type LegacyRedirect = { readonly prospectId: string; readonly to: string };

/**
 * Maps a legacy path (`/souscription/devis/{id}` and `/client/souscription/devis/{id}`, and paths
 * beginning so) to `/fr-FR/intent?type=subscription&prospect_id={id}`; `null` for any other path, or
 * one whose id is not a well-formed path segment. The caller loads the prospect before redirecting, so an
 * unknown prospect shows the error page rather than an empty journey.
 *
 * @example
 * legacyRedirect('/client/souscription/devis/42');
 * // { prospectId: '42', to: '/fr-FR/intent?type=subscription&prospect_id=42' }
 * legacyRedirect('/fr-FR/souscription/42'); // null
 */
export function legacyRedirect(path: string): LegacyRedirect | null {
  const encoded = LEGACY_PATH.exec(path)?.[1];
  if (encoded === undefined) return null;
  const prospectId = decodeSegment(encoded);
  if (prospectId === null) return null;
  const query = new URLSearchParams({ type: 'subscription', prospect_id: prospectId });
  return { prospectId, to: `/fr-FR/intent?${query}` };
}
