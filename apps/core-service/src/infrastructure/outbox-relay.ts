import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import type { OutboxRow } from '../db/rows.ts';
import type { MailSender } from './mail-sender.ts';
import { CLEARED_BODY } from './outbox.ts';

/**
 * Sends the outbox's pending e-mails, oldest first, each in its own transaction: the row is locked
 * (`FOR UPDATE SKIP LOCKED`, so several instances share the work without sending twice) and marked sent once
 * the transport accepted it, its body cleared when it held a secret. A failure leaves the row pending for the next round and stops this one.
 * SMS rows stay in the outbox (no SMS gateway: the dev mailbox shows them). Returns how many were sent.
 *
 * @example
 * const sent = await relayOutbox(db, async (mail) => { await transport.sendMail({ from, ...mail }); });
 */
export async function relayOutbox(db: Database, send: MailSender, limit = 20): Promise<number> {
  let sent = 0;
  while (sent < limit) {
    const done = await db.transaction(async (tx) => {
      const rows = await tx.query<Pick<OutboxRow, 'id' | 'recipient' | 'subject' | 'body'>>(
        `SELECT id, recipient, subject, body FROM outbox WHERE channel = 'email' AND sent_at IS NULL
         ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      const row = rows[0];
      if (row === undefined) return false;
      await send({ to: row.recipient, subject: row.subject ?? '', text: row.body });
      // A secret (first password) is not kept once the transport has it.
      await tx.query(
        'UPDATE outbox SET sent_at = now(), body = CASE WHEN secret THEN $2 ELSE body END WHERE id = $1',
        [row.id, CLEARED_BODY],
      );
      return true;
    });
    if (!done) break;
    sent += 1;
  }
  return sent;
}

/**
 * Runs `round` every `intervalMs`, one round at a time, until the answered stop is called (which waits for the
 * round under way). A round handles its own errors.
 */
export function startRounds(round: () => Promise<void>, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(round);
  }, intervalMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * Relays the outbox every `intervalMs` until stopped (run-service.ts starts it when `SMTP_URL` is set). Errors are
 * logged and retried on the next round.
 */
export function startOutboxRelay(
  db: Database,
  send: MailSender,
  options: { intervalMs: number; logger: Logger },
): () => Promise<void> {
  return startRounds(
    () =>
      relayOutbox(db, send).then(
        (count) => {
          if (count > 0) options.logger.info({ count }, 'outbox e-mails sent');
        },
        (error: unknown) => options.logger.warn({ err: error }, 'outbox relay failed; retrying'),
      ),
    options.intervalMs,
  );
}
