/** The header carrying a prospect's proof on `contracts` (the contract's `prospectProof` scheme). */
export const PROSPECT_PROOF_HEADER = 'X-Prospect-Proof';

/** The query parameter of the resume link e-mailed to the prospect's own address that carries a proof. */
export const PROOF_QUERY_PARAMETER = 'prospect_proof';

/** The query parameter of the resume link that names the prospect (the intent address). */
const PROSPECT_QUERY_PARAMETER = 'prospect_id';

/** Where proofs are kept: `localStorage`, so the other tabs of the same browser share them. */
export type ProofStorage = Pick<Storage, 'getItem' | 'setItem'>;

const key = (prospectId: string) => `souscrire.prospect-proof.${prospectId}`;

function browserStorage(): ProofStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage blocked by the browser's settings: the visitor gets the proof by e-mail instead.
    return undefined;
  }
}

/**
 * Keeps the proof of a prospect in this browser (docs/security.md, "Prospect proofs"). A storage that refuses
 * the write (private mode, quota) leaves the visitor with the e-mail link.
 *
 * @example
 * keepProspectProof(prospect.id, prospect.proof);
 */
export function keepProspectProof(
  prospectId: string,
  proof: string,
  storage: ProofStorage | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(key(prospectId), proof);
  } catch {
    // Nothing to do: without a kept proof, the journey offers the link by e-mail.
  }
}

/**
 * The proof this browser holds for a prospect, if any.
 *
 * @example
 * const proof = prospectProof(id); // undefined in a browser that did not create the prospect
 */
export function prospectProof(
  prospectId: string,
  storage: ProofStorage | undefined = browserStorage(),
): string | undefined {
  try {
    return storage?.getItem(key(prospectId)) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes a proof from a resume link's query string (`prospect_id` and `prospect_proof`) into the storage and
 * returns the address without it, or `undefined` when the query carries none (like the client_token).
 *
 * @example
 * takeProofFromUrl(new URL('https://x/fr-FR/intent?prospect_id=p&prospect_proof=s')); // '/fr-FR/intent?prospect_id=p'
 */
export function takeProofFromUrl(url: URL, storage?: ProofStorage): string | undefined {
  // The storage is opened only for a proof to keep: a page's first use of it costs the page's first task a few
  // milliseconds, and most addresses carry none.
  const proof = url.searchParams.get(PROOF_QUERY_PARAMETER);
  if (proof === null) return undefined;
  const prospectId = url.searchParams.get(PROSPECT_QUERY_PARAMETER);
  if (proof && prospectId) keepProspectProof(prospectId, proof, storage);
  const cleaned = new URL(url);
  cleaned.searchParams.delete(PROOF_QUERY_PARAMETER);
  return `${cleaned.pathname}${cleaned.search}${cleaned.hash}`;
}
