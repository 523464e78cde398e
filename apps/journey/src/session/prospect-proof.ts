import { parseCookie, stringifySetCookie } from 'cookie';

/** The header carrying a prospect's proof on every call on it (the contract's `prospectProof` scheme). */
export const PROSPECT_PROOF_HEADER = 'X-Prospect-Proof';

/** The query parameter of the resume link e-mailed to the prospect's own address that carries a proof. */
export const PROOF_QUERY_PARAMETER = 'prospect_proof';

/** The query parameter of the resume link that names the prospect (the intent address). */
const PROSPECT_QUERY_PARAMETER = 'prospect_id';

/** Where proofs are kept: `localStorage`, so the other tabs of the same browser share them. */
export type ProofStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** How long the proof's cookie lasts: the web server renders the subscription's pages for that long. */
const PROOF_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** A proof's name in the storage, and its cookie's. */
const key = (prospectId: string) => `souscrire.prospect-proof.${prospectId}`;

const writeDocumentCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the string is built and escaped by the cookie library.
  if (globalThis.document) globalThis.document.cookie = cookie;
};

/**
 * The cookie that hands a prospect's proof to the journey's web server, so that it renders the subscription's
 * pages for this browser (`render-journey-page.tsx`): every read of a prospect needs its proof. It goes to the
 * journey's own server only (the core is called by fetch, without cookies) and lasts 30 days; past them the
 * browser renders the page itself from the proof kept in the storage.
 *
 * @example
 * proofCookie('p-1', 's-1', false); // 'souscrire.prospect-proof.p-1=s-1; Max-Age=2592000; Path=/; SameSite=Lax'
 */
export function proofCookie(prospectId: string, proof: string, secure: boolean): string {
  return stringifySetCookie({
    name: key(prospectId),
    value: proof,
    maxAge: PROOF_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'lax',
    ...(secure ? { secure: true } : {}),
  });
}

/**
 * The proofs a request's cookies carry ({@link proofCookie}), read as a storage: the web server's.
 *
 * @example
 * prospectProof('p-1', cookieProofs(request.cookie)); // the proof of p-1 the browser sent, if any
 */
export function cookieProofs(cookieHeader: string): Pick<ProofStorage, 'getItem'> {
  const cookies = parseCookie(cookieHeader);
  return { getItem: (name) => cookies[name] ?? null };
}

function browserStorage(): ProofStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    // Storage blocked by the browser's settings: the visitor gets the proof by e-mail instead.
    return undefined;
  }
}

/**
 * Keeps the proof of a prospect in this browser (docs/security.md, "Prospect proofs"), and in its cookie for
 * the web server ({@link proofCookie}). A storage that refuses the write (private mode, quota) leaves the
 * visitor with the e-mail link.
 *
 * @example
 * keepProspectProof(prospect.id, prospect.proof);
 */
export function keepProspectProof(
  prospectId: string,
  proof: string,
  storage: ProofStorage | undefined = browserStorage(),
  writeCookie: (cookie: string) => void = writeDocumentCookie,
): void {
  writeCookie(proofCookie(prospectId, proof, globalThis.location?.protocol === 'https:'));
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
  storage: Pick<ProofStorage, 'getItem'> | undefined = browserStorage(),
): string | undefined {
  try {
    return storage?.getItem(key(prospectId)) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes a proof from a resume link's query string (`prospect_id` and `prospect_proof`) into the storage and
 * returns the address without it, or `undefined` when the query carries none (like a session token, `client_token`).
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
