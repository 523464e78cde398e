/**
 * A client changes their contact details (the customer space's "Contact details"). The phone changes at once.
 * A new e-mail waits for its confirmation: a single-use link with an expiry goes to the new address (the
 * database keeps only the token's SHA-256, like password links), and the address becomes the client's e-mail
 * and login when the link is opened. The old address is told a change was asked. Each change is recorded with
 * who made it (self-service-changes.ts), in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import type { components } from '@souscrire/core-api';
import { normalizeLogin } from '../clients/clients.ts';
import type { Database } from '../db/database.ts';
import { DomainFailure } from '../failures.ts';
import type { ClientSession } from '../infrastructure/client-sessions.ts';
import { queueMessage } from '../infrastructure/outbox.ts';
import { enforceRateLimit, type Limits } from '../infrastructure/rate-limits.ts';
import type { Tenant } from '../infrastructure/tenant.ts';
import { hashToken } from '../infrastructure/token-hash.ts';
import { isUniqueViolation } from '../payments/payment-repository.ts';
import { checkPhoneFields } from '../questions/phone-numbers.ts';
import { coreText } from '../reference/core-texts.ts';
import { type ChangeActor, recordChange } from './self-service-changes.ts';

type Queryable = Pick<Database, 'query'>;

/** The client as the customer space reads it. */
export type Client = components['schemas']['Client'];

/** How long a new e-mail's confirmation link may be used (read when the client gets to the new mailbox). */
export const EMAIL_LINK_HOURS = 48;

/**
 * The session's client with their contact details: the phone they set, else their latest subscription's; and a
 * new e-mail waiting for its link, if any. 401 when the account is gone.
 */
export async function readClient(db: Queryable, tenant: Tenant, session: ClientSession): Promise<Client> {
  const rows = await db.query<Omit<Client, 'prospect_id'>>(
    `SELECT c.id, c.login,
       coalesce(c.phone, (SELECT p.phone FROM prospects p WHERE p.client_id = c.id AND p.phone IS NOT NULL
         ORDER BY p.created_at DESC LIMIT 1)) AS phone,
       (SELECT l.new_email FROM email_change_links l WHERE l.client_id = c.id AND l.used_at IS NULL
         AND l.expires_at > now() ORDER BY l.created_at DESC LIMIT 1) AS pending_email
     FROM clients c WHERE c.tenant_id = $1 AND c.id = $2`,
    [tenant.id, session.clientId],
  );
  const client = rows[0];
  if (client === undefined)
    throw new DomainFailure('unauthorized', 'The client session is missing or has expired.');
  return { ...client, prospect_id: session.prospectId };
}

/** Where a change of contact details sends its e-mails from: the page's language and the customer space's origin. */
export type ContactChangeContext = { locale: string; space: string; actor: ChangeActor; limits: Limits };

/**
 * Applies a change of the session's client's contact details and answers the client as they stand. The phone
 * must be a mobile number (a signature's code goes to it): 422 on `phone` otherwise. A new e-mail (another
 * spelling of today's changes nothing) is limited per client (429), then gets its confirmation link, or, when
 * another account uses it, an e-mail saying so: the answer is the same either way.
 *
 * @example
 * await updateContact(db, tenant, session, { email: 'new@example.com' }, context);
 * // { login: 'old@example.com', pending_email: 'new@example.com', … }
 */
export async function updateContact(
  db: Database,
  tenant: Tenant,
  session: ClientSession,
  change: { phone?: string; email?: string },
  context: ContactChangeContext,
): Promise<Client> {
  const { checked, errors } = checkPhoneFields(
    tenant,
    { phone: change.phone },
    { phone: 'mobile' },
    context.locale,
  );
  if (Object.keys(errors).length > 0)
    throw new DomainFailure('validation_failed', 'Some fields are invalid.', errors);
  const before = await readClient(db, tenant, session);
  const email = change.email === undefined ? undefined : normalizeLogin(change.email);
  const newEmail = email !== undefined && email !== normalizeLogin(before.login) ? email : undefined;
  if (newEmail !== undefined)
    await enforceRateLimit(db, context.limits, 'emailChangesPerClient', `${tenant.id}:${before.id}`);
  const record = { tenantId: tenant.id, clientId: before.id, actor: context.actor };
  await db.transaction(async (tx) => {
    if (checked.phone !== undefined && checked.phone !== before.phone) {
      await tx.query('UPDATE clients SET phone = $2 WHERE id = $1', [before.id, checked.phone]);
      await recordChange(tx, { ...record, kind: 'contact_changed' });
    }
    if (newEmail === undefined) return;
    await queueEmailChange(tx, tenant, before, newEmail, context);
    await recordChange(tx, { ...record, kind: 'email_change_requested' });
  });
  return readClient(db, tenant, session);
}

/** The confirmation link to the new address (or, when another account has it, a notice), and a word to the old. */
async function queueEmailChange(
  tx: Queryable,
  tenant: Tenant,
  client: Client,
  email: string,
  { locale, space }: ContactChangeContext,
): Promise<void> {
  const taken = await tx.query('SELECT 1 FROM clients WHERE tenant_id = $1 AND lower(login) = $2', [
    tenant.id,
    email,
  ]);
  const mail = { tenantId: tenant.id, channel: 'email' as const, recipient: email, prospectId: null };
  if (taken.length > 0) {
    await queueMessage(tx, {
      ...mail,
      subject: `${tenant.name}: ${coreText('email-change-taken.subject', locale)}`,
      body: coreText('email-change-taken.body', locale, { email }),
      kind: 'email-change-taken',
    });
  } else {
    const token = randomBytes(32).toString('base64url');
    await tx.query(
      `INSERT INTO email_change_links (token_hash, tenant_id, client_id, new_email, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
      [hashToken(token), tenant.id, client.id, email, EMAIL_LINK_HOURS],
    );
    await queueMessage(tx, {
      ...mail,
      // The link changes the login: a real relay clears the body once sent.
      secret: true,
      subject: `${tenant.name}: ${coreText('email-change.subject', locale)}`,
      body: coreText('email-change.body', locale, {
        email,
        link: `${space}/${locale}-${tenant.country}/email?token=${token}`,
      }),
      kind: 'email-change',
    });
  }
  await queueMessage(tx, {
    ...mail,
    recipient: client.login,
    subject: `${tenant.name}: ${coreText('email-change-notice.subject', locale)}`,
    body: coreText('email-change-notice.body', locale, { login: client.login }),
    kind: 'email-change-notice',
  });
}

const invalidLink = () =>
  new DomainFailure('invalid_email_link', 'The link is unknown, used or expired.', {
    token: ['The link is unknown, used or expired'],
  });

/**
 * Uses a confirmation link's token, once: its address becomes the client's e-mail and login, the client's other
 * pending links end, and the change is recorded as made by the link. The one update that marks it used is the
 * check, so two uses at once cannot both succeed. An unknown, used or expired token, another tenant's, or one
 * whose address another account took meanwhile answers 422 `invalid_email_link` on `token`, all alike.
 *
 * @example
 * await confirmEmail(db, tenant, token, { by: 'link', ip }); // 'new@example.com'
 */
export async function confirmEmail(
  db: Database,
  tenant: Tenant,
  token: string,
  actor: ChangeActor,
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx.query<{ client_id: string; new_email: string }>(
        `UPDATE email_change_links SET used_at = now()
         WHERE token_hash = $1 AND tenant_id = $2 AND used_at IS NULL AND expires_at > now()
         RETURNING client_id, new_email`,
        [hashToken(token), tenant.id],
      );
      const link = rows[0];
      if (link === undefined) throw invalidLink();
      await tx.query('UPDATE clients SET login = $2 WHERE id = $1', [link.client_id, link.new_email]);
      await tx.query(
        'UPDATE email_change_links SET used_at = now() WHERE client_id = $1 AND used_at IS NULL',
        [link.client_id],
      );
      await recordChange(tx, {
        tenantId: tenant.id,
        clientId: link.client_id,
        kind: 'email_confirmed',
        actor,
      });
      return link.new_email;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidLink();
    throw error;
  }
}

/** Deletes the links past their expiry, used or not (run now and then: an expired link can do nothing). */
export async function purgeEmailChangeLinks(db: Queryable): Promise<void> {
  await db.query('DELETE FROM email_change_links WHERE expires_at < now()');
}
