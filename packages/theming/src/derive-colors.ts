import { differenceEuclidean } from 'culori/fn';
import { createColorScale, shiftLightness, toHex } from './color-scale.ts';
import './color-spaces.ts';
import { contrastRatio, pickContrasting, TEXT_CONTRAST, UI_CONTRAST } from './contrast-ratio.ts';
import { SHADES } from './shades.ts';
import type { NeutralScale, ThemeColors, Tone, ToneColors } from './theme.ts';

// Shared tones: the same meaning in every brand, so only their greys and brand colour differ.
const TONE_BASES: Readonly<Record<Tone, string>> = {
  success: '#15803d',
  warning: '#b45309',
  danger: '#c81e1e',
  info: '#1d5fd6',
};

/**
 * How far (OKLab distance) a message tone's text stays from the brand's button fill: an error must never read as
 * the brand's red buttons (maif's #c41530 beside the shared danger red was 0.03 apart). 0.08 is a difference
 * seen at a glance; brands whose colour is far from every tone keep the shared shades.
 */
export const TONE_DISTINCT_FROM_BRAND = 0.08;

const distance = differenceEuclidean('oklab');

const WHITE = '#ffffff';
const BLACK = '#000000';

/**
 * Derives every colour role of a theme from one brand colour and a neutral scale, adjusting derived
 * shades until each text/background pair meets WCAG 2.2 AA (see `auditContrast`).
 *
 * @example
 * deriveColors('#0f766e', neutral).primaryText; // a teal readable on white
 * @throws {TypeError} when `primaryColor` is not a CSS colour.
 */
export function deriveColors(primaryColor: string, neutral: NeutralScale): ThemeColors {
  const base = toHex(primaryColor);
  if (base === undefined) throw new TypeError(`Not a CSS colour: ${primaryColor}`);
  const scale = createColorScale(base);
  const background = neutral[0];
  const surface = neutral[50];
  const deeper = SHADES.filter((shade) => shade >= 500).map((shade) => scale[shade]);

  // The button fill keeps the brand's exact colour when it stands out from the page (3:1, a UI part).
  const fill = pickContrasting([base, ...deeper], [background], UI_CONTRAST);
  const onPrimary = contrastRatio(WHITE, fill) >= TEXT_CONTRAST ? WHITE : BLACK;
  // Hover moves away from the label colour, so the label stays readable.
  const primaryHover = shiftLightness(fill, onPrimary === WHITE ? -0.07 : 0.07);
  const primaryText = pickContrasting([fill, ...deeper], [background, surface, scale[50]], TEXT_CONTRAST);
  const focusRing = pickContrasting([fill, ...deeper], [background, surface], UI_CONTRAST);

  const text = pickContrasting([neutral[900]], [background, surface], TEXT_CONTRAST);
  const textMuted = pickContrasting([neutral[600], neutral[700]], [background, surface], TEXT_CONTRAST);
  const border = pickContrasting([neutral[400], neutral[500], neutral[600]], [background], UI_CONTRAST);

  const tones = Object.fromEntries(
    (Object.keys(TONE_BASES) as Tone[]).map((tone) => [
      tone,
      toneColors(TONE_BASES[tone], background, surface, fill),
    ]),
  ) as Record<Tone, ToneColors>;

  return {
    primary: { ...scale, default: fill },
    primaryHover,
    onPrimary,
    primaryText,
    neutral,
    background,
    surface,
    text,
    textMuted,
    border,
    tones,
    focusRing,
  };
}

function toneColors(base: string, background: string, surface: string, brandFill: string): ToneColors {
  const scale = createColorScale(base);
  const shades = [scale[600], scale[700], scale[800], scale[900]];
  // The first readable shade that does not look like the brand's buttons; the first readable one if none.
  const distinct = shades.filter((shade) => distance(shade, brandFill) >= TONE_DISTINCT_FROM_BRAND);
  const text = pickContrasting(
    distinct.length > 0 ? distinct : shades,
    [background, surface, scale[50]],
    TEXT_CONTRAST,
  );
  return { text, surface: scale[50] };
}
