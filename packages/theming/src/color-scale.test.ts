import { oklch } from 'culori';
import { describe, expect, test } from 'vitest';
import { createColorScale, createNeutralScale, shiftLightness, toHex } from './color-scale.ts';
import { SHADES } from './shades.ts';

const lightness = (hex: string) => oklch(hex)?.l ?? Number.NaN;

describe('createColorScale', () => {
  test.each(['#6b2fbf', '#a8480c', '#0f4c9e', '#c41530', '#0f766e', '#0c2340', '#fde047'])(
    'from %s: ten hex shades, lightest to darkest, the same every time',
    (base) => {
      const scale = createColorScale(base);
      expect(Object.keys(scale).map(Number)).toEqual([...SHADES]);
      const values = SHADES.map((shade) => scale[shade]);
      for (const value of values) expect(value).toMatch(/^#[0-9a-f]{6}$/);
      for (let i = 1; i < values.length; i += 1) {
        expect(lightness(values[i] ?? '')).toBeLessThan(lightness(values[i - 1] ?? ''));
      }
      expect(createColorScale(base)).toEqual(scale);
    },
  );

  test('keeps the base hue', () => {
    const hue = oklch('#0f766e')?.h ?? 0;
    expect(oklch(createColorScale('#0f766e')[600])?.h).toBeCloseTo(hue, 0);
  });

  test('rejects what is not a colour', () => {
    expect(() => createColorScale('banana')).toThrow(TypeError);
  });
});

test('createNeutralScale with chroma 0 gives pure greys', () => {
  const scale = createNeutralScale('#c41530', 0);
  for (const shade of SHADES) {
    const [r, g, b] = [1, 3, 5].map((i) => scale[shade].slice(i, i + 2));
    expect(r).toBe(g);
    expect(g).toBe(b);
  }
});

test.each([
  ['rgb(255 0 0)', '#ff0000'],
  ['#ABC', '#aabbcc'],
  ['white', '#ffffff'],
  ['nope', undefined],
])('toHex(%j) is %j', (input, expected) => {
  expect(toHex(input)).toBe(expected);
});

test('shiftLightness darkens and lightens', () => {
  expect(lightness(shiftLightness('#6b2fbf', -0.1))).toBeLessThan(lightness('#6b2fbf'));
  expect(lightness(shiftLightness('#6b2fbf', 0.1))).toBeGreaterThan(lightness('#6b2fbf'));
});
