import { describe, expect, it } from 'vitest';
import { createLogo } from './brand-logo.ts';

/** The SVG markup of a logo's data URI. */
const markup = (src: string) => decodeURIComponent(src.replace('data:image/svg+xml,', ''));

describe('createLogo', () => {
  it('draws a leading plus once, with the mark, and keeps the whole name as the accessible name', () => {
    const logo = createLogo({ shape: 'plus', color: '#6b2fbf', name: '+Simple' }, '#111827');
    const svg = markup(logo.src);
    expect(svg).toContain('>Simple</text>');
    expect(svg).not.toContain('>+Simple</text>');
    expect(svg).toContain('aria-label="+Simple"');
    expect(logo.alt).toBe('+Simple');
  });

  it('sets the whole name beside any other mark', () => {
    const logo = createLogo({ shape: 'diamond', color: '#0f4c9e', name: 'Verlingue' }, '#111827');
    expect(markup(logo.src)).toContain('>Verlingue</text>');
    expect(logo.alt).toBe('Verlingue');
  });

  it('makes room for the word it sets, not for the plus the mark draws', () => {
    const plus = createLogo({ shape: 'plus', color: '#6b2fbf', name: '+Simple' }, '#111827');
    const word = createLogo({ shape: 'roof', color: '#6b2fbf', name: 'Simple' }, '#111827');
    expect(plus.width).toBe(word.width);
  });
});
