import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type axe from 'axe-core';

declare global {
  interface Window {
    /** axe-core, once its script has run in the page. */
    axe: typeof axe;
  }
}

/** What axe checks of a page: only `include` when given, and never the `exclude`d parts. */
export type AxeScope = { readonly include?: string; readonly exclude?: readonly string[] };

/** What a check reads of axe's results: the rules the page breaks, with the elements (their HTML) that break them. */
export type AxeFindings = Pick<axe.AxeResults, 'violations'>;

/** axe-core's own script, run in the page. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What axe is asked: the violations alone (a check reads nothing else, and axe then lists no elements for the
 * rules that pass), each element by its HTML without a CSS selector (the checks name an element by its HTML;
 * making the selectors was a fifth of an analysis of the offer page), and the page without its frames: the
 * apps' only frames are providers' pages (signing, card fields), served by the core on its own origin, not the
 * page's.
 */
const AXE_OPTIONS: axe.RunOptions = { resultTypes: ['violations'], iframes: false, selectors: false };

/**
 * The rules the page as it stands breaks, by axe-core run in the page through its own API. Its script is run
 * once per document: a screen an app's router shows keeps it. (@axe-core/playwright ran the 650 KB script into
 * the page twice at each analysis, or opened a blank page to gather the frames' results, and sent back every
 * passing rule's elements: 185-230 ms an analysis of the journey's home page against 50 ms here.)
 *
 * @example
 * expect((await axeViolations(page, { exclude: ['[data-live-announcer]'] })).violations).toEqual([]);
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<AxeFindings> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const context = {
    include: scope.include === undefined ? [] : [scope.include],
    exclude: [...(scope.exclude ?? [])],
  };
  const violations = await page.evaluate(
    async ({ context, options }) => (await window.axe.run(context, options)).violations,
    { context, options: AXE_OPTIONS },
  );
  return { violations };
}
