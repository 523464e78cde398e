import { html, raw } from 'hono/html';

/** What a page renderer is asked: the page's address (with the host it was asked on) and the runtime configuration. */
export type PageRequest = {
  readonly url: URL;
  /** The parsed runtime configuration (`config.json`), which the renderer validates. */
  readonly config: unknown;
  /** How the renderer calls other services (the core's catalogue). */
  readonly fetch: typeof fetch;
};

/**
 * A page an app rendered on the server, which the web server puts into the build's `index.html`: the
 * document's language, tenant (`data-tenant`), title, description and favicon, its inline styles (each allowed by its hash in
 * the CSP), the root element's HTML, and a JSON data block the browser hydrates from.
 */
export type RenderedPage = {
  readonly lang: string;
  readonly tenant: string;
  readonly title: string;
  readonly description: string;
  readonly favicon: string;
  readonly styles: readonly string[];
  /** Trusted HTML: React's own escaped output. */
  readonly root: string;
  readonly data: { readonly id: string; readonly json: string };
};

/**
 * An app's server render (the journey's `renderPage`): the page, or undefined for a page the browser renders
 * itself. It may throw; the server then sends the page unrendered.
 */
export type PageRenderer = (request: PageRequest) => Promise<RenderedPage | undefined>;

// Text that would end the element it sits in: `<` is escaped in CSS (`\3c `) and in JSON (`\u003c`).
const jsonText = (json: string) => json.replaceAll('<', '\\u003c');

/**
 * A rendered page's inline styles as they appear in the page, which its CSP allows by their hashes.
 *
 * @example
 * inlineStyles(page).map(cspHash); // ["'sha256-...'"]
 */
export function inlineStyles(page: RenderedPage): string[] {
  return page.styles.map((css) => css.replaceAll('<', '\\3c '));
}

/**
 * Puts a rendered page into the build's `index.html`: the `<html>` element's language and tenant, the title,
 * the description, favicon and styles at the end of the head, the root element's content and the data block after it.
 *
 * @example
 * composePage('<html lang="fr"><head><title>Souscrire</title></head><body><div id="root"></div></body></html>', page);
 * // '<html lang="de" data-tenant="maif"><head><title>Welche Versicherung…</title>…<div id="root"><div class=…'
 */
export function composePage(template: string, page: RenderedPage): string {
  const head = html`<meta name="description" content="${page.description}" /><link id="sc-favicon" rel="icon" href="${page.favicon}" />${inlineStyles(
    page,
  ).map((css) => html`<style>${raw(css)}</style>`)}`;
  const root = html`<div id="root">${raw(page.root)}</div><script type="application/json" id="${page.data.id}">${raw(jsonText(page.data.json))}</script>`;
  return template
    .replace(/<html[^>]*>/, () => String(html`<html lang="${page.lang}" data-tenant="${page.tenant}">`))
    .replace(/<title>[^<]*<\/title>/, () => String(html`<title>${page.title}</title>`))
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => String(root));
}
