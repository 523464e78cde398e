import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_SCRIPT,
  composePage,
  inlineStyles,
  linkedStylesheets,
  type RenderedPage,
  styleAttributes,
} from './rendered-page.ts';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="UTF-8" /><title>Souscrire</title>' +
  '<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>';

const page: RenderedPage = {
  lang: 'de',
  tenant: 'maif',
  title: 'Welche Versicherung suchen Sie? • MAIF & Co <b>',
  description: 'MAIF: "die" Versicherung',
  favicon: 'data:image/svg+xml,%3Csvg%3E',
  styles: [':root { --sc-color-primary: #c41530; }'],
  root: '<main><h1>Welche Versicherung suchen Sie?</h1></main>',
  data: { id: 'sc-home-data', json: '{"catalogue":[{"name":"</script><script>alert(1)</script>"}]}' },
};

describe('composePage', () => {
  const { html } = composePage(TEMPLATE, page);

  it("sets the document's language and tenant, and its title escaped", () => {
    expect(html).toContain('<html lang="de" data-tenant="maif">');
    expect(html).toContain('<title>Welche Versicherung suchen Sie? • MAIF &amp; Co &lt;b&gt;</title>');
    expect(html).not.toContain('<title>Souscrire</title>');
  });

  it('ends the head with the description, the favicon and the inline styles', () => {
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<meta name="description" content="MAIF: &quot;die&quot; Versicherung" />');
    expect(head).toContain('<link id="sc-favicon" rel="icon" href="data:image/svg+xml,%3Csvg%3E" />');
    expect(head).toMatch(/<style>:root \{ --sc-color-primary: #c41530; \}<\/style>$/);
  });

  it('puts the rendered HTML in the root element and the data block after it, unable to end its script', () => {
    expect(html).toContain(
      '<div id="root"><main><h1>Welche Versicherung suchen Sie?</h1></main></div><script type="application/json" id="sc-home-data">',
    );
    const data = html.slice(html.indexOf('id="sc-home-data">') + 'id="sc-home-data">'.length);
    expect(JSON.parse(data.slice(0, data.indexOf('</script>')))).toEqual(JSON.parse(page.data.json));
    expect(data.indexOf('</script>')).toBe(data.indexOf('</script><template id="sc-after-paint">'));
  });

  it('starts the build’s script and preloads once the page has painted, from the one inline script', () => {
    const preloaded = TEMPLATE.replace(
      '<script',
      '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />\n    <script',
    );
    const withPreload = composePage(preloaded, page).html;
    const head = withPreload.slice(withPreload.indexOf('<head>'), withPreload.indexOf('</head>'));
    expect(head).not.toMatch(/<script|rel="preload"/);
    expect(withPreload).toMatch(
      /<template id="sc-after-paint"><link rel="preload" href="\/config\.json" as="fetch" crossorigin="anonymous" \/><script type="module" src="\/assets\/index-abc\.js"><\/script><\/template><script>\{const t=document\.getElementById\('sc-after-paint'\).*<\/script><\/body><\/html>$/,
    );
    expect(withPreload).toContain(`<script>${AFTER_PAINT_SCRIPT}</script>`);
  });

  it('makes the root inert for a page that waits for its code, and only then', () => {
    expect(composePage(TEMPLATE, { ...page, inert: true }).html).toContain(
      `<div id="root" inert>${page.root}`,
    );
    expect(composePage(TEMPLATE, page).html).toContain(`<div id="root">${page.root}`);
  });

  it('keeps `$` patterns of the page as they are', () => {
    const priced = composePage(TEMPLATE, { ...page, root: '<p>$& $1 $$</p>' }).html;
    expect(priced).toContain('<div id="root"><p>$& $1 $$</p></div>');
  });
});

describe('inlineStyles', () => {
  it('escapes what would end the style element, as the page shows it', () => {
    const styles = inlineStyles({ ...page, styles: ['a::after { content: "</style>"; }'] });
    expect(styles).toEqual(['a::after { content: "<\\/style>"; }']);
    expect(composePage(TEMPLATE, { ...page, styles: ['a::after { content: "</style>"; }'] }).html).toContain(
      `<style>${styles[0]}</style>`,
    );
  });
});

describe("the build's stylesheets", () => {
  const template = TEMPLATE.replace(
    '</title>',
    '</title><link rel="stylesheet" crossorigin href="/assets/index-a1.css"><link rel="stylesheet" href="/assets/gone.css">',
  );
  const files: Record<string, string> = {
    '/assets/index-a1.css': '.sc-root{color:red}@media (width<=63.99rem){.sc-bar{position:sticky}}',
  };
  const stylesheets = linkedStylesheets(template, (href) => files[href]);

  it('are the ones the template links and the build holds', () => {
    expect(stylesheets).toEqual([{ href: '/assets/index-a1.css', css: files['/assets/index-a1.css'] }]);
    expect(linkedStylesheets('<link rel="stylesheet" href="/../secret.css">', () => 'read')).toEqual([]);
  });

  it('are carried in the head where they were linked, before the page’s own styles; the links match no medium, after the paint', () => {
    const { html } = composePage(template, page, stylesheets);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain(
      '</title><style>.sc-root{color:red}@media (width<=63.99rem){.sc-bar{position:sticky}}</style><link rel="stylesheet" href="/assets/gone.css">',
    );
    expect(html).toContain(
      '<template id="sc-after-paint"><script type="module" src="/assets/index-abc.js"></script><link rel="stylesheet" crossorigin href="/assets/index-a1.css" media="not all"></template>',
    );
    // A stylesheet the build does not hold stays linked as it was.
    expect(head).toContain('<link rel="stylesheet" href="/assets/gone.css">');
    expect(head.indexOf('.sc-root{')).toBeLessThan(head.indexOf('--sc-color-primary'));
    expect(inlineStyles(page, stylesheets)).toEqual([
      // A media query's range keeps its operator.
      '.sc-root{color:red}@media (width<=63.99rem){.sc-bar{position:sticky}}',
      ':root { --sc-color-primary: #c41530; }',
    ]);
  });
});

describe("the stylesheets of the page's modules", () => {
  const template = TEMPLATE.replace(
    '</title>',
    '</title><link rel="stylesheet" crossorigin href="/assets/index-a1.css">',
  );
  const stylesheets = [
    { href: '/assets/index-a1.css', css: '.sc-root{color:red}' },
    { href: '/assets/offer-screen-d4.css', css: '.sc-offer{display:grid}' },
  ];

  it('are carried at the end of the head, before the page’s own styles, and linked for no medium after the paint', () => {
    const { html, inline } = composePage(template, page, stylesheets);
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('</title><style>.sc-root{color:red}</style>');
    expect(head).toContain(
      '<style>.sc-offer{display:grid}</style><style>:root { --sc-color-primary: #c41530; }</style>',
    );
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-a1.css" media="not all"><link rel="stylesheet" crossorigin href="/assets/offer-screen-d4.css" media="not all"></template>',
    );
    // Each carried once, and each allowed by the CSP.
    expect(html.split('.sc-offer{').length).toBe(2);
    expect(inline.styles).toEqual([
      '.sc-root{color:red}',
      '.sc-offer{display:grid}',
      ':root { --sc-color-primary: #c41530; }',
    ]);
  });
});

describe('styleAttributes', () => {
  it("gives each style attribute of React's HTML once, unescaped as the browser reads it", () => {
    const hidden = 'border:0;clip:rect(0 0 0 0);position:absolute;width:1px';
    const root = `<label><input type="radio" style="${hidden}"/>A</label><input style="${hidden}"/><b style="font-family:&quot;A&amp;B&quot;;content:&#x27;&lt;&gt;&#x27;">x</b>`;
    expect(styleAttributes(root)).toEqual([hidden, `font-family:"A&B";content:'<>'`]);
    expect(styleAttributes('<p data-style="x">style="y"</p>')).toEqual([]);
  });

  it('are what a composed page asks its CSP to allow', () => {
    const { inline } = composePage(TEMPLATE, { ...page, root: '<input style="width:1px"/>' });
    expect(inline.styleAttributes).toEqual(['width:1px']);
  });
});

describe('AFTER_PAINT_SCRIPT', () => {
  /** Runs the script against a fake page: what it appended to the head, and the browser's hooks it used. */
  function run({ hidden = false, paintEntries = true } = {}) {
    const appended: unknown[] = [];
    const timers: { ms: number; run: () => void }[] = [];
    const frames: (() => void)[] = [];
    let paint: (() => void) | undefined;
    const content = { template: 'content' };
    const globals = {
      document: {
        hidden,
        getElementById: (id: string) => (id === 'sc-after-paint' ? { content } : null),
        head: { append: (node: unknown) => appended.push(node) },
      },
      setTimeout: (callback: () => void, ms = 0) => timers.push({ ms, run: callback }),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      PerformanceObserver: paintEntries
        ? class {
            readonly callback: (list: unknown, observer: unknown) => void;
            constructor(callback: (list: unknown, observer: unknown) => void) {
              this.callback = callback;
            }
            observe(options: { type: string; buffered: boolean }) {
              expect(options).toEqual({ type: 'paint', buffered: true });
              paint = () => this.callback({}, { disconnect: () => (paint = undefined) });
            }
          }
        : class {
            observe() {
              throw new TypeError('paint is not a supported entry type');
            }
          },
    };
    new Function(...Object.keys(globals), AFTER_PAINT_SCRIPT)(...Object.values(globals));
    return { appended, timers, frames, content, paint: () => paint?.() };
  }

  it('starts the code at once in a hidden tab', () => {
    const { appended, content, timers } = run({ hidden: true });
    expect(appended).toEqual([content]);
    expect(timers).toEqual([]);
  });

  it('starts the code once the browser reports the first paint, not before', () => {
    const page = run();
    expect(page.appended).toEqual([]);
    page.paint();
    expect(page.appended).toEqual([]);
    page.timers.find((timer) => timer.ms === 0)?.run();
    expect(page.appended).toEqual([page.content]);
  });

  it('without paint entries, after the next frame; and within a second in any case', () => {
    const page = run({ paintEntries: false });
    expect(page.appended).toEqual([]);
    page.frames[0]?.();
    page.timers.find((timer) => timer.ms === 0)?.run();
    expect(page.appended).toEqual([page.content]);
    const unreported = run();
    expect(unreported.timers.map((timer) => timer.ms)).toEqual([1000]);
    unreported.timers[0]?.run();
    expect(unreported.appended).toEqual([unreported.content]);
  });
});
