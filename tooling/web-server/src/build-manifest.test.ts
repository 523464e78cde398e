import { describe, expect, test } from 'vitest';
import { type BuildManifest, moduleStylesheets } from './build-manifest.ts';

// The shape of the journey's manifest: the entry (index.html), a shared frame chunk, a screen importing both.
const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-a1.js', css: ['assets/index-a1.css'] },
  '_frame-b2.js': { file: 'assets/frame-b2.js', imports: ['index.html'], css: ['assets/frame-b2.css'] },
  '_radio-c3.js': { file: 'assets/radio-c3.js', imports: ['index.html'], css: ['assets/radio-c3.css'] },
  'src/steps/offer/offer-screen.tsx': {
    file: 'assets/offer-screen-d4.js',
    imports: ['_frame-b2.js', 'index.html', '_radio-c3.js'],
    css: ['assets/offer-screen-d4.css'],
  },
  'src/steps/city/city-screen.tsx': { file: 'assets/city-screen-e5.js', imports: ['_frame-b2.js'] },
};

describe('moduleStylesheets', () => {
  test("gives a module's stylesheets after those of its imports, depth first, each once", () => {
    expect(moduleStylesheets(MANIFEST, ['src/steps/offer/offer-screen.tsx'])).toEqual([
      '/assets/index-a1.css',
      '/assets/frame-b2.css',
      '/assets/radio-c3.css',
      '/assets/offer-screen-d4.css',
    ]);
  });

  test('takes several modules, a module without stylesheets of its own, and ignores unknown keys', () => {
    expect(
      moduleStylesheets(MANIFEST, ['src/steps/city/city-screen.tsx', 'src/nowhere.tsx', '_radio-c3.js']),
    ).toEqual(['/assets/index-a1.css', '/assets/frame-b2.css', '/assets/radio-c3.css']);
    expect(moduleStylesheets({}, ['src/steps/offer/offer-screen.tsx'])).toEqual([]);
  });
});
