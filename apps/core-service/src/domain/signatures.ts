import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.ts';

type Queryable = Pick<Database, 'query'>;

/** Seconds before a new SMS code may be sent (spec 9 leaves it open; the journey shows the countdown). */
export const RESEND_SECONDS = 30;
/** Codes tried per signature in all (a resend does not reset the count), then the signature starts again. */
export const MAX_CODE_ATTEMPTS = 10;
/** SMS codes sent per signature in all. */
export const MAX_CODES_SENT = 5;
/** Minutes a code stays valid. */
export const CODE_MINUTES = 10;

/** A signature row of the sandbox. */
export type SignatureRow = {
  id: string;
  tenant_id: string;
  prospect_id: string;
  status: 'pending' | 'signed' | 'cancelled' | 'failed';
  return_origin: string | null;
  code_hash: string | null;
  code_sent_at: Date | string | null;
  code_attempts: number;
  codes_sent: number;
};

/** A new signature id: unguessable, since the signing page is opened without tokens inside a frame. */
export function newSignatureId(): string {
  return `sig_${randomBytes(16).toString('base64url')}`;
}

/** A 6-digit SMS code drawn with a cryptographic generator. */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The stored form of a code: SHA-256 of the signature id and the code (the code itself is never kept). */
export function hashSmsCode(signatureId: string, code: string): string {
  return createHash('sha256').update(`${signatureId}:${code}`).digest('hex');
}

/** Whether a code matches its stored hash (constant-time comparison). */
export function smsCodeMatches(signatureId: string, code: string, stored: string): boolean {
  const actual = Buffer.from(hashSmsCode(signatureId, code), 'hex');
  const expected = Buffer.from(stored, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The phone number with its middle hidden, as the SMS modal shows it.
 *
 * @example
 * phoneHint('+33612345678'); // '+33 6 •• •• •• 78'
 */
export function phoneHint(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  const match = /^(\+\d{2})(\d)(\d*)(\d{2})$/.exec(digits);
  if (match === null) return `•• ${digits.slice(-2)}`;
  const [, country, first, middle = '', last] = match;
  const hidden = Array.from({ length: Math.ceil(middle.length / 2) }, () => '••').join(' ');
  return `${country} ${first} ${hidden} ${last}`;
}

/** Whether the prospect has signed (its documents then state the chosen offer: the choice is final). */
export async function isSigned(db: Queryable, prospectId: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM signatures WHERE prospect_id = $1 AND status = 'signed'", [
    prospectId,
  ]);
  return rows.length > 0;
}

/** The prospect's latest signature, or undefined before the start call. */
export async function latestSignature(db: Queryable, prospectId: string): Promise<SignatureRow | undefined> {
  const rows = await db.query<SignatureRow>(
    'SELECT * FROM signatures WHERE prospect_id = $1 ORDER BY created_at DESC LIMIT 1',
    [prospectId],
  );
  return rows[0];
}
