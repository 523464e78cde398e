import { createHash } from 'node:crypto';

/** The part of an app's runtime configuration (`config.json`) the policy is built from. */
export type RuntimeConfig = {
  readonly tenants?: Readonly<
    Record<string, { readonly coreApiUrl?: string; readonly coreApiToken?: string } | undefined>
  >;
  /** The card payment provider's script: its origin may run scripts and frame the card fields. */
  readonly paymentScriptUrl?: string;
  /** Error reporting: its DSN's origin receives the reports. */
  readonly monitoring?: { readonly dsn?: string };
};

/** The http(s) origin of an address, if it is one. */
function originOf(address: string | undefined): string[] {
  const url = URL.parse(address ?? '');
  return url !== null && (url.protocol === 'https:' || url.protocol === 'http:') ? [url.origin] : [];
}

/**
 * The one style element react-aria adds to the document (usePress: `touch-action` on pressable elements,
 * react-aria 3.53). It is allowed by its hash rather than `'unsafe-inline'`; if react-aria changes its text,
 * the e2e suite's CSP check fails and this copy must follow.
 */
export const REACT_ARIA_PRESSABLE_STYLE =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';

/** A CSP hash source (`'sha256-...'`) of an inline script or style text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** Where a page may be framed: nowhere, or only by a page of the same origin. */
export type FrameAncestors = 'none' | 'self';

/**
 * The origins of the core services a runtime configuration names (each tenant's `coreApiUrl`), sorted and
 * without duplicates; addresses that are not http(s) URLs are left out.
 *
 * @example
 * coreOrigins({ tenants: { maif: { coreApiUrl: 'https://api.example/v2' } } }); // ['https://api.example']
 */
export function coreOrigins(config: RuntimeConfig): string[] {
  const origins = new Set<string>();
  for (const tenant of Object.values(config.tenants ?? {})) {
    const url = URL.parse(tenant?.coreApiUrl ?? '');
    if (url !== null && (url.protocol === 'https:' || url.protocol === 'http:')) origins.add(url.origin);
  }
  return [...origins].sort();
}

/** A server-rendered page's inline scripts and styles, which its CSP allows by their hashes. */
export type InlineSources = {
  readonly scripts?: readonly string[];
  readonly styles?: readonly string[];
  /**
   * A rendered page's `style` attributes (react-aria's visually hidden inputs): allowed by their hashes with
   * CSP 3's `'unsafe-hashes'`, which lets exactly those values apply and no other attribute.
   */
  readonly styleAttributes?: readonly string[];
};

/**
 * The Content-Security-Policy of a built app: scripts and styles from the app's own origin
 * only (a server-rendered page's own inline script and styles by their hashes), API calls to the app's own
 * origin only (its server forwards `/core/*` to the core), frames from the core only (its
 * sandbox signing and card pages), never framed by another site.
 *
 * @example
 * contentSecurityPolicy({ tenants: { maif: { coreApiUrl: 'http://localhost:4000' } } });
 * // "default-src 'self'; script-src 'self'; ...; connect-src 'self'; frame-src 'self' http://localhost:4000; ..."
 */
export function contentSecurityPolicy(
  config: RuntimeConfig,
  frameAncestors: FrameAncestors = 'none',
  inline: InlineSources = {},
): string {
  const cores = coreOrigins(config);
  const provider = originOf(config.paymentScriptUrl);
  const reports = originOf(config.monitoring?.dsn);
  const unique = (sources: string[]) => [...new Set(sources)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...(inline.scripts ?? []).map(cspHash), ...provider]),
    'style-src': unique([
      "'self'",
      cspHash(REACT_ARIA_PRESSABLE_STYLE),
      ...(inline.styles ?? []).map(cspHash),
      ...(inline.styleAttributes?.length ? ["'unsafe-hashes'", ...inline.styleAttributes.map(cspHash)] : []),
    ]),
    // Logos and favicons are SVG data URIs (theming); product logos may come from the core.
    'img-src': ["'self'", 'data:', ...cores],
    'font-src': ["'self'"],
    // The core is called through the app's own origin (`/core/*`), never from the page directly.
    'connect-src': unique(["'self'", ...reports]),
    // The core's sandbox pages (signing, card fields) and, inside the signing frame, the journey's own
    // signature callback page.
    'frame-src': unique(["'self'", ...cores, ...provider]),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': [`'${frameAncestors}'`],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
