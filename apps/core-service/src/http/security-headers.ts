import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { requestHeader } from './app-middleware.ts';
import { docsPage } from './docs-page.ts';
import { journeySources } from './journey-origin.ts';

/** The CSP of the API's answers (JSON, files): nothing to run, nothing to frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const HSTS = 'max-age=31536000; includeSubDomains';

/** A CSP hash source of a script or style text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

// The API reference keeps its one inline start-up script, allowed by its hash; swagger-ui sets inline styles.
const DOCS_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(docsPage())?.[1] ?? '';
const DOCS_CSP = [
  "default-src 'none'",
  `script-src 'self' ${cspHash(DOCS_SCRIPT)}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * The CSP of a sandbox provider page (signing, card fields): framed by the journeys only, its style allowed
 * by hash, a script only with the page's nonce, forms posting to the core (whose answer may send the browser
 * back to a journey).
 *
 * @example
 * sandboxPageCsp(process.env, { style: cspHash(css), nonce: 'r4nd0m' });
 */
export function sandboxPageCsp(
  env: NodeJS.ProcessEnv,
  sources: { style: string; nonce?: string; framed?: boolean },
): string {
  const journeys = journeySources(env);
  const ancestors = sources.framed === false || journeys.length === 0 ? ["'none'"] : journeys;
  return [
    "default-src 'none'",
    `style-src ${sources.style}`,
    sources.nonce === undefined ? "script-src 'none'" : `script-src 'nonce-${sources.nonce}'`,
    ['form-action', "'self'", ...journeys].join(' '),
    ['frame-ancestors', ...ancestors].join(' '),
    "base-uri 'none'",
  ].join('; ');
}

/**
 * The security headers of every answer: a CSP (the API's, the reference page's, or the one a
 * sandbox page set itself), `X-Content-Type-Options: nosniff`, `Referrer-Policy`, and HSTS over https
 * (`X-Forwarded-Proto` behind a proxy; browsers ignore HSTS received over http, so trusting it cannot harm).
 *
 * @example
 * app.use('*', securityHeaders());
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', c.req.path === '/docs' ? DOCS_CSP : API_CSP);
    }
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    const forwarded = requestHeader(c, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    // The address's scheme read from its start: `new URL()` on every answer was about 1% of a read's CPU.
    const https = forwarded === undefined ? /^https:/i.test(c.req.url) : forwarded === 'https';
    if (https) headers.set('Strict-Transport-Security', HSTS);
  };
}
