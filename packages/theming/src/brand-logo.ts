import type { Logo } from './theme.ts';

/** The simple geometric marks our brands use. All are original drawings, not company logos. */
export type MarkShape = 'plus' | 'roof' | 'diamond' | 'rings' | 'peak' | 'square-dot' | 'monogram';

/** What a brand mark is drawn from. */
export interface MarkSpec {
  readonly shape: MarkShape;
  /** Mark fill, `#rrggbb`. */
  readonly color: string;
  /** Brand name: the word beside the mark, and the monogram's letter. */
  readonly name: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Turns SVG markup into a `data:` URI usable as an image `src` or favicon `href`. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// Each mark is drawn in a 32x32 box.
function markBody({ shape, color, name }: MarkSpec): string {
  switch (shape) {
    case 'plus':
      return `<circle cx="16" cy="16" r="15" fill="${color}"/><path d="M16 9v14M9 16h14" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`;
    case 'roof':
      return `<rect x="1" y="1" width="30" height="30" rx="7" fill="${color}"/><path d="M7 17l9-8 9 8M11 15v9h10v-9" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`;
    case 'diamond':
      return `<path d="M16 1l15 15-15 15L1 16z" fill="${color}"/><path d="M16 9l7 7-7 7-7-7z" fill="#fff"/>`;
    case 'rings':
      return `<circle cx="11" cy="16" r="9" fill="none" stroke="${color}" stroke-width="4"/><circle cx="21" cy="16" r="9" fill="none" stroke="${color}" stroke-width="4"/>`;
    case 'peak':
      return `<rect x="1" y="1" width="30" height="30" rx="15" fill="${color}"/><path d="M7 23l6-12 4 7 3-4 5 9z" fill="#fff"/>`;
    case 'square-dot':
      return `<rect x="2" y="2" width="28" height="28" rx="3" fill="${color}"/><circle cx="21" cy="21" r="4" fill="#fff"/>`;
    case 'monogram':
      return `<rect x="1" y="1" width="30" height="30" rx="8" fill="${color}"/><text x="16" y="22" text-anchor="middle" font-family="system-ui,sans-serif" font-size="17" font-weight="700" fill="#fff">${escapeXml(name.trim().charAt(0).toUpperCase())}</text>`;
  }
}

/**
 * The favicon: the mark alone, as an SVG data URI.
 *
 * @example
 * createFavicon({ shape: 'plus', color: '#6b2fbf', name: '+Simple' }); // 'data:image/svg+xml,...'
 */
export function createFavicon(spec: MarkSpec): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">${markBody(spec)}</svg>`,
  );
}

/**
 * The word set beside the mark: the brand name, less a leading '+' that the plus mark already draws
 * ('+Simple' reads as the mark, then 'Simple'; its accessible name stays '+Simple').
 */
function wordBesideMark({ shape, name }: MarkSpec): string {
  return shape === 'plus' ? name.replace(/^\+\s*/, '') : name;
}

/**
 * The logo: the mark followed by the brand name set in the system font, as an SVG data URI.
 * `textColor` is the word's colour (the theme's text colour, so it reads on the page background).
 *
 * @example
 * createLogo({ shape: 'diamond', color: '#0f4c9e', name: 'Verlingue' }, '#111827').alt; // 'Verlingue'
 */
export function createLogo(spec: MarkSpec, textColor: string): Logo {
  const height = 32;
  const word = wordBesideMark(spec);
  // System fonts differ, so the word's advance is estimated generously (bold 20px: capitals and wide
  // letters about 15px, others about 12px) to never clip it.
  const advance = [...word].reduce((sum, char) => sum + (/[A-Z0-9MWmw]/.test(char) ? 15 : 12), 0);
  const width = 44 + advance;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(spec.name)}">` +
    markBody(spec) +
    `<text x="40" y="23" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="20" font-weight="700" fill="${textColor}">${escapeXml(word)}</text></svg>`;
  return { src: svgDataUri(svg), alt: spec.name, width, height };
}
