/**
 * The webhook relay: sends the due deliveries of the outbox (webhooks/events.ts writes them), at least once,
 * each endpoint's in its events' order. A delivery is claimed in a short transaction (`FOR UPDATE SKIP
 * LOCKED`: two instances never claim the same one) that counts the attempt and moves its next attempt past the
 * attempt's timeout, a lease: the POST itself holds no transaction (PGlite has one connection), and an instance
 * that dies mid-attempt leaves it to be tried again once the lease ends. A 2xx answer delivers it; anything else
 * is retried with exponential backoff and jitter until its retry window (24 hours) ends, then it is `failed`.
 */
import type { Logger } from 'pino';
import type { Database } from '../db/database.ts';
import { startRounds } from '../infrastructure/outbox-relay.ts';
import { signatureHeader } from './signature.ts';

/** How long an endpoint has to answer one attempt. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** The first retry's delay; each next one doubles, up to {@link MAX_RETRY_DELAY_MS}. */
const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** What a claim adds to the timeout before another instance may take the delivery over. */
const LEASE_MARGIN_MS = 30_000;

export type DeliveryOptions = {
  /** The clock (a test moves it instead of waiting hours). */
  now?: () => Date;
  /** The HTTP client (the platform's fetch unless given). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** A number in [0, 1) for the jitter. */
  random?: () => number;
  /** At most this many attempts in one round. */
  limit?: number;
};

/**
 * The delay before the attempt after `attempt` failed ones: 30 s doubled each time, at most an hour, with
 * "equal jitter" (half fixed, half random), so endpoints that come back are not hit by every retry at once.
 *
 * @example
 * retryDelayMs(1, () => 0.5); // 22 500 (between 15 and 30 s)
 */
export function retryDelayMs(attempt: number, random: () => number): number {
  const ceiling = Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

type Claimed = {
  id: string;
  attempt: number;
  retry_until: Date;
  event_id: string;
  type: string;
  body: string;
  url: string;
  secrets: string[];
};

/**
 * Claims the oldest due delivery whose endpoint has no earlier one pending (the order of each endpoint's events);
 * undefined when there is none.
 */
async function claim(db: Database, now: Date, leaseMs: number): Promise<Claimed | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<
      Omit<Claimed, 'attempt' | 'secrets'> & { attempts: number; endpoint_id: string }
    >(
      `SELECT d.id, d.attempts, d.retry_until, d.endpoint_id, e.id AS event_id, e.type, e.body, p.url
       FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
       JOIN webhook_endpoints p ON p.id = d.endpoint_id
       WHERE d.status = 'pending' AND d.next_attempt_at <= $1 AND p.removed_at IS NULL
         AND NOT EXISTS (
           SELECT 1 FROM webhook_deliveries b JOIN webhook_events be ON be.id = b.event_id
           WHERE b.endpoint_id = d.endpoint_id AND b.status = 'pending' AND be.seq < e.seq)
       ORDER BY e.seq LIMIT 1 FOR UPDATE OF d SKIP LOCKED`,
      [now],
    );
    if (row === undefined) return undefined;
    await tx.query(
      'UPDATE webhook_deliveries SET attempts = attempts + 1, next_attempt_at = $2 WHERE id = $1',
      [row.id, new Date(now.getTime() + leaseMs)],
    );
    const secrets = await tx.query<{ secret: string }>(
      `SELECT secret FROM webhook_secrets WHERE endpoint_id = $1 AND (expires_at IS NULL OR expires_at > $2)
       ORDER BY created_at DESC, id`,
      [row.endpoint_id, now],
    );
    return {
      id: row.id,
      attempt: row.attempts + 1,
      retry_until: new Date(row.retry_until),
      event_id: row.event_id,
      type: row.type,
      body: row.body,
      url: row.url,
      secrets: secrets.map((secret) => secret.secret),
    };
  });
}

/** Posts the delivery once; answers the HTTP status, or why there was none. */
async function post(
  delivery: Claimed,
  now: Date,
  send: typeof fetch,
  timeoutMs: number,
): Promise<{ httpStatus: number | null; error: string | null }> {
  try {
    const response = await send(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Souscrire-Webhooks/1',
        'souscrire-event': delivery.type,
        'souscrire-signature': signatureHeader(
          delivery.body,
          delivery.secrets,
          Math.floor(now.getTime() / 1000),
        ),
      },
      body: delivery.body,
      // A redirect is not followed: the endpoint registered is the one that receives.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel();
    return { httpStatus: response.status, error: null };
  } catch (error) {
    const name = (error as { name?: unknown }).name;
    const message =
      name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : String((error as Error).message ?? error);
    const cause = (error as { cause?: { code?: unknown } }).cause?.code;
    return { httpStatus: null, error: typeof cause === 'string' ? `${message} (${cause})` : message };
  }
}

/**
 * Sends the due deliveries one after the other (each endpoint's in order), up to `limit` attempts; answers how
 * many were delivered and how many attempts failed.
 *
 * @example
 * const { delivered, failed } = await deliverDueWebhooks(db);
 */
export async function deliverDueWebhooks(
  db: Database,
  options: DeliveryOptions = {},
): Promise<{ delivered: number; failed: number }> {
  const clock = options.now ?? (() => new Date());
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? ATTEMPT_TIMEOUT_MS;
  const random = options.random ?? Math.random;
  const limit = options.limit ?? 50;
  let delivered = 0;
  let failed = 0;
  while (delivered + failed < limit) {
    const now = clock();
    const delivery = await claim(db, now, timeoutMs + LEASE_MARGIN_MS);
    if (delivery === undefined) break;
    // The attempt starts once claimed: on a busy machine a claim may run well after `now` was read, after
    // another instance delivered the endpoint's earlier events, and the attempts' times keep their order.
    const attemptedAt = clock();
    const started = performance.now();
    const { httpStatus, error } = await post(delivery, attemptedAt, send, timeoutMs);
    const ok = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
    const next = new Date(
      Math.min(
        attemptedAt.getTime() + retryDelayMs(delivery.attempt, random),
        delivery.retry_until.getTime(),
      ),
    );
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO webhook_attempts (delivery_id, attempt, attempted_at, http_status, error, duration_ms)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          delivery.id,
          delivery.attempt,
          attemptedAt,
          httpStatus,
          error,
          Math.round(performance.now() - started),
        ],
      );
      await tx.query(
        `UPDATE webhook_deliveries SET status = $2, next_attempt_at = $3 WHERE id = $1 AND status = 'pending'`,
        [
          delivery.id,
          ok ? 'delivered' : attemptedAt >= delivery.retry_until ? 'failed' : 'pending',
          ok ? attemptedAt : next,
        ],
      );
    });
    if (ok) delivered += 1;
    else failed += 1;
  }
  return { delivered, failed };
}

/**
 * Sends the due webhooks every `intervalMs` until stopped (run-service.ts starts it on every instance: they
 * share the work). Errors are logged and retried on the next round.
 */
export function startWebhookRelay(
  db: Database,
  options: { intervalMs: number; logger: Logger },
): () => Promise<void> {
  return startRounds(
    () =>
      deliverDueWebhooks(db).then(
        (counts) => {
          if (counts.delivered + counts.failed > 0)
            options.logger.info(counts, 'webhook deliveries attempted');
        },
        (error: unknown) => options.logger.warn({ err: error }, 'webhook relay failed; retrying'),
      ),
    options.intervalMs,
  );
}
