import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from './verify-webhook.ts';

const body = JSON.stringify({
  id: 'evt_0123456789abcdef0123456789abcdef',
  type: 'quote.priced',
  created_at: '2026-11-28T12:00:00.000Z',
  tenant: 'maif',
  data: { prospect_id: 'p1' },
});
const time = 1_764_331_200;
const now = time * 1000;
const sign = (secret: string, at = time, text = body) =>
  createHmac('sha256', secret).update(`${at}.${text}`).digest('hex');

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(WebhookVerificationError);
  return (error as WebhookVerificationError).reason;
}

describe('verifyWebhook', () => {
  test('a delivery signed with the secret answers its event, from a string or the raw bytes', async () => {
    const header = `t=${time},v1=${sign('whsec_a')}`;
    const event = await verifyWebhook(body, header, 'whsec_a', { now });
    expect(event.type).toBe('quote.priced');
    expect(event.tenant).toBe('maif');
    expect((await verifyWebhook(new TextEncoder().encode(body), header, 'whsec_a', { now })).id).toBe(
      'evt_0123456789abcdef0123456789abcdef',
    );
  });

  test('during a rotation either secret verifies, whichever v1 carries it', async () => {
    const header = `t=${time},v1=${sign('whsec_new')},v1=${sign('whsec_old')}`;
    await expect(verifyWebhook(body, header, 'whsec_old', { now })).resolves.toMatchObject({
      tenant: 'maif',
    });
    await expect(verifyWebhook(body, header, ['whsec_new'], { now })).resolves.toMatchObject({
      tenant: 'maif',
    });
    // A receiver holding both secrets accepts a delivery signed with the old one only.
    const oldOnly = `t=${time},v1=${sign('whsec_old')}`;
    await expect(verifyWebhook(body, oldOnly, ['whsec_new', 'whsec_old'], { now })).resolves.toBeDefined();
  });

  test('another secret, a changed body or a changed time is refused', async () => {
    const header = `t=${time},v1=${sign('whsec_a')}`;
    expect(await refusal(verifyWebhook(body, header, 'whsec_b', { now }))).toBe('no_valid_signature');
    expect(await refusal(verifyWebhook(`${body} `, header, 'whsec_a', { now }))).toBe('no_valid_signature');
    const moved = `t=${time + 1},v1=${sign('whsec_a')}`;
    expect(await refusal(verifyWebhook(body, moved, 'whsec_a', { now }))).toBe('no_valid_signature');
  });

  test('a time outside the tolerance is refused as a replay, 300 seconds unless told', async () => {
    const header = `t=${time},v1=${sign('whsec_a')}`;
    await expect(verifyWebhook(body, header, 'whsec_a', { now: now + 300_000 })).resolves.toBeDefined();
    expect(await refusal(verifyWebhook(body, header, 'whsec_a', { now: now + 301_000 }))).toBe(
      'outside_tolerance',
    );
    expect(await refusal(verifyWebhook(body, header, 'whsec_a', { now: now - 301_000 }))).toBe(
      'outside_tolerance',
    );
    await expect(
      verifyWebhook(body, header, 'whsec_a', { now: new Date(now + 3_600_000), toleranceSeconds: 3600 }),
    ).resolves.toBeDefined();
  });

  test('a missing or malformed header is refused without trying a secret', async () => {
    expect(await refusal(verifyWebhook(body, null, 'whsec_a', { now }))).toBe('missing_header');
    expect(await refusal(verifyWebhook(body, '', 'whsec_a', { now }))).toBe('missing_header');
    expect(await refusal(verifyWebhook(body, `v1=${sign('whsec_a')}`, 'whsec_a', { now }))).toBe(
      'malformed_header',
    );
    expect(await refusal(verifyWebhook(body, `t=${time},v1=zz`, 'whsec_a', { now }))).toBe(
      'malformed_header',
    );
    expect(await refusal(verifyWebhook(body, `t=${time},v0=${sign('whsec_a')}`, 'whsec_a', { now }))).toBe(
      'malformed_header',
    );
  });
});
