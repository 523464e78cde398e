/**
 * The mail transport's port. E-mails are written to the outbox first (infrastructure/outbox.ts); a relay hands
 * each pending one to a {@link MailSender} (infrastructure/outbox-relay.ts). The sandbox sends nothing: its
 * e-mails stay in the outbox, shown by the dev mailbox. SMTP ({@link smtpMailSender}, when `SMTP_URL` is set)
 * is one implementation; a provider's HTTP API (Mailjet, ...) would be another, and each passes
 * {@link describeMailSenderContract} (infrastructure/mail-sender.contract.ts).
 */

/** An e-mail of the outbox, as handed to the mail transport. */
export type OutboxMail = { to: string; subject: string; text: string };

/** Sends one e-mail, throwing when it could not (the relay then keeps it for its next round). */
export type MailSender = (mail: OutboxMail) => Promise<void>;

/**
 * Sends e-mails by SMTP (nodemailer) from `from`, to the server of `url` (`smtp://user:pass@host:port`).
 *
 * @example
 * const send = await smtpMailSender('smtp://localhost:1025', 'Souscrire <no-reply@souscrire.localhost>');
 * await send({ to: 'a@example.com', subject: 'Hello', text: 'Bonjour' });
 */
export async function smtpMailSender(url: string, from: string): Promise<MailSender> {
  // Loaded only here: nodemailer took 170 ms of a start that sends no e-mail (measured at load 7).
  const { createTransport } = await import('nodemailer');
  const transport = createTransport(url);
  return async (mail) => {
    await transport.sendMail({ from, ...mail });
  };
}
