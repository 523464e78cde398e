import type { Shade } from './theme.ts';

/**
 * Every shade of a scale, lightest first. A module of its own, without the colour maths, so that writing a
 * theme's CSS variables does not bring culori along.
 */
export const SHADES: readonly Shade[] = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900];
