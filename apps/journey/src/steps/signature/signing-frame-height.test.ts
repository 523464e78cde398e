import { expect, test } from 'vitest';
import { askedFrameHeight } from './signing-frame-height.ts';

test.each([
  [{ type: 'souscrire:signing-frame-size', height: 612.4 }, 613],
  // A page cannot shrink the frame to nothing, nor stretch it without end.
  [{ type: 'souscrire:signing-frame-size', height: 3 }, 240],
  [{ type: 'souscrire:signing-frame-size', height: 99_999 }, 2400],
  [{ type: 'souscrire:signing-frame-size', height: Number.NaN }, undefined],
  [{ type: 'souscrire:signing-frame-size', height: '600' }, undefined],
  [{ type: 'souscrire:signature', height: 600 }, undefined],
  ['600', undefined],
  [null, undefined],
])('%j asks a frame height of %s', (data, expected) => {
  expect(askedFrameHeight(data)).toBe(expected);
});
