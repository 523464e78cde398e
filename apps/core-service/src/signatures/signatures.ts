import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { ProspectRow, SignatureRow } from '../db/rows.ts';
import type { Tenant } from '../infrastructure/tenant.ts';

type Queryable = Pick<Database, 'query'>;

/** Seconds before a new SMS code may be sent (not specified: our choice; the journey shows the countdown). */
export const RESEND_SECONDS = 30;
/** Codes tried per signature in all (a resend does not reset the count), then the signature starts again. */
export const MAX_CODE_ATTEMPTS = 10;
/** SMS codes sent per signature in all. */
export const MAX_CODES_SENT = 5;
/** Minutes a code stays valid. */
export const CODE_MINUTES = 10;

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

/**
 * Starts a new signature for the prospect, cancelling the pending one; answers its id. `returnOrigin` is the
 * journey's origin the signing page sends the subscriber back to (null when the call came from elsewhere).
 */
export async function openSignature(
  db: Database,
  tenant: Pick<Tenant, 'id'>,
  prospectId: string,
  returnOrigin: string | null,
): Promise<string> {
  const id = newSignatureId();
  await db.transaction(async (tx) => {
    await tx.query(
      "UPDATE signatures SET status = 'cancelled' WHERE prospect_id = $1 AND status = 'pending'",
      [prospectId],
    );
    await tx.query(
      `INSERT INTO signatures (id, tenant_id, prospect_id, status, return_origin) VALUES ($1, $2, $3, 'pending', $4)`,
      [id, tenant.id, prospectId, returnOrigin],
    );
  });
  return id;
}

/**
 * Records a new SMS code (hashed) on the signature when one may be sent: one statement decides, so that two
 * instances cannot both send. Only a code older than {@link RESEND_SECONDS} is replaced, up to
 * {@link MAX_CODES_SENT} codes per signature; the attempts are not reset (they count per signature).
 * Answers false when no code may be sent now.
 */
export async function recordSentCode(db: Queryable, signatureId: string, code: string): Promise<boolean> {
  const updated = await db.query(
    `UPDATE signatures SET code_hash = $2, code_sent_at = now(), codes_sent = codes_sent + 1
     WHERE id = $1 AND codes_sent < $4
       AND (code_sent_at IS NULL OR code_sent_at <= now() - make_interval(secs => $3)) RETURNING id`,
    [signatureId, hashSmsCode(signatureId, code), RESEND_SECONDS, MAX_CODES_SENT],
  );
  return updated.length > 0;
}

/** The seconds before another code may be sent for the signature (at least 1). */
export async function secondsBeforeResend(db: Queryable, signatureId: string): Promise<number> {
  const rows = await db.query<{ wait: number }>(
    'SELECT ceil($2 - extract(epoch FROM now() - code_sent_at))::int AS wait FROM signatures WHERE id = $1',
    [signatureId, RESEND_SECONDS],
  );
  return Math.max(1, rows[0]?.wait ?? RESEND_SECONDS);
}

/**
 * Counts one code tried on the signature, in the database (so every instance sees it): answers whether the
 * code sent has expired, or undefined when {@link MAX_CODE_ATTEMPTS} codes have already been tried.
 */
export async function countCodeAttempt(
  db: Queryable,
  signatureId: string,
): Promise<{ expired: boolean } | undefined> {
  const counted = await db.query<{ expired: boolean }>(
    `UPDATE signatures SET code_attempts = code_attempts + 1 WHERE id = $1 AND code_attempts < $2
     RETURNING code_sent_at < now() - make_interval(mins => $3) AS expired`,
    [signatureId, MAX_CODE_ATTEMPTS, CODE_MINUTES],
  );
  return counted[0];
}

/** A signature by its id (the signing page's address), or undefined. */
export async function findSignature(db: Queryable, signatureId: string): Promise<SignatureRow | undefined> {
  return (await db.query<SignatureRow>('SELECT * FROM signatures WHERE id = $1', [signatureId]))[0];
}

/** Where the signing page sends the subscriber back to (the journey's origin that framed it). */
export async function setReturnOrigin(db: Queryable, signatureId: string, origin: string): Promise<void> {
  await db.query('UPDATE signatures SET return_origin = $2 WHERE id = $1', [signatureId, origin]);
}

/** What the signing page shows of the subscription: its company's name, and whether it is a cross-sell. */
export async function signingSubject(
  db: Queryable,
  prospectId: string,
): Promise<{ xsell: boolean; name: string | null } | undefined> {
  const rows = await db.query<Pick<ProspectRow, 'xsell' | 'name'>>(
    'SELECT xsell, name FROM prospects WHERE id = $1',
    [prospectId],
  );
  return rows[0];
}

/** The subscriber consented on the signing page: the SMS code signs only then (verifySignatureCode). */
export async function recordConsent(db: Queryable, signatureId: string): Promise<void> {
  await db.query('UPDATE signatures SET consented_at = now() WHERE id = $1', [signatureId]);
}

/** The subscriber cancelled on the signing page. */
export async function cancelSignature(db: Queryable, signatureId: string): Promise<void> {
  await db.query("UPDATE signatures SET status = 'cancelled' WHERE id = $1", [signatureId]);
}
