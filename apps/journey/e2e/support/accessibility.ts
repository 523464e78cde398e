import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What axe checks of a page: only `include` when given, and never the `exclude`d parts. */
export type AxeScope = { readonly include?: string; readonly exclude?: readonly string[] };

/**
 * axe's results for the page once it is still. Colours are measured once the page has stopped moving: a dialog
 * or a page fading in has, for a moment, faded text (endless animations, such as a spinner, never end and are
 * not waited for).
 *
 * @example
 * expect((await analyzeWhenStill(page, { exclude: ['[data-live-announcer]'] })).violations).toEqual([]);
 */
export async function analyzeWhenStill(page: Page, scope: AxeScope = {}) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // Legacy mode runs axe in the page itself. The default mode opens a blank page to gather the frames' results:
  // about 0.7 s of the 1.4 s an analysis took on CI's kind of machine, where a whole journey's test spent 28 of
  // its 42 s in axe. What that mode adds is the testing of cross-origin frames; the journey's only ones are
  // providers' pages (signing, card fields), which every check excludes: not ours to fix.
  let axe = new AxeBuilder({ page }).setLegacyMode(true);
  if (scope.include) axe = axe.include(scope.include);
  for (const selector of scope.exclude ?? []) axe = axe.exclude(selector);
  return axe.analyze();
}
