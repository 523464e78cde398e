import { randomBytes } from 'node:crypto';
import { configOf } from '@souscrire/config';
import type { Context, Hono } from 'hono';
import type { Database } from '../db/database.ts';
import type { SignatureRow } from '../db/rows.ts';
import { documentRefs, listDocumentEntries } from '../documents/documents.ts';
import { recentMessages } from '../infrastructure/outbox.ts';
import { findSelection } from '../offers/offers.ts';
import { coreText } from '../reference/core-texts.ts';
import { languageOf } from '../reference/languages.ts';
import { tenantBrand } from '../reference/tenant-brands.ts';
import {
  cancelSignature,
  findSignature,
  recordConsent,
  setReturnOrigin,
  signingSubject,
} from '../signatures/signatures.ts';
import { devPageTenant } from './dev-page-access.ts';
import { isJourneyOrigin } from './journey-origin.ts';
import { cspHash, sandboxPageCsp } from './security-headers.ts';

/** Whether the sandbox pages (signing, card payment provider, dev mailbox and errors) are served: only when asked for. */
export function sandboxPagesEnabled(env: NodeJS.ProcessEnv): boolean {
  return configOf(env).CORE_SANDBOX_PAGES;
}

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

// The sandbox pages stand for third-party providers' pages (ARCHITECTURE: sandbox implementations served by
// the core itself): their texts are the provider's, in English, outside the journey's i18n.
// One style for every page, allowed by its hash in the pages' CSP (nothing inline runs unlisted).
const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1f2933;background:#f7f9fb}
main{max-width:640px;margin:0 auto;background:#fff;border:1px solid #d9e2ec;border-radius:8px;padding:24px}
h1{font-size:1.3rem;margin-top:0}button{font:inherit;padding:10px 18px;border-radius:6px;border:0;background:#2457d6;color:#fff;cursor:pointer}
button.secondary{background:#e4e7eb;color:#1f2933}label{display:block;margin:12px 0 4px}input{font:inherit;padding:8px;width:100%;box-sizing:border-box}
.error{color:#b42318}.note{color:#52606d;font-size:.9rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e4e7eb;padding:6px;text-align:left;vertical-align:top}
pre{white-space:pre-wrap;margin:0}form.inline{display:inline}img{max-width:100%;height:auto}
`;
/** The CSP hash of the sandbox pages' style. */
export const SANDBOX_STYLE_HASH = cspHash(STYLE);

/** What the signing page posts to the journey that frames it: its height, whenever it changes. */
export const SIGNING_FRAME_MESSAGE = 'souscrire:signing-frame-size';

/**
 * The signing page's one script (allowed by its nonce): it posts the page's height to the journey's origin on
 * load and on every change of size.
 */
function frameSizeScript(nonce: string, journeyOrigin: string): string {
  const target = JSON.stringify(journeyOrigin).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">(()=>{const send=()=>parent.postMessage({type:'${SIGNING_FRAME_MESSAGE}',
height:Math.ceil(document.body.getBoundingClientRect().height)},${target});
new ResizeObserver(send).observe(document.body);addEventListener('load',send);})();</script>`;
}

/** A sandbox page: the shared style, a title and a body (the dev pages of other files use it too). */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The providers' sandbox pages, served by the core service:
 * - `/sandbox/signature/{id}`: the embeddable signing page (documents and a sign button that returns to the
 *   journey's `/internal/callback/signature`);
 * - the card payment provider's script and fields: sandbox-payment-provider.ts;
 * - `/dev/mailbox?token=<tenant token>` (or the token as bearer): that tenant's outbox (e-mails and SMS),
 *   never in production.
 *
 * They are served only when `CORE_SANDBOX_PAGES=1` (`pnpm start`, the e2e suite and the tests set it): the
 * mailbox shows SMS codes, first passwords and resume links, the delivery channel of the sandbox.
 */
export function registerSandboxPages(app: Hono, db: Database, env: NodeJS.ProcessEnv): void {
  if (!sandboxPagesEnabled(env)) return;
  // The provider pages may be framed by the journeys only; a page with a script sets its own CSP.
  app.use('/sandbox/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set('Content-Security-Policy', sandboxPageCsp(env, { style: SANDBOX_STYLE_HASH }));
    }
  });
  // The dev pages are framed by no one; one that shows images sets its own CSP (tracking-pages.ts).
  app.use('/dev/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.res.headers.set(
        'Content-Security-Policy',
        sandboxPageCsp(env, { style: SANDBOX_STYLE_HASH, framed: false }),
      );
    }
  });
  const signature = (id: string) => findSignature(db, id);

  // The signing page speaks the journey page's language (`?lang=`, carried through its forms) and wears the
  // tenant's colour and name, as a real provider's page configured for the tenant.
  const signingPage = (
    c: Context,
    row: SignatureRow | undefined,
    lang: string,
    title: string,
    body: string,
  ) => {
    const brand = row === undefined ? undefined : tenantBrand(row.tenant_id);
    const color = /^#[0-9a-f]{6}$/i.test(brand?.color ?? '') ? brand?.color : undefined;
    const style = `${STYLE}${color === undefined ? '' : `h1,.brand{color:${color}}button{background:${color}}`}
.brand{font-weight:700;font-size:1.1rem;margin:0 0 16px;display:flex;gap:8px;align-items:center}
.brand span{display:inline-grid;place-items:center;width:28px;height:28px;border-radius:8px;color:#fff;background:currentColor}
.brand span b{color:#fff}.brand img{width:28px;height:28px}
@media (max-width:480px){body{padding:8px}main{padding:16px}}`;
    // The tenant's own mark, as its journey's host serves it (the web server's /favicon.ico, drawn by theming),
    // once the journey that framed the page is known; before that, a mark lettered in the brand's colour.
    const markOrigin = row?.return_origin ?? undefined;
    // The frame sizes to the page (as embedded signing providers do): the page tells the journey that framed
    // it its height, so Sign and Cancel are never cut off at the bottom of a fixed-height frame on a phone.
    const nonce = randomBytes(16).toString('base64');
    const csp = sandboxPageCsp(env, {
      style: cspHash(style),
      ...(markOrigin === undefined ? {} : { nonce }),
    });
    c.header('Content-Security-Policy', markOrigin === undefined ? csp : `${csp}; img-src ${markOrigin}`);
    const mark =
      markOrigin === undefined
        ? `<span aria-hidden="true"><b>${escapeHtml((brand?.name ?? '').replace(/^\W+/, '').charAt(0).toUpperCase())}</b></span>`
        : `<img src="${escapeHtml(markOrigin)}/favicon.ico" alt="">`;
    const logo =
      brand === undefined
        ? ''
        : `<p class="brand" aria-label="${escapeHtml(brand.name)}">${mark}${escapeHtml(brand.name)}</p>`;
    const script = markOrigin === undefined ? '' : frameSizeScript(nonce, markOrigin);
    return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style></head><body><main>${logo}${body}</main>${script}</body></html>`;
  };
  const pageLanguage = (value: unknown, row: SignatureRow | undefined) =>
    languageOf(typeof value === 'string' ? value : undefined) ??
    languageOf(tenantBrand(row?.tenant_id ?? '')?.language) ??
    'en';

  app.get('/sandbox/signature/:id', async (c) => {
    const row = await signature(c.req.param('id'));
    const lang = pageLanguage(c.req.query('lang'), row);
    if (row === undefined) {
      const unknown = coreText('signing.unknown', lang);
      return c.html(signingPage(c, row, lang, unknown, `<h1>${escapeHtml(unknown)}</h1>`), 404);
    }
    // Framed by the journey: its origin, when the start call did not carry one, is the frame's referrer.
    const referrer = URL.parse(c.req.header('referer') ?? '')?.origin;
    if (row.return_origin === null && referrer !== undefined && isJourneyOrigin(referrer, env)) {
      await setReturnOrigin(db, row.id, referrer);
      row.return_origin = referrer;
    }
    const prospect = await signingSubject(db, row.prospect_id);
    const selection = await findSelection(db, row.prospect_id);
    const documents = listDocumentEntries(
      row.prospect_id,
      documentRefs(selection?.formula ?? null, prospect?.xsell ?? false),
      lang,
    );
    const items = documents.map((document) => `<li>${escapeHtml(document.name)}</li>`).join('');
    const langField = `<input type="hidden" name="lang" value="${lang}">`;
    const actions =
      row.status === 'pending'
        ? `<form method="post" action="/sandbox/signature/${escapeHtml(row.id)}/sign" class="inline">${langField}
             <button type="submit">${escapeHtml(coreText('signing.sign', lang))}</button></form>
           <form method="post" action="/sandbox/signature/${escapeHtml(row.id)}/cancel" class="inline">${langField}
             <button type="submit" class="secondary">${escapeHtml(coreText('signing.cancel', lang))}</button></form>`
        : `<p>${escapeHtml(coreText(row.status === 'signed' ? 'signing.status.signed' : 'signing.status.closed', lang))}</p>`;
    const title = coreText('signing.title', lang);
    return c.html(
      signingPage(
        c,
        row,
        lang,
        title,
        `<h1>${escapeHtml(title)}</h1>
         <p>${escapeHtml(coreText('signing.intro', lang, { name: prospect?.name ?? '' }))}</p>
         <ul>${items}</ul>${actions}
         <p class="note">${escapeHtml(coreText('signing.note', lang))}</p>`,
      ),
    );
  });

  const finish = (event: 'sign' | 'cancel') => async (c: Context) => {
    const row = await signature(c.req.param('id') ?? '');
    const lang = pageLanguage((await c.req.parseBody()).lang, row);
    if (row === undefined || row.status !== 'pending') {
      const closed = coreText('signing.status.closed', lang);
      return c.html(signingPage(c, row, lang, closed, `<h1>${escapeHtml(closed)}</h1>`), 404);
    }
    if (event === 'sign') await recordConsent(db, row.id);
    else await cancelSignature(db, row.id);
    const query = new URLSearchParams({
      prospect_id: row.prospect_id,
      signature_id: row.id,
      event: event === 'sign' ? 'signing' : 'cancelled',
    });
    if (row.return_origin !== null) {
      return c.redirect(`${row.return_origin}/internal/callback/signature?${query}`, 303);
    }
    const done = coreText(event === 'sign' ? 'signing.enter-code' : 'signing.cancelled', lang);
    return c.html(signingPage(c, row, lang, done, `<h1>${escapeHtml(done)}</h1>`));
  };
  app.post('/sandbox/signature/:id/sign', finish('sign'));
  app.post('/sandbox/signature/:id/cancel', finish('cancel'));

  app.get('/dev/mailbox', async (c) => {
    if (env.NODE_ENV === 'production') return c.html(page('Mailbox', '<h1>Not available</h1>'), 404);
    const tenant = await devPageTenant(c, db);
    if (tenant === undefined) {
      return c.html(
        page(
          'Mailbox',
          `<h1>Dev mailbox</h1><p>A tenant token is required: <code>/dev/mailbox?token=dev-token-&lt;tenant&gt;</code>.</p>`,
        ),
        401,
      );
    }
    // ?to=: one recipient's messages (`pnpm load` reads each journey's SMS code among thousands).
    const rows = await recentMessages(db, tenant, c.req.query('to') ?? null);
    const lines = rows
      .map(
        (
          row,
        ) => `<tr><td>${escapeHtml(new Date(row.created_at).toISOString())}</td><td>${escapeHtml(row.tenant_id)}</td>
          <td>${escapeHtml(row.channel)}${row.kind === null ? '' : ` (${escapeHtml(row.kind)})`}</td><td>${escapeHtml(row.recipient)}</td>
          <td><strong>${escapeHtml(row.subject ?? '')}</strong><pre>${escapeHtml(row.body)}</pre></td></tr>`,
      )
      .join('');
    return c.html(
      page(
        'Dev mailbox',
        `<h1>Dev mailbox</h1><p class="note">The outbox of ${escapeHtml(tenant)}: ${rows.length} latest messages (e-mail and SMS).</p>
         <table><thead><tr><th>Sent</th><th>Tenant</th><th>Channel</th><th>To</th><th>Message</th></tr></thead>
         <tbody>${lines}</tbody></table>`,
      ),
    );
  });
}
