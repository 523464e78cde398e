/**
 * A tenant's webhook endpoints as the operators' tool manages them (cli/run-cli.ts): registration with a
 * secret shown once, secret rotation with the old secret still valid for an overlap, removal, the delivery log
 * and the replay of a delivery.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import type { DeliveryLogRow, WebhookEndpointRow } from '../db/rows.ts';
import { WEBHOOK_EVENT_TYPES } from './events.ts';

type Queryable = Pick<Database, 'query'>;

/** A request an operator got wrong (an unknown tenant, endpoint or event type, a bad URL): one line says which. */
export class WebhookCommandError extends Error {}

/** How long a delivery is retried, from its event (or its replay) on. */
export const RETRY_WINDOW_HOURS = 24;

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

/**
 * The event types of `--events`: a comma-separated list of the contract's types, or `all`.
 *
 * @example
 * parseEventTypes('contract.issued,payment.failed'); // ['contract.issued', 'payment.failed']
 */
export function parseEventTypes(list: string): WebhookEventType[] {
  if (list.trim() === 'all') return [...WEBHOOK_EVENT_TYPES];
  const asked = [...new Set(list.split(',').map((type) => type.trim()))].filter((type) => type !== '');
  const unknown = asked.filter((type) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(type));
  if (asked.length === 0 || unknown.length > 0) {
    throw new WebhookCommandError(
      `Unknown event type(s): ${unknown.join(', ') || '(none given)'}. Known: ${WEBHOOK_EVENT_TYPES.join(', ')}, or all.`,
    );
  }
  return asked as WebhookEventType[];
}

/** The endpoint's address: absolute http(s), and https only in production (the body is the tenant's data). */
function checkedUrl(url: string, production: boolean): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookCommandError(`Not an absolute URL: ${url}`);
  }
  const allowed = production ? ['https:'] : ['https:', 'http:'];
  if (!allowed.includes(parsed.protocol) || parsed.username !== '' || parsed.password !== '') {
    throw new WebhookCommandError(
      `An endpoint's URL is ${production ? 'https' : 'http or https'}, without credentials: ${url}`,
    );
  }
  return parsed.toString();
}

/**
 * Registers an endpoint of the tenant for the given event types; answers its id and its first secret, which
 * is shown this once (the receiver keeps it to check signatures).
 *
 * @example
 * const { id, secret } = await createEndpoint(db, { tenant: 'maif', url: 'https://hooks.maif.example/souscrire',
 *   events: ['contract.issued'], production: true });
 */
export async function createEndpoint(
  db: Database,
  request: { tenant: string; url: string; events: readonly WebhookEventType[]; production: boolean },
): Promise<{ id: string; secret: string }> {
  const url = checkedUrl(request.url, request.production);
  const known = await db.query('SELECT 1 FROM tenants WHERE id = $1', [request.tenant]);
  if (known.length === 0) {
    throw new WebhookCommandError(
      `Unknown tenant "${request.tenant}" (the tenants are loaded by "migrate" or at start).`,
    );
  }
  const id = randomUUID();
  const secret = newSecret();
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO webhook_endpoints (id, tenant_id, url, events) VALUES ($1, $2, $3, $4)', [
      id,
      request.tenant,
      url,
      request.events,
    ]);
    await tx.query('INSERT INTO webhook_secrets (id, endpoint_id, secret) VALUES ($1, $2, $3)', [
      randomUUID(),
      id,
      secret,
    ]);
  });
  return { id, secret };
}

/** The endpoints, oldest first, of one tenant or of all, with their valid secrets and pending deliveries. */
export async function listEndpoints(db: Queryable, tenant?: string): Promise<WebhookEndpointRow[]> {
  return db.query<WebhookEndpointRow>(
    `SELECT e.id, e.tenant_id AS tenant, e.url, e.events, e.created_at AS created, e.removed_at AS removed,
       (SELECT count(*)::int FROM webhook_secrets s
        WHERE s.endpoint_id = e.id AND (s.expires_at IS NULL OR s.expires_at > now())) AS secrets,
       (SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.status = 'pending') AS pending
     FROM webhook_endpoints e WHERE $1::text IS NULL OR e.tenant_id = $1 ORDER BY e.created_at, e.id`,
    [tenant ?? null],
  );
}

async function liveEndpoint(tx: Queryable, id: string): Promise<void> {
  const rows = await tx.query(
    `SELECT 1 FROM webhook_endpoints WHERE id::text = $1 AND removed_at IS NULL FOR UPDATE`,
    [id],
  );
  if (rows.length === 0) throw new WebhookCommandError(`No endpoint ${id} (or it was removed).`);
}

/**
 * Gives the endpoint a new secret, answered once. Its current secrets stay valid `overlapHours` more: until
 * then every delivery carries a signature with each, so the receiver may switch to the new one at its pace.
 */
export async function rotateSecret(db: Database, id: string, overlapHours: number): Promise<string> {
  if (!Number.isFinite(overlapHours) || overlapHours < 0 || overlapHours > 24 * 30) {
    throw new WebhookCommandError('The overlap is a number of hours from 0 to 720.');
  }
  const secret = newSecret();
  await db.transaction(async (tx) => {
    await liveEndpoint(tx, id);
    await tx.query(
      `UPDATE webhook_secrets SET expires_at = now() + make_interval(secs => $2)
       WHERE endpoint_id = $1 AND (expires_at IS NULL OR expires_at > now() + make_interval(secs => $2))`,
      [id, overlapHours * 3600],
    );
    await tx.query('INSERT INTO webhook_secrets (id, endpoint_id, secret) VALUES ($1, $2, $3)', [
      randomUUID(),
      id,
      secret,
    ]);
  });
  return secret;
}

/** Stops sending to the endpoint: its pending deliveries are given up, its log is kept. */
export async function removeEndpoint(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await liveEndpoint(tx, id);
    await tx.query('UPDATE webhook_endpoints SET removed_at = now() WHERE id = $1', [id]);
    await tx.query(
      "UPDATE webhook_deliveries SET status = 'failed' WHERE endpoint_id = $1 AND status = 'pending'",
      [id],
    );
  });
}

/** The endpoint's latest attempts, newest first: when, which event, the answer's status or why none. */
export async function deliveryLog(
  db: Queryable,
  endpointId: string,
  limit: number,
): Promise<DeliveryLogRow[]> {
  const known = await db.query('SELECT 1 FROM webhook_endpoints WHERE id::text = $1', [endpointId]);
  if (known.length === 0) throw new WebhookCommandError(`No endpoint ${endpointId}.`);
  return db.query<DeliveryLogRow>(
    `SELECT a.attempted_at, a.delivery_id, a.attempt, e.id AS event_id, e.type, a.http_status, a.error,
       a.duration_ms, d.status
     FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id
     JOIN webhook_events e ON e.id = d.event_id
     WHERE d.endpoint_id = $1 ORDER BY a.attempted_at DESC, e.seq DESC, a.attempt DESC LIMIT $2`,
    [endpointId, limit],
  );
}

/**
 * Sends a delivery again (the same event, id and body, signed anew), whatever its status: pending from now, with
 * a new retry window. Deliveries to one endpoint go in their events' order, so it goes before later pending ones.
 */
export async function replayDelivery(db: Queryable, deliveryId: string): Promise<void> {
  const rows = await db.query(
    `UPDATE webhook_deliveries d SET status = 'pending', next_attempt_at = now(),
       retry_until = now() + make_interval(hours => $2)
     FROM webhook_endpoints e
     WHERE d.id::text = $1 AND e.id = d.endpoint_id AND e.removed_at IS NULL RETURNING d.id`,
    [deliveryId, RETRY_WINDOW_HOURS],
  );
  if (rows.length === 0) {
    throw new WebhookCommandError(`No delivery ${deliveryId} to an endpoint still registered.`);
  }
}
