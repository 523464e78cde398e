import { describe, expect, test } from 'vitest';
import type { MailSender, OutboxMail } from './mail-sender.ts';

/** A mail transport under test, and where the mails it sent arrive. */
export type MailSenderFixture = {
  send: MailSender;
  /** The mails delivered so far, decoded, in the order they arrived. */
  delivered(): Promise<OutboxMail[]>;
  /** An address the server refuses. */
  refusedRecipient: string;
};

/**
 * The contract every mail transport passes: each e-mail arrives once, to its recipient, with its subject and
 * text as written (accents and line breaks included); a recipient the server refuses makes the sending throw,
 * so that the outbox keeps the e-mail for the next round. Run it from a `*.test.ts` with the adapter's fixture.
 *
 * @example
 * describeMailSenderContract('smtp', async () => ({ send, delivered, refusedRecipient: 'nobody@refused.test' }));
 */
export function describeMailSenderContract(
  name: string,
  makeFixture: () => Promise<MailSenderFixture>,
): void {
  describe(`mail transport contract: ${name}`, () => {
    test('each e-mail arrives once, to its recipient, with its subject and text as written', async () => {
      const { send, delivered } = await makeFixture();
      const before = (await delivered()).length;
      const first = {
        to: 'jeanne.martin@example.com',
        subject: 'Votre offre Responsabilité civile',
        text: 'Bonjour Jeanne,\n\nVoici votre offre : 1 234,56 € par an.',
      };
      const second = { to: 'hans.muller@example.com', subject: 'Ihr Angebot', text: 'Grüße' };
      await send(first);
      await send(second);
      const arrived = (await delivered()).slice(before);
      expect(arrived).toHaveLength(2);
      expect(arrived[0]).toEqual(first);
      expect(arrived[1]).toEqual(second);
    });

    test('a recipient the server refuses: the sending throws, nothing arrives', async () => {
      const { send, delivered, refusedRecipient } = await makeFixture();
      const before = (await delivered()).length;
      await expect(send({ to: refusedRecipient, subject: 'Hello', text: 'Hello' })).rejects.toThrow();
      expect((await delivered()).length).toBe(before);
    });
  });
}
