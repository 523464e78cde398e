/**
 * Thrown by the client guard when this browser holds no proof of the prospect: the step's error
 * component shows the proof screen instead of the error page. `sendLink` e-mails the resume link (with a fresh
 * proof) to the subscription's own address; it is missing when the subscription has no e-mail yet.
 */
export class ProofRequired extends Error {
  override readonly name = 'ProofRequired';
  readonly code = 'proof_required';
  readonly sendLink: (() => Promise<void>) | undefined;

  constructor(sendLink: (() => Promise<void>) | undefined) {
    super('This browser holds no proof of this subscription');
    this.sendLink = sendLink;
  }
}
