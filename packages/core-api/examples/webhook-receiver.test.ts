import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { WebhookEvent } from '../src/index.ts';
import { createWebhookReceiver } from './webhook-receiver.ts';

const handled: WebhookEvent[] = [];
const server = createWebhookReceiver(
  () => ['whsec_new', 'whsec_old'],
  async (event) => {
    if (event.type === 'payment.failed') throw new Error('our database is down');
    handled.push(event);
  },
);
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function deliver(type: string, secret: string, time = Math.floor(Date.now() / 1000)) {
  const body = JSON.stringify({ id: `evt_${'0'.repeat(32)}`, type, created_at: new Date().toISOString() });
  const signature = createHmac('sha256', secret).update(`${time}.${body}`).digest('hex');
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'souscrire-signature': `t=${time},v1=${signature}` },
    body,
  });
}

test('the example receiver acts on a delivery signed with either secret, and refuses the others', async () => {
  expect((await deliver('contract.issued', 'whsec_old')).status).toBe(204);
  expect((await deliver('quote.priced', 'whsec_new')).status).toBe(204);
  expect(handled.map((event) => event.type)).toEqual(['contract.issued', 'quote.priced']);
  const forged = await deliver('contract.issued', 'whsec_guess');
  expect([forged.status, await forged.text()]).toEqual([400, 'no_valid_signature']);
  const replayed = await deliver('contract.issued', 'whsec_new', Math.floor(Date.now() / 1000) - 600);
  expect([replayed.status, await replayed.text()]).toEqual([400, 'outside_tolerance']);
  // Its own failure is a 500: the core retries it later.
  expect((await deliver('payment.failed', 'whsec_new')).status).toBe(500);
  expect(handled).toHaveLength(2);
});
