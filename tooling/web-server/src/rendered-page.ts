import { html, raw } from 'hono/html';
import type { InlineSources } from './content-security-policy.ts';

/** What a page renderer is asked: the page's address (with the host it was asked on) and the runtime configuration. */
export type PageRequest = {
  readonly url: URL;
  /** The parsed runtime configuration (`config.json`), which the renderer validates. */
  readonly config: unknown;
  /** How the renderer calls other services (the core's catalogue). */
  readonly fetch: typeof fetch;
  /** The request's `Cookie` header, empty without one. */
  readonly cookie: string;
  /**
   * The client session the visitor's HttpOnly cookie holds, if any: the renderer may read with it what that
   * browser may read itself through the core proxy (the proxy adds it to every call it forwards).
   */
  readonly session?: string | undefined;
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
  /**
   * The build's source modules the page shows (keys of Vite's manifest, `src/steps/offer/offer-screen.tsx`):
   * the stylesheets they load are carried in the page's head, so that it paints styled before its code runs.
   */
  readonly modules?: readonly string[];
  /**
   * Whether the page waits for its code before it can be used (its forms have no address of their own): its
   * root element is then `inert` until the app, once it has taken the page over, lets it go (a press or a
   * keystroke before would be lost, or leave a field the app does not know of).
   */
  readonly inert?: boolean;
  /**
   * Whether the page shows one visitor's data: it is then `private, no-cache`, kept by no shared cache and
   * asked again each time (yet not `no-store`, which would keep it out of the browser's back-forward cache).
   */
  readonly personal?: boolean;
};

/**
 * An app's server render (the journey's `renderPage`): the page, or undefined for a page the browser renders
 * itself. It may throw; the server then sends the page unrendered.
 */
export type PageRenderer = (request: PageRequest) => Promise<RenderedPage | undefined>;

// Text that would end the element it sits in: `<` is escaped in JSON (`\u003c`); in CSS only a `</style` is
// (`<\/style`, the same text for CSS), since `<` is also an operator of media queries (`(width<=63.99rem)`).
const jsonText = (json: string) => json.replaceAll('<', '\\u003c');
const cssText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The one inline script of a rendered page: it starts what the page's `<template id="sc-after-paint">` holds
 * (the build's module script, its preloads and stylesheet links) once the browser reports the page's first
 * paint (the `paint` performance entry, given once the frame is on screen: a script requested as the frame was
 * drawn, before it was shown, still counted in Lighthouse's estimate of the page's largest paint), or at once
 * in a hidden tab (which paints nothing). A browser without paint entries starts them after the next frame;
 * and in any case they start within a second. Its text is fixed, so the CSP allows it by its hash.
 */
export const AFTER_PAINT_SCRIPT =
  "{const t=document.getElementById('sc-after-paint'),s=()=>document.head.append(t.content);if(document.hidden)s();else{setTimeout(s,1e3);try{new PerformanceObserver((l,o)=>{o.disconnect();setTimeout(s)}).observe({type:'paint',buffered:!0})}catch{requestAnimationFrame(()=>setTimeout(s))}}}";

// A `style` attribute as React writes it (double quotes; `&`, `<`, `>`, `"` and `'` escaped).
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

/**
 * The values of the `style` attributes in a rendered page's HTML, each once, as the browser reads them (which
 * its CSP must allow by their hashes: a server-rendered style attribute is not set through the CSSOM).
 *
 * @example
 * styleAttributes('<input style="position:absolute;width:1px"/>'); // ['position:absolute;width:1px']
 */
export function styleAttributes(root: string): string[] {
  const values = [...root.matchAll(STYLE_ATTRIBUTE)].map(([, value = '']) =>
    value.replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity),
  );
  return [...new Set(values)];
}

/** A stylesheet of the build that a rendered page carries in its head: its address and its text. */
export type InlinedStylesheet = { readonly href: string; readonly css: string };

// A build's own stylesheet link, as Vite writes it into index.html.
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="(\/[\w./-]+\.css)"[^>]*>/g;
// What index.html starts in its head: the build's module scripts and the requests preloaded beside them.
const STARTED = /\s*(<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload)"[^>]*>)/g;

/**
 * The stylesheets `template` links from the build, with their text as `read` gives it (a stylesheet it cannot
 * read is left linked).
 *
 * @example
 * linkedStylesheets('<link rel="stylesheet" crossorigin href="/assets/index-a1.css">', (href) => files[href]);
 * // [{ href: '/assets/index-a1.css', css: '.sc-root{…}' }]
 */
export function linkedStylesheets(
  template: string,
  read: (href: string) => string | undefined,
): InlinedStylesheet[] {
  return [...template.matchAll(STYLESHEET_LINK)].flatMap(([, href = '']) => {
    const css = href.includes('..') ? undefined : read(href);
    return css === undefined ? [] : [{ href, css }];
  });
}

/**
 * A rendered page's inline styles as they appear in the page, which its CSP allows by their hashes: the build's
 * stylesheets it carries, then its own.
 *
 * @example
 * inlineStyles(page, stylesheets).map(cspHash); // ["'sha256-...'", ...]
 */
export function inlineStyles(page: RenderedPage, stylesheets: readonly InlinedStylesheet[] = []): string[] {
  return [...stylesheets.map((sheet) => sheet.css), ...page.styles].map((css) => cssText(css));
}

/**
 * Puts a rendered page into the build's `index.html`: the `<html>` element's language and tenant, the title,
 * the description, favicon and styles at the end of the head, the root element's content and the data block
 * after it.
 *
 * The build's `stylesheets` are put in the head where the template links them, or, for those it does not link
 * (the stylesheets of the page's `modules`), at the end of the head before the page's own styles (on a
 * phone on slow 4G, their request held the first paint by one more round trip, about 150 ms). What the template
 * starts in its head (its module script, its preloads) and those stylesheets' links (for no medium) wait in a
 * `<template>` until the page has painted ({@link AFTER_PAINT_SCRIPT}): the page needs no script to show nor
 * to work (its form posts to the start's address), and a script requested before the first paint competes
 * with it for the phone's connection and main thread (Lighthouse counted the 92 KB entry in the home page's
 * LCP). The stylesheets are still fetched, for the next pages, and Vite's preload helper, which finds their
 * links, does not add them a second time when a later chunk names them.
 *
 * Answers the page and the inline script and styles it carries, which its CSP must allow by their hashes.
 *
 * @example
 * const { html, inline } = composePage('<html lang="fr"><head><title>Souscrire</title></head><body><div id="root"></div></body></html>', page);
 * // html: '<html lang="de" data-tenant="maif"><head><title>Welche Versicherung…</title>…<div id="root"><div class=…'
 * // inline: { scripts: [AFTER_PAINT_SCRIPT], styles: [':root{--sc-color-primary:…}'], styleAttributes: [] }
 */
export function composePage(
  template: string,
  page: RenderedPage,
  stylesheets: readonly InlinedStylesheet[] = [],
): { html: string; inline: Required<InlineSources> } {
  const styles = inlineStyles(page, stylesheets);
  const carried = new Map(stylesheets.map((sheet, index) => [sheet.href, styles[index] ?? '']));
  const afterPaint: string[] = [];
  const painted = template
    .replace(STARTED, (_: string, tag: string) => {
      afterPaint.push(tag);
      return '';
    })
    .replace(STYLESHEET_LINK, (link: string, href: string) => {
      const css = carried.get(href);
      if (css === undefined) return link;
      carried.delete(href);
      afterPaint.push(link.replace(/\s*\/?>$/, ' media="not all">'));
      return `<style>${css}</style>`;
    });
  // The stylesheets the template does not link, as Vite's preload helper would link them, after the paint.
  for (const href of carried.keys()) {
    afterPaint.push(String(html`<link rel="stylesheet" crossorigin href="${href}" media="not all">`));
  }
  const head = html`<meta name="description" content="${page.description}" /><link id="sc-favicon" rel="icon" href="${page.favicon}" />${[
    ...carried.values(),
    ...styles.slice(stylesheets.length),
  ].map((css) => html`<style>${raw(css)}</style>`)}`;
  const root = html`<div id="root"${page.inert ? raw(' inert') : ''}>${raw(page.root)}</div><script type="application/json" id="${page.data.id}">${raw(jsonText(page.data.json))}</script><template id="sc-after-paint">${raw(afterPaint.join(''))}</template><script>${raw(AFTER_PAINT_SCRIPT)}</script>`;
  const composed = painted
    .replace(/<html[^>]*>/, () => String(html`<html lang="${page.lang}" data-tenant="${page.tenant}">`))
    .replace(/<title>[^<]*<\/title>/, () => String(html`<title>${page.title}</title>`))
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => String(root));
  return {
    html: composed,
    inline: { scripts: [AFTER_PAINT_SCRIPT], styles, styleAttributes: styleAttributes(page.root) },
  };
}
