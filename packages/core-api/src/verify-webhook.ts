import type { components, webhooks } from './generated/core-api.ts';

/** The type of a lifecycle event (`prospect.created`, `contract.issued`...). */
export type WebhookEventType = components['schemas']['WebhookEventType'];

/** Each event type's body, as the contract's `webhooks` section describes it. */
export type WebhookEvents = {
  [Type in keyof webhooks]: webhooks[Type]['post']['requestBody']['content']['application/json'];
};

/** Any event the core sends to a webhook endpoint, told apart by its `type`. */
export type WebhookEvent = WebhookEvents[keyof WebhookEvents];

/** The header that carries a delivery's time and signatures. */
export const WEBHOOK_SIGNATURE_HEADER = 'Souscrire-Signature';

/** Why a delivery was refused: answer it with a 400 and do not act on it. */
export type WebhookRefusal =
  | 'missing_header'
  | 'malformed_header'
  | 'outside_tolerance'
  | 'no_valid_signature';

/** A delivery that does not prove it comes from the core with one of the endpoint's secrets, or is too old. */
export class WebhookVerificationError extends Error {
  readonly reason: WebhookRefusal;
  constructor(reason: WebhookRefusal, message: string) {
    super(message);
    this.name = 'WebhookVerificationError';
    this.reason = reason;
  }
}

export type VerifyWebhookOptions = {
  /** How far `t` may be from now, either way, in seconds (300 unless given): an older delivery is a replay. */
  toleranceSeconds?: number;
  /** The time to check against (now unless given), a Date or milliseconds since the epoch. */
  now?: Date | number;
};

const encoder = new TextEncoder();

/** The header's time and its v1 signatures (other schemes are ignored), or undefined when it has neither. */
function parseHeader(header: string): { time: number; signatures: Uint8Array<ArrayBuffer>[] } | undefined {
  let time: number | undefined;
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't' && /^\d+$/.test(value)) time = Number(value);
    if (key === 'v1' && /^(?:[0-9a-f]{2})+$/i.test(value)) {
      signatures.push(Uint8Array.from(value.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16)));
    }
  }
  return time === undefined || signatures.length === 0 ? undefined : { time, signatures };
}

/**
 * Checks a webhook delivery the way the core signs it (`Souscrire-Signature: t=<unix>,v1=<hex>`, an
 * HMAC-SHA256 of `<t>.<body>`, one `v1` per secret valid when it was sent) and answers its event. Throws a
 * {@link WebhookVerificationError} when no `v1` matches any of `secret` (give both during a rotation) or when `t`
 * is more than `toleranceSeconds` from now. Pass the body exactly as received, before any JSON parsing. Runs on
 * WebCrypto (`crypto.subtle`): Node, Deno, Bun and edge runtimes alike.
 *
 * @example
 * const event = await verifyWebhook(rawBody, request.headers.get('souscrire-signature'), process.env.SECRET);
 * if (event.type === 'contract.issued') console.log(event.data.contract_id);
 */
export async function verifyWebhook(
  body: string | Uint8Array,
  header: string | null | undefined,
  secret: string | readonly string[],
  options: VerifyWebhookOptions = {},
): Promise<WebhookEvent> {
  if (header === null || header === undefined || header === '') {
    throw new WebhookVerificationError('missing_header', `No ${WEBHOOK_SIGNATURE_HEADER} header.`);
  }
  const parsed = parseHeader(header);
  if (parsed === undefined) {
    throw new WebhookVerificationError(
      'malformed_header',
      `${WEBHOOK_SIGNATURE_HEADER} needs t=<unix seconds> and at least one v1=<hex>.`,
    );
  }
  const tolerance = options.toleranceSeconds ?? 300;
  const now = options.now === undefined ? Date.now() : Number(options.now);
  if (Math.abs(now / 1000 - parsed.time) > tolerance) {
    throw new WebhookVerificationError(
      'outside_tolerance',
      `The delivery's time is more than ${tolerance} seconds from now: refused as a possible replay.`,
    );
  }
  const bytes = typeof body === 'string' ? encoder.encode(body) : body;
  const prefix = encoder.encode(`${parsed.time}.`);
  const signed = new Uint8Array(prefix.length + bytes.length);
  signed.set(prefix);
  signed.set(bytes, prefix.length);
  for (const candidate of typeof secret === 'string' ? [secret] : secret) {
    const key = await crypto.subtle.importKey(
      'raw',
      encoder.encode(candidate),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    for (const signature of parsed.signatures) {
      // subtle.verify compares in constant time.
      if (await crypto.subtle.verify('HMAC', key, signature, signed)) {
        return JSON.parse(new TextDecoder().decode(bytes)) as WebhookEvent;
      }
    }
  }
  throw new WebhookVerificationError('no_valid_signature', 'No signature matches the secret(s) given.');
}
