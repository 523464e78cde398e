import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { OutboxRow } from '../db/rows.ts';

/** A message to send: the sandbox keeps it in the outbox table, shown by the dev mailbox page. */
export type OutgoingMessage = {
  tenantId: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  prospectId: string | null;
  /** What the message is for (`offer`, `resume-link`, `signature-code`, `welcome`, `sepa-mandate`). */
  kind: string;
  /**
   * The body holds a secret (an SMS code, a first password): a relay clears it once sent, and the dev mailbox
   * (the delivery channel of the sandbox) is the only place that shows it.
   */
  secret?: boolean;
};

/**
 * Writes a message to the outbox (ARCHITECTURE: e-mail and SMS go through an outbox in the database, so that
 * several instances share it and nothing leaves the machine in development).
 *
 * @example
 * await queueMessage(db, { tenantId: 'maif', channel: 'email', recipient: 'a@b.fr', subject: 'Hello', body: '...',
 *   prospectId: null, kind: 'offer' });
 */
export async function queueMessage(db: Pick<Database, 'query'>, message: OutgoingMessage): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO outbox (id, tenant_id, channel, recipient, subject, body, prospect_id, kind, secret)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      message.tenantId,
      message.channel,
      message.recipient,
      message.subject,
      message.body,
      message.prospectId,
      message.kind,
      message.secret ?? false,
    ],
  );
  return id;
}

/** What a secret message's body becomes once it has been delivered. */
export const CLEARED_BODY = '(sent; its secret content is not kept)';

/** A message of the outbox, as the dev mailbox lists it. */
export type QueuedMessage = Pick<
  OutboxRow,
  'tenant_id' | 'channel' | 'recipient' | 'subject' | 'body' | 'kind' | 'created_at'
>;

/** The tenant's latest 200 messages, newest first, or one recipient's only. */
export async function recentMessages(
  db: Pick<Database, 'query'>,
  tenantId: string,
  recipient: string | null,
): Promise<QueuedMessage[]> {
  return db.query<QueuedMessage>(
    `SELECT tenant_id, channel, recipient, subject, body, kind, created_at FROM outbox WHERE tenant_id = $1
       AND ($2::text IS NULL OR recipient = $2)
     ORDER BY created_at DESC LIMIT 200`,
    [tenantId, recipient],
  );
}

/**
 * How many e-mails of the outbox are not sent yet, every tenant's (the relay's backlog; SMS rows have no
 * relay). Read when the metrics are scraped.
 */
export async function pendingEmails(db: Pick<Database, 'query'>): Promise<number> {
  const rows = await db.query<{ pending: number }>(
    "SELECT count(*)::int AS pending FROM outbox WHERE channel = 'email' AND sent_at IS NULL",
  );
  return rows[0]?.pending ?? 0;
}
