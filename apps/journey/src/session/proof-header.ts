import { PROSPECT_PROOF_HEADER, type ProofStorage, prospectProof } from './prospect-proof.ts';

/** A call on one prospect (`/v2/prospects/{id}` and below): its id. */
const PROSPECT_PATH = /\/v2\/prospects\/([^/?#]+)/;

/**
 * Every call on a prospect, read or write, carries the proof this browser holds for it (`X-Prospect-Proof`):
 * the core refuses a call without it or an owning client session (docs/security.md, "Prospect proofs"), and
 * knows from it who gives the answers of a subscription an agent started: the agent's browser holds the proof
 * its creation answered, the prospect's the one their e-mailed resume link carried ("Who gave an answer"). A
 * header already set is kept. The web server's render passes the proofs its request's cookies carry.
 *
 * @example
 * withProspectProof(request); // GET or PUT /v2/prospects/p-1/criterias gets the proof kept for p-1
 */
export function withProspectProof(request: Request, storage?: Pick<ProofStorage, 'getItem'>): void {
  if (request.headers.has(PROSPECT_PROOF_HEADER)) return;
  const id = PROSPECT_PATH.exec(new URL(request.url).pathname)?.[1];
  if (id === undefined) return;
  const proof = prospectProof(decodeURIComponent(id), ...(storage === undefined ? [] : [storage]));
  if (proof) request.headers.set(PROSPECT_PROOF_HEADER, proof);
}
