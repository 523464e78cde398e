import { wcagContrast } from 'culori/fn';
import './color-spaces.ts';
import { shiftLightness } from './color-scale.ts';

/** WCAG 2.2 AA minimum for normal text. */
export const TEXT_CONTRAST = 4.5;
/** WCAG 2.2 AA minimum for large text and UI parts (borders, focus rings, fills that carry meaning). */
export const UI_CONTRAST = 3;

/**
 * The WCAG 2.2 contrast ratio of two colours (1 to 21).
 *
 * @example
 * contrastRatio('#ffffff', '#000000'); // 21
 */
export function contrastRatio(foreground: string, background: string): number {
  return wcagContrast(foreground, background);
}

/**
 * The first candidate that reaches `minimum` against every background; when none does, the last
 * candidate darkened (or lightened, on dark backgrounds) step by step until it does.
 * Deterministic, so derived colours never depend on anything but the brand data.
 *
 * @example
 * pickContrasting(['#a78bfa', '#6d28d9'], ['#ffffff'], 4.5); // '#6d28d9'
 */
export function pickContrasting(
  candidates: readonly string[],
  backgrounds: readonly string[],
  minimum: number,
): string {
  const passes = (color: string) => backgrounds.every((bg) => contrastRatio(color, bg) >= minimum);
  const found = candidates.find(passes);
  if (found !== undefined) return found;
  const last = candidates.at(-1) ?? '#000000';
  // Near-white text could only reach the minimum on dark backgrounds; go the way that gains contrast.
  const towardsBlack = contrastRatio('#000000', backgrounds[0] ?? '#ffffff') >= minimum;
  return stepUntil(last, towardsBlack ? '#000000' : '#ffffff', passes);
}

function stepUntil(start: string, limit: string, passes: (color: string) => boolean): string {
  let color = start;
  for (let step = 0; step < 50 && !passes(color); step += 1) {
    color = shiftLightness(color, limit === '#000000' ? -0.02 : 0.02);
  }
  return passes(color) ? color : limit;
}
