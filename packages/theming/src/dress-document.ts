import type { Theme } from './theme.ts';
import { themeToCss } from './theme-to-css.ts';

function headElement<K extends 'style' | 'link'>(
  document: Document,
  tag: K,
  id: string,
): HTMLElementTagNameMap[K] {
  const found = document.getElementById(id) as HTMLElementTagNameMap[K] | null;
  if (found) return found;
  const created = Object.assign(document.createElement(tag), { id });
  document.head.append(created);
  return created;
}

/**
 * Dresses a browser document in a theme, the same way in every app: the theme's CSS variables as a
 * constructed style sheet (a Content-Security-Policy without 'unsafe-inline' allows it, where an inline
 * `<style>` would be refused; browsers without constructed sheets get a `<style id="sc-theme">`), the
 * tenant's favicon, and `data-tenant` on the root element. Returns the undo, for an effect's clean-up.
 * No framework: apps call it from their own effect. A subpath of its own (`@souscrire/theming/dom`), so that
 * the package's main entry stays usable where there is no DOM (the web server).
 *
 * @example
 * useEffect(() => dressDocument(document, theme), [theme]);
 */
export function dressDocument(document: Document, theme: Theme): () => void {
  const icon = headElement(document, 'link', 'sc-favicon');
  icon.rel = 'icon';
  icon.href = theme.favicon;
  document.documentElement.dataset.tenant = theme.tenantId;
  const css = themeToCss(theme);
  const view = document.defaultView;
  if (view && 'adoptedStyleSheets' in document && 'replaceSync' in view.CSSStyleSheet.prototype) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }
  headElement(document, 'style', 'sc-theme').textContent = css;
  return () => undefined;
}
