// The floor of `pnpm lighthouse`: a bare React 19 page that hydrates the HTML the journey's server rendered,
// with nothing of the journey (no router, no data, no messages). It turns the rendered #root into the React
// elements of the same markup and hydrates them, so its main-thread time is what React itself costs for that
// page: the share the journey's page takes above it is what the journey's own code costs.
import { createElement, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** DOM attribute names React spells otherwise. */
const PROP_NAMES: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  autocomplete: 'autoComplete',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  spellcheck: 'spellCheck',
  crossorigin: 'crossOrigin',
  viewbox: 'viewBox',
};

/** A `style` attribute as React's style object (custom properties keep their name). */
function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const value = declaration.slice(colon + 1).trim();
    const key = name.startsWith('--')
      ? name
      : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    style[key] = value;
  }
  return style;
}

/** The React element of a rendered node: its tag, its attributes as props, its children; comments are React's. */
function toReact(node: ChildNode, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue;
  if (!(node instanceof Element)) return null;
  const props: Record<string, unknown> = { key };
  for (const { name, value } of node.attributes) {
    if (name === 'style') props.style = styleObject(value);
    else if (name === 'value' || name === 'checked')
      props[name === 'value' ? 'defaultValue' : 'defaultChecked'] = name === 'value' ? value : true;
    else props[PROP_NAMES[name] ?? name] = value;
  }
  if (node.localName === 'script' || node.localName === 'style' || node.localName === 'template') {
    props.dangerouslySetInnerHTML = { __html: node.innerHTML };
    return createElement(node.localName, props);
  }
  const children = [...node.childNodes].map(toReact).filter((child) => child !== null);
  return createElement(node.localName, props, ...children);
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
let mismatched = false;
hydrateRoot(root, [...root.childNodes].map(toReact), {
  // A markup React does not find as it would render it is rendered again: said (`pnpm lighthouse` reads it), so
  // the floor is not taken for a hydration.
  onRecoverableError: (error) => {
    mismatched = true;
    console.error('floor page: not hydrated as rendered', error);
  },
});
Reflect.set(window, 'floorHydrated', () => !mismatched);
