import type { Context, Hono } from 'hono';
import type { Database } from '../db/database.ts';
import {
  ageQuote,
  INDEX_PERCENT_BOUNDS,
  MAX_AGE_DAYS,
  OFFER_VALIDITY_DAYS,
  pricingRevisions,
  publishPricingRevision,
  rateIndexAt,
} from '../offers/offer-validity.ts';
import { devPageTenant } from './dev-page-access.ts';
import { escapeHtml, page, sandboxPagesEnabled } from './sandbox-pages.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DONE: Record<string, string> = {
  revision: 'The tariff revision is in force from now on.',
  aged: 'The offer’s quote was moved back in time.',
};

function whole(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'string' && /^\d{1,5}$/.test(value.trim()) ? Number(value) : Number.NaN;
  return number >= min && number <= max ? number : undefined;
}

/**
 * The sandbox's pricing controls (docs/offers.md), served with the other dev pages
 * (`CORE_SANDBOX_PAGES=1`, never in production), for one tenant (`?token=dev-token-<tenant>`):
 * - `GET /dev/pricing`: the tenant's products with the tariff index in force, and two forms;
 * - `POST /dev/pricing/revisions` (product, index_percent): a tariff revision in force from now on, as an
 *   insurer's yearly indexation (100 = the shipped tables);
 * - `POST /dev/pricing/quotes/age` (prospect_id, days): the sandbox's time travel, moving one offer's quote
 *   back, so that a test (or a tester) sees an offer older than its validity without waiting 30 days.
 */
export function registerPricingPages(app: Hono, db: Database, env: NodeJS.ProcessEnv): void {
  if (!sandboxPagesEnabled(env) || env.NODE_ENV === 'production') return;

  const refused = (c: Context) =>
    c.html(
      page(
        'Pricing',
        '<h1>Pricing</h1><p>A tenant token is required: <code>/dev/pricing?token=dev-token-&lt;tenant&gt;</code>.</p>',
      ),
      401,
    );
  const back = (c: Context, done: string) =>
    c.redirect(
      `/dev/pricing?${new URLSearchParams({ token: c.req.query('token') ?? '', done }).toString()}`,
      303,
    );
  const invalid = (c: Context, message: string) =>
    c.html(page('Pricing', `<h1>Pricing</h1><p class="error" role="alert">${escapeHtml(message)}</p>`), 400);

  app.get('/dev/pricing', async (c) => {
    const tenant = await devPageTenant(c, db);
    if (tenant === undefined) return refused(c);
    const products = await db.query<{ slug: string; name: string }>(
      'SELECT slug, name FROM products WHERE tenant_id = $1 ORDER BY position, slug',
      [tenant],
    );
    const now = new Date();
    const rows = await Promise.all(
      products.map(async (product) => {
        const index = rateIndexAt(await pricingRevisions(db, tenant, product.slug), now);
        return `<tr><td>${escapeHtml(product.name)}</td><td>${escapeHtml(product.slug)}</td><td>${Math.round(index * 100)} %</td></tr>`;
      }),
    );
    const options = products
      .map((product) => `<option value="${escapeHtml(product.slug)}">${escapeHtml(product.name)}</option>`)
      .join('');
    const query = `?token=${encodeURIComponent(c.req.query('token') ?? '')}`;
    const done = DONE[c.req.query('done') ?? ''];
    return c.html(
      page(
        `Pricing • ${tenant}`,
        `<h1>Pricing of ${escapeHtml(tenant)}</h1>
         ${done === undefined ? '' : `<p role="status">${escapeHtml(done)}</p>`}
         <p class="note">Offers hold their price ${OFFER_VALIDITY_DAYS} days; past that they are priced again with the
         tariff in force. The index multiplies the shipped rates (100 %: as shipped).</p>
         <table><thead><tr><th>Product</th><th>Slug</th><th>Index in force</th></tr></thead><tbody>${rows.join('')}</tbody></table>
         <h2>Publish a tariff revision</h2>
         <form method="post" action="/dev/pricing/revisions${escapeHtml(query)}">
           <label for="product">Product</label><select id="product" name="product">${options}</select>
           <label for="index_percent">Index (%)</label>
           <input id="index_percent" name="index_percent" type="number" min="${INDEX_PERCENT_BOUNDS.min}" max="${INDEX_PERCENT_BOUNDS.max}" value="100" required>
           <p><button type="submit">Publish the revision</button></p>
         </form>
         <h2>Time travel: age an offer</h2>
         <form method="post" action="/dev/pricing/quotes/age${escapeHtml(query)}">
           <label for="prospect_id">Prospect id</label><input id="prospect_id" name="prospect_id" required>
           <label for="days">Days back</label>
           <input id="days" name="days" type="number" min="1" max="${MAX_AGE_DAYS}" value="${OFFER_VALIDITY_DAYS + 1}" required>
           <p><button type="submit">Age the offer</button></p>
         </form>`,
      ),
    );
  });

  app.post('/dev/pricing/revisions', async (c) => {
    const tenant = await devPageTenant(c, db);
    if (tenant === undefined) return refused(c);
    const form = await c.req.parseBody();
    const index = whole(form.index_percent, INDEX_PERCENT_BOUNDS.min, INDEX_PERCENT_BOUNDS.max);
    if (index === undefined) {
      return invalid(
        c,
        `The index must be a whole percentage from ${INDEX_PERCENT_BOUNDS.min} to ${INDEX_PERCENT_BOUNDS.max}.`,
      );
    }
    const product = typeof form.product === 'string' ? form.product : '';
    const known = await db.query('SELECT 1 FROM products WHERE tenant_id = $1 AND slug = $2', [
      tenant,
      product,
    ]);
    if (known.length === 0) return invalid(c, 'This tenant sells no such product.');
    await publishPricingRevision(db, tenant, product, index);
    return back(c, 'revision');
  });

  app.post('/dev/pricing/quotes/age', async (c) => {
    const tenant = await devPageTenant(c, db);
    if (tenant === undefined) return refused(c);
    const form = await c.req.parseBody();
    const days = whole(form.days, 1, MAX_AGE_DAYS);
    if (days === undefined) return invalid(c, `The days must be a whole number from 1 to ${MAX_AGE_DAYS}.`);
    const prospectId = typeof form.prospect_id === 'string' ? form.prospect_id.trim() : '';
    if (!UUID.test(prospectId) || !(await ageQuote(db, tenant, prospectId, days))) {
      return invalid(c, 'This tenant has no offer chosen for this prospect id.');
    }
    return back(c, 'aged');
  });
}
