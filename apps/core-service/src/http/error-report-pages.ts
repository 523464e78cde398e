import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { LogLine, RecentLogLines } from '../logging/recent-log-lines.ts';
import {
  EnvelopeError,
  envelopeKey,
  listErrorReports,
  parseEnvelope,
  SANDBOX_DSN_PUBLIC_KEY,
  storeErrorEvents,
} from '../tracking/error-reports.ts';
import { ApiError } from './api-error.ts';
import { devPageTenant } from './dev-page-access.ts';
import { escapeHtml, page, sandboxPagesEnabled } from './sandbox-pages.ts';

const TOKEN_REQUIRED = (path: string) =>
  `<p>A tenant token is required: <code>${path}?token=dev-token-&lt;tenant&gt;</code>.</p>`;

const time = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' || value instanceof Date
    ? new Date(value).toISOString()
    : '';

/**
 * The sandbox of the error-reporting service, served with the other sandbox pages
 * (`CORE_SANDBOX_PAGES=1`, never in production):
 * - `POST /api/{project}/envelope/`: Sentry's envelope endpoint, for a DSN such as
 *   `http://souscriresandbox@localhost:4000/1`; the error events are kept (tracking/error-reports.ts);
 * - `/dev/errors?token=dev-token-<tenant>`: that tenant's latest error events (by their `tenant` tag) with
 *   their tags, release and trace id;
 * - `/dev/requests?token=dev-token-<tenant>[&trace=<trace id>]`: the core's latest request log lines for
 *   that tenant, optionally only those of one trace: the id a browser error carries leads to them.
 */
export function registerErrorReportPages(
  app: Hono,
  db: Database,
  env: NodeJS.ProcessEnv,
  recentLogs: RecentLogLines | undefined,
): void {
  if (!sandboxPagesEnabled(env) || env.NODE_ENV === 'production') return;

  app.post('/api/:project/envelope/', async (c) => {
    const project = c.req.param('project');
    if (!/^\d{1,12}$/.test(project)) throw new ApiError(404, 'not_found', 'No such project.');
    let envelope: ReturnType<typeof parseEnvelope>;
    try {
      envelope = parseEnvelope(new Uint8Array(await c.req.arrayBuffer()));
    } catch (error) {
      if (error instanceof EnvelopeError) throw new ApiError(400, 'bad_request', error.message);
      throw error;
    }
    if (
      envelopeKey(envelope, c.req.query('sentry_key'), c.req.header('x-sentry-auth')) !==
      SANDBOX_DSN_PUBLIC_KEY
    ) {
      throw new ApiError(401, 'unauthorized', 'This DSN public key is not the sandbox one.');
    }
    try {
      await storeErrorEvents(db, project, envelope);
    } catch (error) {
      if (error instanceof EnvelopeError) throw new ApiError(400, 'bad_request', error.message);
      throw error;
    }
    return c.json({ id: typeof envelope.header.event_id === 'string' ? envelope.header.event_id : null });
  });

  app.get('/dev/errors', async (c) => {
    const tenant = await devPageTenant(c, db);
    if (tenant === undefined) {
      return c.html(page('Error reports', `<h1>Error reports</h1>${TOKEN_REQUIRED('/dev/errors')}`), 401);
    }
    const token = c.req.query('token');
    const reports = await listErrorReports(db, tenant);
    const rows = reports
      .map((report) => {
        const requests =
          report.trace_id === null || token === undefined
            ? ''
            : ` <a href="${escapeHtml(`/dev/requests?${new URLSearchParams({ token, trace: report.trace_id })}`)}">requests</a>`;
        const tags = Object.entries(report.tags)
          .sort(([one], [other]) => one.localeCompare(other))
          .map(([name, value]) => `${escapeHtml(name)}=${escapeHtml(value)}`)
          .join('<br>');
        return `<tr data-event-id="${escapeHtml(report.event_id)}"><td>${escapeHtml(time(report.received_at))}</td>
          <td>${escapeHtml(report.level)}</td><td><pre>${escapeHtml(report.message)}</pre></td>
          <td>${tags}</td><td>${escapeHtml(report.release ?? '')}</td>
          <td><code data-trace-id>${escapeHtml(report.trace_id ?? '')}</code>${requests}</td></tr>`;
      })
      .join('');
    return c.html(
      page(
        'Error reports',
        `<h1>Error reports</h1><p class="note">The latest error events the journeys of ${escapeHtml(tenant)}
         reported to the sandbox DSN: ${reports.length}.</p>
         <table><thead><tr><th>Received</th><th>Level</th><th>Error</th><th>Tags</th><th>Release</th>
         <th>Trace</th></tr></thead><tbody>${rows}</tbody></table>`,
      ),
    );
  });

  app.get('/dev/requests', async (c) => {
    const tenant = await devPageTenant(c, db);
    if (tenant === undefined) {
      return c.html(page('Request log', `<h1>Request log</h1>${TOKEN_REQUIRED('/dev/requests')}`), 401);
    }
    const trace = c.req.query('trace');
    if (recentLogs === undefined) {
      return c.html(
        page(
          'Request log',
          '<h1>Request log</h1><p>This process keeps no log lines (started by a test).</p>',
        ),
      );
    }
    const keep = (line: LogLine) =>
      line.msg === 'request' && line.tenant === tenant && (trace === undefined || line.traceId === trace);
    const lines = recentLogs.lines(keep);
    const rows = lines
      .map(
        (
          line,
        ) => `<tr><td>${escapeHtml(time(line.time))}</td><td>${escapeHtml(String(line.method ?? ''))}</td>
          <td>${escapeHtml(String(line.path ?? ''))}</td><td>${escapeHtml(String(line.status ?? ''))}</td>
          <td><code data-trace-id>${escapeHtml(String(line.traceId ?? ''))}</code></td>
          <td><pre>${escapeHtml(JSON.stringify(line))}</pre></td></tr>`,
      )
      .join('');
    return c.html(
      page(
        'Request log',
        `<h1>Request log</h1><p class="note">The core's latest request log lines for ${escapeHtml(tenant)}${
          trace === undefined ? '' : ` in trace <code>${escapeHtml(trace)}</code>`
        }: ${lines.length}.</p>
         <table><thead><tr><th>Time</th><th>Method</th><th>Path</th><th>Status</th><th>Trace</th><th>Line</th></tr>
         </thead><tbody>${rows}</tbody></table>`,
      ),
    );
  });
}
