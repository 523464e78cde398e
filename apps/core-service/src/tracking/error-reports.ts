import type { Database } from '../db/database.ts';

type Queryable = Pick<Database, 'query'>;

/**
 * The public key of the sandbox's DSN (README: like the development tokens, public): the journey's runtime
 * configuration names `http://souscriresandbox@<core host>/<project>` and its SDK reports there.
 */
export const SANDBOX_DSN_PUBLIC_KEY = 'souscriresandbox';

/** How many error events the sandbox keeps (all projects together); older ones are deleted. */
export const ERROR_REPORTS_KEPT = 500;

/** One item of an envelope: its header and its payload's bytes. */
export type EnvelopeItem = { header: Record<string, unknown>; payload: Uint8Array };

/** A Sentry envelope (https://develop.sentry.dev/sdk/data-model/envelopes/): a header and items. */
export type Envelope = { header: Record<string, unknown>; items: EnvelopeItem[] };

/** An envelope the receiver cannot read. */
export class EnvelopeError extends Error {}

const NEWLINE = 0x0a;

function jsonObject(bytes: Uint8Array, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new EnvelopeError(`The ${what} is not JSON.`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new EnvelopeError(`The ${what} is not a JSON object.`);
  }
  return value as Record<string, unknown>;
}

/**
 * Reads an envelope: a JSON header line, then items, each a JSON header line and a payload of `length`
 * bytes when the header says so, else up to the next newline.
 *
 * @example
 * parseEnvelope(new TextEncoder().encode('{"event_id":"e1"}\n{"type":"event"}\n{"level":"error"}\n'));
 * // { header: { event_id: 'e1' }, items: [{ header: { type: 'event' }, payload: <bytes of {"level":"error"}> }] }
 */
export function parseEnvelope(bytes: Uint8Array): Envelope {
  let at = 0;
  const line = () => {
    const end = bytes.indexOf(NEWLINE, at);
    const slice = bytes.subarray(at, end === -1 ? bytes.length : end);
    at = end === -1 ? bytes.length : end + 1;
    return slice;
  };
  const header = jsonObject(line(), 'envelope header');
  const items: EnvelopeItem[] = [];
  while (at < bytes.length) {
    const headerBytes = line();
    if (headerBytes.length === 0) continue;
    const itemHeader = jsonObject(headerBytes, 'item header');
    const { length } = itemHeader;
    let payload: Uint8Array;
    if (typeof length === 'number') {
      if (!Number.isInteger(length) || length < 0 || at + length > bytes.length) {
        throw new EnvelopeError('An item is shorter than its length.');
      }
      payload = bytes.subarray(at, at + length);
      at += length;
      if (bytes[at] === NEWLINE) at += 1;
    } else payload = line();
    items.push({ header: itemHeader, payload });
  }
  return { header, items };
}

/** The public key an envelope is sent with: the `sentry_key` of the address or auth header, or its DSN. */
export function envelopeKey(
  envelope: Envelope,
  query: string | undefined,
  auth: string | undefined,
): string | undefined {
  const fromAuth = /sentry_key=([^,\s]+)/.exec(auth ?? '')?.[1];
  const dsn = typeof envelope.header.dsn === 'string' ? URL.parse(envelope.header.dsn) : null;
  return query ?? fromAuth ?? (dsn?.username || undefined);
}

type SentryEvent = {
  level?: unknown;
  message?: unknown;
  logentry?: { formatted?: unknown; message?: unknown };
  exception?: { values?: { type?: unknown; value?: unknown }[] };
  tags?: unknown;
  release?: unknown;
  environment?: unknown;
  contexts?: { trace?: { trace_id?: unknown } };
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** What a person reads first of an event: its last exception (`Type: value`), else its message. */
function summary(event: SentryEvent): string {
  const exception = event.exception?.values?.at(-1);
  if (exception !== undefined) {
    return [text(exception.type), text(exception.value)].filter(Boolean).join(': ') || 'Error';
  }
  return text(event.message) ?? text(event.logentry?.formatted) ?? text(event.logentry?.message) ?? '';
}

function tagsOf(event: SentryEvent): Record<string, string> {
  if (typeof event.tags !== 'object' || event.tags === null) return {};
  return Object.fromEntries(
    Object.entries(event.tags).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : String(value),
    ]),
  );
}

/**
 * Keeps an envelope's error events (items of type `event`; sessions, reports and the like are not kept),
 * then deletes the oldest past {@link ERROR_REPORTS_KEPT}. Answers how many were kept.
 */
export async function storeErrorEvents(db: Queryable, project: string, envelope: Envelope): Promise<number> {
  let stored = 0;
  for (const item of envelope.items) {
    if (item.header.type !== 'event') continue;
    const event = jsonObject(item.payload, 'event') as SentryEvent & Record<string, unknown>;
    const tags = tagsOf(event);
    await db.query(
      `INSERT INTO error_reports (project, event_id, level, message, tenant, trace_id, release, environment, tags, event)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        project,
        text(event.event_id) ?? text(envelope.header.event_id) ?? '',
        text(event.level) ?? 'error',
        summary(event).slice(0, 2000),
        tags.tenant ?? null,
        text(event.contexts?.trace?.trace_id) ?? null,
        text(event.release) ?? null,
        text(event.environment) ?? null,
        JSON.stringify(tags),
        JSON.stringify(event),
      ],
    );
    stored += 1;
  }
  if (stored > 0) {
    await db.query(
      `DELETE FROM error_reports WHERE id <= (SELECT id FROM error_reports ORDER BY id DESC OFFSET $1 LIMIT 1)`,
      [ERROR_REPORTS_KEPT],
    );
  }
  return stored;
}

/** An error event as the dev page lists it. */
export type ErrorReport = {
  event_id: string;
  received_at: Date | string;
  level: string;
  message: string;
  trace_id: string | null;
  release: string | null;
  environment: string | null;
  tags: Record<string, string>;
};

/** A tenant's latest error events (its `tenant` tag), newest first. */
export async function listErrorReports(db: Queryable, tenant: string, limit = 100): Promise<ErrorReport[]> {
  return db.query<ErrorReport>(
    `SELECT event_id, received_at, level, message, trace_id, release, environment, tags FROM error_reports
     WHERE tenant = $1 ORDER BY id DESC LIMIT $2`,
    [tenant, limit],
  );
}
