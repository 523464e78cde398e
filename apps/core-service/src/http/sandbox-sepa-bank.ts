import type { Context, Hono } from 'hono';
import { friendlyFormatIBAN } from 'ibantools';
import type { Database } from '../db/database.ts';
import type { ServiceMetrics } from '../metrics/service-metrics.ts';
import { collectDebits, pendingDebits, SEPA_TEST_IBANS } from '../payments/sandbox-sepa-bank.ts';
import { devPageTenant } from './dev-page-access.ts';
import { escapeHtml, page, sandboxPagesEnabled } from './sandbox-pages.ts';

const TITLE = 'Sandbox bank: SEPA debits';

const euros = (cents: number) => `${(cents / 100).toFixed(2)} EUR`;

/** The page's address for a tenant token, with what the last collection did. */
function bankAddress(token: string, outcome?: { collected: number; rejected: number }): string {
  const query = new URLSearchParams({ token });
  if (outcome !== undefined) {
    query.set('collected', String(outcome.collected));
    query.set('rejected', String(outcome.rejected));
  }
  return `/dev/sepa-bank?${query}`;
}

/** The tenant token of the request: the address's `?token=`, or the bearer token. */
function tokenOf(c: Context): string {
  return c.req.query('token') ?? /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
}

/**
 * The sandbox bank of SEPA direct debits, a dev page served with the other sandbox pages
 * (`CORE_SANDBOX_PAGES=1`, never in production) and protected like the dev mailbox (the tenant's development
 * token as `?token=` or bearer; one tenant's debits only):
 * - `GET /dev/sepa-bank?token=dev-token-<tenant>`: the tenant's debits sent to the bank and not answered yet
 *   (mandate reference, account's last 4 digits, amount, date sent), a list each with "Collect", and "Collect all";
 * - `POST /dev/sepa-bank/collect?token=…` (form field `payment_id`, or none for all): the bank collects the
 *   debit(s) with its answer for the account (payments/sandbox-sepa-bank.ts: the rejected test account fails, any
 *   other pays), then shows the page again (303) with what it did.
 * The customer space shows the contract paid (or its debit rejected) from then on; the metrics count each debit
 * collected by its outcome.
 */
export function registerSandboxSepaBank(
  app: Hono,
  db: Database,
  env: NodeJS.ProcessEnv,
  metrics: ServiceMetrics,
): void {
  if (!sandboxPagesEnabled(env) || env.NODE_ENV === 'production') return;

  const refused = (c: Context) =>
    c.html(
      page(
        TITLE,
        `<h1>${TITLE}</h1><p>A tenant token is required: <code>/dev/sepa-bank?token=dev-token-&lt;tenant&gt;</code>.</p>`,
      ),
      401,
    );

  app.get('/dev/sepa-bank', async (c) => {
    const tenant = await devPageTenant(c, db);
    if (tenant === undefined) return refused(c);
    const token = tokenOf(c);
    const action = escapeHtml(`/dev/sepa-bank/collect?${new URLSearchParams({ token })}`);
    const debits = await pendingDebits(db, tenant);
    const collected = Number(c.req.query('collected') ?? Number.NaN);
    const rejected = Number(c.req.query('rejected') ?? 0);
    const status = Number.isInteger(collected)
      ? `<p role="status">The bank collected ${collected} debit(s)${rejected > 0 ? `, of which ${rejected} rejected (insufficient funds, AM04)` : ''}.</p>`
      : '';
    // A list, not a table: the page fits a phone's width, each debit with its own button.
    const items = debits
      .map(
        (
          debit,
        ) => `<li><p><strong>${escapeHtml(debit.mandate_reference)}</strong>: account …${escapeHtml(debit.iban_last4 ?? '')},
          ${escapeHtml(euros(debit.amount))} (${escapeHtml(debit.frequency)}), sent on ${escapeHtml(debit.sent_on)}</p>
          <form method="post" action="${action}">
            <input type="hidden" name="payment_id" value="${escapeHtml(debit.id)}">
            <button type="submit" aria-label="Collect ${escapeHtml(debit.mandate_reference)}">Collect</button>
          </form></li>`,
      )
      .join('');
    const list =
      debits.length === 0
        ? '<p>No debit is waiting for the bank.</p>'
        : `<h2>Debits waiting for the bank (${debits.length})</h2><ul>${items}</ul>
           <form method="post" action="${action}"><p><button type="submit" class="secondary">Collect all</button></p></form>`;
    return c.html(
      page(
        TITLE,
        `<h1>${TITLE}</h1>${status}
         <p class="note">The first debits of ${escapeHtml(tenant)}'s SEPA mandates, sent to the bank and not answered
         yet. Collecting one gives the bank's answer: the test account ${escapeHtml(friendlyFormatIBAN(SEPA_TEST_IBANS.rejected) ?? '')} is
         rejected (insufficient funds), any other account pays.</p>${list}`,
      ),
    );
  });

  app.post('/dev/sepa-bank/collect', async (c) => {
    const tenant = await devPageTenant(c, db);
    if (tenant === undefined) return refused(c);
    const form = await c.req.parseBody();
    const paymentId = typeof form.payment_id === 'string' && form.payment_id !== '' ? form.payment_id : null;
    const done = await collectDebits(db, tenant, paymentId);
    for (const debit of done) metrics.paymentSettled('sepa', debit.status);
    const rejected = done.filter((debit) => debit.status === 'failed').length;
    return c.redirect(bankAddress(tokenOf(c), { collected: done.length, rejected }), 303);
  });
}
