import type { Database } from '../db/database.ts';
import { STEP_ORDER } from '../questions/workflow-rules.ts';

/** Analytics event names are truncated to 50 characters. */
export const EVENT_NAME_LENGTH = 50;

/** A page view or an analytics event, as the contract's `TrackingEvent` defines it. */
export type TrackingRecord = { type: 'event' | 'page'; name?: string; prospect_id?: string } & Record<
  string,
  unknown
>;

/** The tracking cookie's fields, as the journey read them from the landing address. */
export type TrackingUtm = Partial<
  Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_content' | 'utm_term', string>
>;

/**
 * Stores a tenant's page views and events (POST v2/events), in one statement: each event name cut to 50
 * characters (by code point), the batch's utm values kept with every record.
 *
 * @example
 * await recordTrackingEvents(db, 'plussimple', [{ type: 'event', name: 'formula chosen', data }], {});
 */
export async function recordTrackingEvents(
  db: Pick<Database, 'query'>,
  tenantId: string,
  records: readonly TrackingRecord[],
  utm: TrackingUtm | undefined,
): Promise<void> {
  const params: unknown[] = [];
  const rows = records.map((record) => {
    const name =
      record.type === 'event'
        ? Array.from(record.name ?? '')
            .slice(0, EVENT_NAME_LENGTH)
            .join('')
        : null;
    const payload = {
      ...record,
      ...(name === null ? {} : { name }),
      ...(utm === undefined || Object.keys(utm).length === 0 ? {} : { utm }),
    };
    params.push(tenantId, record.type, name, record.prospect_id ?? null, JSON.stringify(payload));
    const at = params.length - 5;
    return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5})`;
  });
  await db.query(
    `INSERT INTO tracking_events (tenant_id, type, name, prospect_id, payload) VALUES ${rows.join(', ')}`,
    params,
  );
}

/** One stored record, as the dev listing shows it. */
export type StoredTrackingEvent = {
  id: number;
  type: 'event' | 'page';
  name: string | null;
  prospect_id: string | null;
  created_at: string;
  payload: TrackingRecord & { utm?: TrackingUtm };
};

/**
 * A tenant's latest tracking records, oldest first (for one prospect when named): the dev pages' listing, so
 * a test reads what the journey sent.
 */
export async function listTrackingEvents(
  db: Pick<Database, 'query'>,
  tenantId: string,
  options: { prospectId?: string | undefined; limit: number },
): Promise<StoredTrackingEvent[]> {
  const rows = await db.query<StoredTrackingEvent & { created_at: Date | string; id: number | string }>(
    `SELECT id, type, name, prospect_id, created_at, payload FROM tracking_events
     WHERE tenant_id = $1 AND ($2::text IS NULL OR prospect_id = $2)
     ORDER BY id DESC LIMIT $3`,
    [tenantId, options.prospectId ?? null, options.limit],
  );
  return rows
    .map((row) => ({ ...row, id: Number(row.id), created_at: new Date(row.created_at).toISOString() }))
    .reverse();
}

/** The funnel's columns: the journey's steps in order, then the finished subscriptions. */
export const FUNNEL_STAGES = [...STEP_ORDER, 'finished'] as const;

/** One of {@link FUNNEL_STAGES}. */
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** One funnel: the prospects of a product who started on a day, and how many reached each stage. */
export type FunnelRow = { day: string; product: string; reached: Partial<Record<FunnelStage, number>> };

/**
 * The funnel report of a tenant: per product and day, how many prospects reached each step (a page view of the
 * step's screen, tagged with its step by the journey) and how many finished. Finished comes from the core's own
 * records, a contract the finalization issued (not draft), never from an event: a browser can send any event
 * name, not a contract. A prospect counts on the day of its first tracked record, so each day's row is one cohort
 * followed to the end, and later steps never outnumber earlier ones they passed through. Days are UTC.
 *
 * @example
 * const rows = await funnelReport(db, 'plussimple', { from: '2026-11-01', to: '2026-11-30' });
 */
export async function funnelReport(
  db: Pick<Database, 'query'>,
  tenantId: string,
  range: { from: string; to: string },
): Promise<FunnelRow[]> {
  const rows = await db.query<{ day: string; product: string; stage: string; prospects: number }>(
    `WITH cohort AS (
       SELECT e.prospect_id, min(e.created_at) AS started
       FROM tracking_events e
       WHERE e.tenant_id = $1 AND e.prospect_id IS NOT NULL
       GROUP BY e.prospect_id
       HAVING min(e.created_at) >= ($2::date)::timestamp AT TIME ZONE 'UTC'
          AND min(e.created_at) < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
     ),
     reached AS (
       SELECT DISTINCT e.prospect_id, e.payload->'data'->>'step' AS stage
       FROM tracking_events e JOIN cohort c ON c.prospect_id = e.prospect_id
       WHERE e.tenant_id = $1 AND e.type = 'page'
       UNION
       SELECT c.prospect_id, 'finished'
       FROM cohort c JOIN contracts k ON k.prospect_id::text = c.prospect_id
       WHERE k.tenant_id = $1 AND k.status <> 'draft'
     )
     SELECT to_char(c.started AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            coalesce(p.product, '(none)') AS product, r.stage, count(*)::int AS prospects
     FROM cohort c
     JOIN reached r ON r.prospect_id = c.prospect_id
     LEFT JOIN prospects p ON p.id::text = c.prospect_id AND p.tenant_id = $1
     WHERE r.stage IS NOT NULL
     GROUP BY 1, 2, 3
     ORDER BY 1, 2`,
    [tenantId, range.from, range.to],
  );
  const stages = new Set<string>(FUNNEL_STAGES);
  const funnels = new Map<string, FunnelRow>();
  for (const row of rows) {
    if (!stages.has(row.stage)) continue;
    const key = `${row.day} ${row.product}`;
    const funnel = funnels.get(key) ?? { day: row.day, product: row.product, reached: {} };
    funnel.reached[row.stage as FunnelStage] = row.prospects;
    funnels.set(key, funnel);
  }
  return [...funnels.values()];
}
