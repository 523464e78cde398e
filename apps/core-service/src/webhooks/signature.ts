import { createHmac } from 'node:crypto';

/**
 * The `Souscrire-Signature` header of a delivery sent at `time` (Unix seconds): `t=<time>` then one
 * `v1=<hex HMAC-SHA256 of "<time>.<body>">` per secret, the newest first (two during a rotation). Receivers check
 * it with core-api's `verifyWebhook`.
 *
 * @example
 * signatureHeader('{"id":"evt_…"}', ['whsec_new', 'whsec_old'], 1764331200); // 't=1764331200,v1=…,v1=…'
 */
export function signatureHeader(body: string, secrets: readonly string[], time: number): string {
  const signatures = secrets.map(
    (secret) => `v1=${createHmac('sha256', secret).update(`${time}.${body}`).digest('hex')}`,
  );
  return [`t=${time}`, ...signatures].join(',');
}
