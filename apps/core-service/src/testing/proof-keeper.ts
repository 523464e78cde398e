/** The header of a prospect proof (the contract's `prospectProof` scheme). */
const PROOF_HEADER = 'x-prospect-proof';

/** A call on one prospect (`/v2/prospects/{id}` and below): its id. */
const PROSPECT_PATH = /^\/v2\/prospects\/([^/?#]+)/;

/** The proofs a test caller holds, and the headers it adds with them. */
export type ProofKeeper = {
  /** Keeps the proof a prospect's creation answered (`POST /v2/prospects`, `data.proof`); reads no other body. */
  keep(method: string, pathname: string, status: number, body: () => unknown): void;
  /**
   * The headers with the proof held for the prospect of a call (any method on `/v2/prospects/{id}` and
   * below) added, unless the headers already name one: a test sends another proof, or none with
   * `'x-prospect-proof': ''`.
   */
  withProof(pathname: string, headers: Headers): void;
};

/**
 * What the journey's browser does (apps/journey/src/session/proof-header.ts), for the test service and the
 * HTTP caller: it keeps the proof each prospect's creation answered, and sends it with every call on that
 * prospect, reads and writes, so that helpers and tests call as the journey does without passing proofs
 * around.
 *
 * @example
 * const proofs = proofKeeper();
 * proofs.withProof(url.pathname, request.headers);
 */
export function proofKeeper(): ProofKeeper {
  const proofs = new Map<string, string>();
  return {
    keep(method, pathname, status, body) {
      if (method !== 'POST' || pathname !== '/v2/prospects' || status !== 201) return;
      const created = (body() as { data?: { id?: unknown; proof?: unknown } } | undefined)?.data;
      if (typeof created?.id === 'string' && typeof created.proof === 'string') {
        proofs.set(created.id, created.proof);
      }
    },
    withProof(pathname, headers) {
      if (headers.has(PROOF_HEADER)) return;
      const id = PROSPECT_PATH.exec(pathname)?.[1];
      const proof = id === undefined ? undefined : proofs.get(decodeURIComponent(id));
      if (proof !== undefined) headers.set(PROOF_HEADER, proof);
    },
  };
}

/** The headers of a call that holds no proof, though the caller keeps one for its prospect. */
export const NO_PROOF: Readonly<Record<string, string>> = { [PROOF_HEADER]: '' };
