// @vitest-environment happy-dom
import { describe, expect, test } from 'vitest';
import { dressDocument } from './dress-document.ts';
import { getTheme } from './get-theme.ts';
import { themeToCss } from './theme-to-css.ts';

describe('dressDocument', () => {
  test("dresses the document in a tenant's theme, and its undo takes the styles away again", () => {
    const maif = getTheme('maif');
    const undo = dressDocument(document, maif);
    expect(document.documentElement.dataset.tenant).toBe('maif');
    expect(document.querySelector<HTMLLinkElement>('link#sc-favicon')?.href).toBe(maif.favicon);
    const styles = () =>
      [
        ...document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
        document.getElementById('sc-theme')?.textContent ?? '',
      ].join('\n');
    const firstVariable = themeToCss(maif).match(/--sc-[a-z0-9-]+/)?.[0] ?? '';
    expect(firstVariable).not.toBe('');
    expect(styles()).toContain(firstVariable);
    undo();
    dressDocument(document, getTheme('plussimple'));
    expect(document.documentElement.dataset.tenant).toBe('plussimple');
  });
});
