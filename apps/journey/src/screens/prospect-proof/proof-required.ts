/**
 * Thrown where this browser holds no proof of the prospect: reading the subscription, or writing
 * its position, was refused (403 `proof_required`). The step's error component shows the proof screen instead
 * of the error page. `sendLink` e-mails the resume link (with a fresh proof) to an address the visitor gives:
 * the core sends it only to the subscription's own address. `email` is that address when this browser knows
 * it already.
 */
export class ProofRequired extends Error {
  override readonly name = 'ProofRequired';
  readonly code = 'proof_required';
  readonly sendLink: (email: string) => Promise<void>;
  readonly email: string | undefined;

  constructor(sendLink: (email: string) => Promise<void>, email?: string) {
    super('This browser holds no proof of this subscription');
    this.sendLink = sendLink;
    this.email = email;
  }
}
