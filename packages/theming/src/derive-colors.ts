import { createColorScale, shiftLightness, toHex } from './color-scale.ts';
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
      toneColors(TONE_BASES[tone], background, surface),
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

function toneColors(base: string, background: string, surface: string): ToneColors {
  const scale = createColorScale(base);
  const text = pickContrasting(
    [scale[600], scale[700], scale[800], scale[900]],
    [background, surface, scale[50]],
    TEXT_CONTRAST,
  );
  return { text, surface: scale[50] };
}
