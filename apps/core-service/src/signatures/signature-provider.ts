/**
 * The e-signature provider's port: the signing page the journey frames (where the subscriber reads the
 * documents and consents), and the SMS code that then signs: sent with its resend rules, checked with its
 * attempts and expiry. The sandbox implements it (signatures/sandbox-signature-provider.ts, with its signing
 * page in http/sandbox-pages.ts); a real provider (Yousign: a signature request with an OTP) is another
 * implementation, and each passes {@link describeSignatureProviderContract}
 * (signatures/signature-provider.contract.ts). What is signed, and its record, stay the core's
 * (signatures/signing.ts).
 */

/** Whom a code is sent to, and in whose name: the signature, the tenant's brand, the subscriber's phone. */
export type CodeRecipient = {
  signatureId: string;
  tenant: { id: string; name: string };
  prospectId: string;
  /** The subscriber's phone number (E.164). */
  phone: string;
  /** The subscriber's language, for the message. */
  locale: string;
};

/**
 * A code sending's outcome: sent, asked too soon (the seconds before another may be sent), or no code left
 * for this signature (it must be started again).
 */
export type CodeSending = { sent: true } | { sent: false; retryIn: number } | { sent: false; retryIn: null };

/**
 * A code's check: it signs (`valid`), is not the code sent (`wrong`), was sent too long ago (`expired`), or the
 * signature has no attempt left (`exhausted`: it must be started again). Every check counts as an attempt.
 */
export type CodeCheck = 'valid' | 'wrong' | 'expired' | 'exhausted';

/**
 * The e-signature provider as the core calls it.
 *
 * @example
 * const sending = await provider.sendCode({ signatureId, tenant, prospectId, phone: '+33612345678', locale: 'fr' });
 * if (sending.sent) await provider.checkCode(signatureId, '123456'); // 'valid' | 'wrong' | ...
 */
export type SignatureProvider = {
  /** The address of the signature's signing page, to frame; `serviceOrigin` is the core's as the caller reached it. */
  frameUrl(signatureId: string, serviceOrigin: string, locale: string): string;
  sendCode(recipient: CodeRecipient): Promise<CodeSending>;
  checkCode(signatureId: string, code: string): Promise<CodeCheck>;
};
