import type { Database } from '../db/database.ts';
import { queueMessage } from '../infrastructure/outbox.ts';
import { coreText } from '../reference/core-texts.ts';
import type { SignatureProvider } from './signature-provider.ts';
import {
  CODE_MINUTES,
  countCodeAttempt,
  findSignature,
  MAX_CODES_SENT,
  newSmsCode,
  recordSentCode,
  secondsBeforeResend,
  smsCodeMatches,
} from './signatures.ts';

/**
 * The sandbox e-signature provider, served by the core: its signing page is `/sandbox/signature/{id}`
 * (http/sandbox-pages.ts), in the language given on its address (the browser opens it in a frame with its own
 * Accept-Language). A code is 6 digits kept as a SHA-256 on the signature, its SMS written to the outbox as a
 * secret (the dev mailbox shows it); a new one every `RESEND_SECONDS` seconds at most, `MAX_CODES_SENT` per
 * signature, `MAX_CODE_ATTEMPTS` checks per signature in all, each code valid `CODE_MINUTES` minutes
 * (signatures/signatures.ts). The counts live in the database, so that every instance sees them.
 *
 * @example
 * const provider = sandboxSignatureProvider(db);
 * provider.frameUrl('sig_x', 'http://localhost:4000', 'fr'); // 'http://localhost:4000/sandbox/signature/sig_x?lang=fr'
 */
export function sandboxSignatureProvider(db: Database): SignatureProvider {
  return {
    frameUrl: (signatureId, serviceOrigin, locale) =>
      `${serviceOrigin}/sandbox/signature/${signatureId}?lang=${encodeURIComponent(locale)}`,

    sendCode: async ({ signatureId, tenant, prospectId, phone, locale }) => {
      const code = newSmsCode();
      if (!(await recordSentCode(db, signatureId, code))) {
        const signature = await findSignature(db, signatureId);
        if (signature === undefined || signature.codes_sent >= MAX_CODES_SENT)
          return { sent: false, retryIn: null };
        return { sent: false, retryIn: await secondsBeforeResend(db, signatureId) };
      }
      await queueMessage(db, {
        tenantId: tenant.id,
        channel: 'sms',
        recipient: phone,
        subject: null,
        body: coreText('signature-code.sms', locale, {
          brand: tenant.name,
          code,
          minutes: String(CODE_MINUTES),
        }),
        prospectId,
        kind: 'signature-code',
        secret: true,
      });
      return { sent: true };
    },

    checkCode: async (signatureId, code) => {
      const attempt = await countCodeAttempt(db, signatureId);
      if (attempt === undefined) return 'exhausted';
      if (attempt.expired) return 'expired';
      const signature = await findSignature(db, signatureId);
      const stored = signature?.code_hash ?? null;
      return stored !== null && smsCodeMatches(signatureId, code, stored) ? 'valid' : 'wrong';
    },
  };
}
