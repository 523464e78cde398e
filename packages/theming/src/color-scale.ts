import { clampChroma, formatHex } from 'culori/fn';
import { oklch } from './color-spaces.ts';
import { SHADES } from './shades.ts';
import type { ColorScale, Shade } from './theme.ts';

// OKLCH lightness per shade: evenly perceived steps, so every brand's scale has the same rhythm.
const LIGHTNESS: Readonly<Record<Shade, number>> = {
  50: 0.975,
  100: 0.94,
  200: 0.885,
  300: 0.81,
  400: 0.72,
  500: 0.63,
  600: 0.545,
  700: 0.47,
  800: 0.39,
  900: 0.31,
};

// Share of the base chroma kept per shade: tints and deep shades are calmer than the middle.
const CHROMA: Readonly<Record<Shade, number>> = {
  50: 0.14,
  100: 0.28,
  200: 0.5,
  300: 0.72,
  400: 0.9,
  500: 1,
  600: 1,
  700: 0.92,
  800: 0.8,
  900: 0.66,
};

/**
 * Reads any CSS colour and returns it as `#rrggbb`, or `undefined` when it is not a colour.
 *
 * @example
 * toHex('rgb(255 0 0)'); // '#ff0000'
 * toHex('nope'); // undefined
 */
export function toHex(color: string): string | undefined {
  const parsed = oklch(color);
  return parsed === undefined ? undefined : formatHex(clampChroma(parsed, 'oklch'));
}

/**
 * Builds a scale 50..900 from one base colour, in OKLCH with the base's hue, fitted into sRGB.
 * The same base always gives the same scale.
 *
 * @example
 * createColorScale('#0f766e')[50]; // a pale teal
 * @throws {TypeError} when `base` is not a CSS colour (an edge: brand data is ours).
 */
export function createColorScale(base: string): ColorScale {
  return createScale(base, (shade, chroma) => chroma * CHROMA[shade]);
}

/**
 * Builds a grey scale 50..900 faintly tinted with the hue of `tintOf` (`chroma` 0 gives pure greys).
 *
 * @example
 * createNeutralScale('#1b2a4a', 0.012)[900]; // a blue-black
 */
export function createNeutralScale(tintOf: string, chroma: number): ColorScale {
  return createScale(tintOf, () => chroma);
}

/**
 * Moves a colour's OKLCH lightness by `delta` (negative darkens), keeping hue, fitted into sRGB.
 *
 * @example
 * shiftLightness('#6b2fbf', -0.07); // a darker violet
 */
export function shiftLightness(color: string, delta: number): string {
  const parsed = parseOklch(color);
  const l = Math.min(1, Math.max(0, parsed.l + delta));
  return formatHex(clampChroma({ ...parsed, l }, 'oklch'));
}

function createScale(base: string, chromaOf: (shade: Shade, baseChroma: number) => number): ColorScale {
  const parsed = parseOklch(base);
  const entries = SHADES.map((shade) => {
    const color = { mode: 'oklch' as const, l: LIGHTNESS[shade], c: chromaOf(shade, parsed.c), h: parsed.h };
    return [shade, formatHex(clampChroma(color, 'oklch'))] as const;
  });
  return Object.fromEntries(entries) as Record<Shade, string>;
}

function parseOklch(color: string) {
  const parsed = oklch(color);
  if (parsed === undefined) throw new TypeError(`Not a CSS colour: ${color}`);
  // Greys have no hue; 0 keeps the maths defined and changes nothing at zero chroma.
  return { ...parsed, h: parsed.h ?? 0 };
}
