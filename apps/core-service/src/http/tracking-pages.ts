import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import {
  FUNNEL_STAGES,
  type FunnelRow,
  type FunnelStage,
  funnelReport,
  listTrackingEvents,
} from '../tracking/tracking.ts';
import { devPageTenant } from './dev-page-access.ts';
import { escapeHtml, page, SANDBOX_STYLE_HASH, sandboxPagesEnabled } from './sandbox-pages.ts';
import { sandboxPageCsp } from './security-headers.ts';

/** How many days the funnel covers when the address names none. */
const DEFAULT_DAYS = 30;
/** The most records `/dev/events` lists. */
const MAX_LISTED_EVENTS = 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function isValidDay(value: string): boolean {
  return DAY.test(value) && isoDay(new Date(`${value}T00:00:00Z`)) === value;
}

/** The prospects of one product that reached each stage over the period (its days added up). */
function totals(rows: readonly FunnelRow[]): Partial<Record<FunnelStage, number>> {
  const sum: Partial<Record<FunnelStage, number>> = {};
  for (const row of rows) {
    for (const [stage, count] of Object.entries(row.reached) as [FunnelStage, number][]) {
      sum[stage] = (sum[stage] ?? 0) + count;
    }
  }
  return sum;
}

/**
 * One product's funnel as an SVG, drawn on the server by ECharts' SSR renderer (no script on the page): one bar
 * per stage reached, first step on top, each labelled with its count and its share of the first stage.
 */
async function funnelChart(stages: readonly FunnelStage[], counts: readonly number[]): Promise<string> {
  const [echarts, { BarChart }, { GridComponent }, { SVGRenderer }] = await Promise.all([
    import('echarts/core'),
    import('echarts/charts'),
    import('echarts/components'),
    import('echarts/renderers'),
  ]);
  echarts.use([BarChart, GridComponent, SVGRenderer]);
  const first = counts[0] ?? 0;
  const chart = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: 590,
    height: 48 + stages.length * 30,
  });
  try {
    chart.setOption({
      animation: false,
      grid: { left: 100, right: 90, top: 12, bottom: 28 },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', inverse: true, data: [...stages], axisTick: { show: false } },
      series: [
        {
          type: 'bar',
          barMaxWidth: 22,
          data: counts.map((count, index) => ({
            value: count,
            itemStyle: { color: stages[index] === 'finished' ? '#1f9d55' : '#2457d6' },
          })),
          label: {
            show: true,
            position: 'right',
            formatter: ({ value }: { value: unknown }) =>
              `${value}  (${first === 0 ? 0 : Math.round((Number(value) / first) * 100)} %)`,
          },
        },
      ],
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/** One product's section: the chart (an image of the SVG, described in words) and the numbers per day. */
async function productSection(product: string, rows: readonly FunnelRow[]): Promise<string> {
  const sum = totals(rows);
  const stages = FUNNEL_STAGES.filter((stage) => (sum[stage] ?? 0) > 0);
  const counts = stages.map((stage) => sum[stage] ?? 0);
  const svg = await funnelChart(stages, counts);
  const description = `Funnel of ${product}: ${stages.map((stage, index) => `${stage} ${counts[index]}`).join(', ')}`;
  const days = rows.map((row) => row.day);
  const head = `<tr><th scope="col">Stage</th>${days.map((day) => `<th scope="col">${escapeHtml(day)}</th>`).join('')}<th scope="col">Total</th></tr>`;
  const body = stages
    .map(
      (stage) =>
        `<tr><th scope="row">${escapeHtml(stage)}</th>${rows
          .map(
            (row) =>
              `<td data-day="${escapeHtml(row.day)}" data-stage="${stage}">${row.reached[stage] ?? 0}</td>`,
          )
          .join('')}<td data-day="total" data-stage="${stage}"><strong>${sum[stage] ?? 0}</strong></td></tr>`,
    )
    .join('');
  return `<section data-product="${escapeHtml(product)}"><h2>${escapeHtml(product)}</h2>
    <img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" alt="${escapeHtml(description)}" width="590">
    <table><caption class="note">Prospects per first day of their journey</caption><thead>${head}</thead><tbody>${body}</tbody></table></section>`;
}

/**
 * The tracking service's dev pages, with the other sandbox pages (`CORE_SANDBOX_PAGES=1`, never in
 * production), for one tenant by its token (`?token=dev-token-<tenant>`, or as bearer):
 * - `/dev/funnel[?from=YYYY-MM-DD&to=YYYY-MM-DD]`: per product and day, how many prospects reached each step
 *   and how many finished (tracking/tracking.ts), drawn as a chart a product owner reads at a glance, with the
 *   numbers below it; the last 30 days by default;
 * - `/dev/events[?prospect_id=…]`: the latest stored page views and events as JSON, oldest first, so a test
 *   reads what the journey sent.
 */
export function registerTrackingPages(app: Hono, db: Database, env: NodeJS.ProcessEnv): void {
  if (!sandboxPagesEnabled(env) || env.NODE_ENV === 'production') return;

  app.get('/dev/events', async (c) => {
    const tenant = await devPageTenant(c, db);
    if (tenant === undefined) {
      return c.json(
        { title: 'Unauthorized', code: 'unauthorized', message: 'A tenant token is required.' },
        401,
      );
    }
    const data = await listTrackingEvents(db, tenant, {
      prospectId: c.req.query('prospect_id'),
      limit: MAX_LISTED_EVENTS,
    });
    return c.json({ data });
  });

  app.get('/dev/funnel', async (c) => {
    const tenant = await devPageTenant(c, db);
    if (tenant === undefined) {
      return c.html(
        page(
          'Funnel',
          '<h1>Funnel</h1><p>A tenant token is required: <code>/dev/funnel?token=dev-token-&lt;tenant&gt;</code>.</p>',
        ),
        401,
      );
    }
    const today = new Date();
    const to = c.req.query('to') || isoDay(today);
    const from = c.req.query('from') || isoDay(new Date(today.getTime() - (DEFAULT_DAYS - 1) * 86_400_000));
    if (!isValidDay(from) || !isValidDay(to) || from > to) {
      return c.html(
        page(
          'Funnel',
          '<h1>Funnel</h1><p class="error" role="alert">The period must be two days written YYYY-MM-DD, the first not after the second.</p>',
        ),
        400,
      );
    }
    const rows = await funnelReport(db, tenant, { from, to });
    const products = [...new Set(rows.map((row) => row.product))];
    const sections = await Promise.all(
      products.map((product) =>
        productSection(
          product,
          rows.filter((row) => row.product === product),
        ),
      ),
    );
    const token = c.req.query('token') ?? '';
    // The charts are SVG images (data: addresses): ECharts writes inline styles, which the page's CSP would
    // refuse inline, while an image's own styles are its own.
    c.header(
      'Content-Security-Policy',
      `${sandboxPageCsp(env, { style: SANDBOX_STYLE_HASH, framed: false })}; img-src data:`,
    );
    return c.html(
      page(
        `Funnel • ${tenant}`,
        `<h1>Funnel of ${escapeHtml(tenant)}</h1>
         <form method="get" action="/dev/funnel">
           ${token === '' ? '' : `<input type="hidden" name="token" value="${escapeHtml(token)}">`}
           <label for="from">From</label><input id="from" name="from" type="date" value="${escapeHtml(from)}">
           <label for="to">To</label><input id="to" name="to" type="date" value="${escapeHtml(to)}">
           <p><button type="submit">Show</button></p>
         </form>
         <p class="note">Prospects who reached each step (a page view of its screen) and finished (subscription
         finalized), from the journey's tracking events, counted on the day of their first one (UTC).</p>
         ${sections.length === 0 ? '<p>No journey tracked in this period.</p>' : sections.join('')}`,
      ),
    );
  });
}
