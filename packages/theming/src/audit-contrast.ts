import { contrastRatio, TEXT_CONTRAST, UI_CONTRAST } from './contrast-ratio.ts';
import type { Theme, Tone } from './theme.ts';

/** One foreground/background pair a theme promises, with its measured WCAG 2.2 ratio. */
export interface ContrastCheck {
  /** Which roles meet, e.g. `text-muted on surface`. */
  readonly pair: string;
  readonly foreground: string;
  readonly background: string;
  /** 4.5 for text, 3 for large text and UI parts (WCAG 2.2 AA). */
  readonly minimum: number;
  readonly ratio: number;
  readonly passes: boolean;
}

const TONES: readonly Tone[] = ['success', 'warning', 'danger', 'info'];

/**
 * Measures every text/background and UI-part/background pair of a theme against WCAG 2.2 AA.
 *
 * @example
 * auditContrast(getTheme('maif')).filter((check) => !check.passes); // []
 */
export function auditContrast(theme: Theme): ContrastCheck[] {
  const c = theme.colors;
  const pairs: Array<[string, string, string, number]> = [
    ['text on background', c.text, c.background, TEXT_CONTRAST],
    ['text on surface', c.text, c.surface, TEXT_CONTRAST],
    ['text-muted on background', c.textMuted, c.background, TEXT_CONTRAST],
    ['text-muted on surface', c.textMuted, c.surface, TEXT_CONTRAST],
    ['text on primary-50', c.text, c.primary[50], TEXT_CONTRAST],
    ['primary-text on background', c.primaryText, c.background, TEXT_CONTRAST],
    ['primary-text on surface', c.primaryText, c.surface, TEXT_CONTRAST],
    ['primary-text on primary-50', c.primaryText, c.primary[50], TEXT_CONTRAST],
    ['on-primary on primary', c.onPrimary, c.primary.default, TEXT_CONTRAST],
    ['on-primary on primary-hover', c.onPrimary, c.primaryHover, TEXT_CONTRAST],
    ['primary (large text, UI) on background', c.primary.default, c.background, UI_CONTRAST],
    ['border on background', c.border, c.background, UI_CONTRAST],
    ['focus-ring on background', c.focusRing, c.background, UI_CONTRAST],
    ['focus-ring on surface', c.focusRing, c.surface, UI_CONTRAST],
  ];
  for (const tone of TONES) {
    const { text, surface } = c.tones[tone];
    pairs.push(
      [`${tone} on background`, text, c.background, TEXT_CONTRAST],
      [`${tone} on surface`, text, c.surface, TEXT_CONTRAST],
      [`${tone} on ${tone}-surface`, text, surface, TEXT_CONTRAST],
      [`text on ${tone}-surface`, c.text, surface, TEXT_CONTRAST],
    );
  }
  return pairs.map(([pair, foreground, background, minimum]) => {
    const ratio = contrastRatio(foreground, background);
    return { pair, foreground, background, minimum, ratio, passes: ratio >= minimum };
  });
}
