import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';
import type { OutboxMail } from './mail-sender.ts';
import { CLEARED_BODY, queueMessage } from './outbox.ts';
import { relayOutbox } from './outbox-relay.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

const message = (channel: 'email' | 'sms', recipient: string) => ({
  tenantId: 'maif',
  channel,
  recipient,
  subject: channel === 'email' ? 'Hello' : null,
  body: `to ${recipient}`,
  prospectId: null,
  kind: 'test',
});

test('pending e-mails are sent once, oldest first; SMS stay in the outbox; a failure is retried later', async () => {
  await queueMessage(service.db, message('email', 'a@example.com'));
  await queueMessage(service.db, message('sms', '+33612345678'));
  await queueMessage(service.db, message('email', 'b@example.com'));
  const failing = async () => {
    throw new Error('SMTP down');
  };
  await expect(relayOutbox(service.db, failing)).rejects.toThrow('SMTP down');
  const sent: OutboxMail[] = [];
  expect(await relayOutbox(service.db, async (mail) => void sent.push(mail))).toBe(2);
  expect(sent).toEqual([
    { to: 'a@example.com', subject: 'Hello', text: 'to a@example.com' },
    { to: 'b@example.com', subject: 'Hello', text: 'to b@example.com' },
  ]);
  expect(await relayOutbox(service.db, async (mail) => void sent.push(mail))).toBe(0);
  const pending = await service.db.query<{ channel: string }>(
    'SELECT channel FROM outbox WHERE sent_at IS NULL',
  );
  expect(pending.map((row) => row.channel)).toEqual(['sms']);
});

test('a secret e-mail (first password) is sent whole, then its body is cleared from the outbox', async () => {
  const id = await queueMessage(service.db, {
    ...message('email', 'welcome@example.com'),
    body: 'Password: s3cret-first-password',
    kind: 'welcome',
    secret: true,
  });
  const sent: OutboxMail[] = [];
  await relayOutbox(service.db, async (mail) => void sent.push(mail));
  expect(sent.find((mail) => mail.to === 'welcome@example.com')?.text).toBe(
    'Password: s3cret-first-password',
  );
  const [row] = await service.db.query<{ body: string; sent_at: Date | null }>(
    'SELECT body, sent_at FROM outbox WHERE id = $1',
    [id],
  );
  expect(row?.sent_at).not.toBeNull();
  expect(row?.body).toBe(CLEARED_BODY);
  expect(row?.body).not.toContain('s3cret');
});
