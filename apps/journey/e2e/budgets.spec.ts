import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// The byte budgets of the journey, measured as a phone gets them and printed on every run.
// - The home page's first view: gzip -9 of every JavaScript file it requests, at most 120 KB (107.3 KB today in
//   two files, the first view's chunk and the home page's messages; 111.6 KB in 21 files before vite.config.ts
//   put the first view in one chunk, 126.0 before the kit's Button, Heading and Link became native elements and
//   react-aria's providers moved to the journey app: no react-aria is left in it). It is React 19 with react-dom (about 62 KB), FormatJS with
//   precompiled messages, zod/mini for the configuration, the core client with the trace headers, the frame and
//   the home screen (src/first-view/); the whole journey loads when the visitor leaves the page, or ahead of it
//   when the browser is idle. Its CSS: at most 15 KB.
// - Each step's own chunk (its lazily loaded screen, with the CSS it brings): at most 25 KB.
// - What a step loads once its screen shows, in a chunk of its own: at most 35 KB. The contact step's mobile
//   number check is one, the countries' numbering plans (libphonenumber-js's mobile metadata, 34 KB), the one
//   library a hand-written check would get wrong.
// - All the CSS of the build together: at most 15 KB.
const KB = 1024;
const FIRST_VIEW_JS = 120 * KB;
const FIRST_VIEW_CSS = 15 * KB;
const STEP_CHUNK = 25 * KB;
const AFTER_SHOWN_CHUNK = 35 * KB;
const ALL_CSS = 15 * KB;

const outDir = resolve(import.meta.dirname, '..', process.env.JOURNEY_OUT_DIR ?? 'dist');

const gzipped = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const print = (lines: string[]) => process.stdout.write(`${lines.join('\n')}\n`);

/** Vite's build manifest: each source module that starts a chunk, with its file and the CSS it imports. */
type Manifest = Record<string, { file: string; css?: string[]; isDynamicEntry?: boolean }>;

test.describe('byte budgets', () => {
  test.skip(({ isMobile }) => !isMobile, 'measured once, on the phone');

  test('the home page first view stays within its JavaScript and CSS budgets', async ({ page }) => {
    const files: { url: string; kind: 'js' | 'css'; bytes: number }[] = [];
    const reading: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      const kind = type.includes('javascript') ? 'js' : type.includes('text/css') ? 'css' : undefined;
      if (!kind) return;
      reading.push(
        response.body().then((body) => {
          files.push({ url: new URL(response.url()).pathname, kind, bytes: gzipped(body) });
        }),
      );
    });
    // The first view itself: a phone saving data, so the next screens' prefetch is not counted.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
    });
    await page.goto('/fr-FR');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Commencer mon devis' })).toBeVisible();
    // Everything the first view asks for, including what it fetches once shown.
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    files.sort((a, b) => b.bytes - a.bytes);
    const total = (kind: 'js' | 'css') =>
      files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.bytes, 0);
    const js = total('js');
    const css = total('css');
    print([
      'home page first view (phone, gzip -9):',
      ...files.map((file) => `  ${kb(file.bytes).padStart(9)}  ${file.url}`),
      `  JavaScript ${kb(js)} in ${files.filter((file) => file.kind === 'js').length} files (budget ${kb(FIRST_VIEW_JS)})`,
      `  CSS ${kb(css)} (budget ${kb(FIRST_VIEW_CSS)})`,
    ]);
    expect(js, 'first view JavaScript, gzip -9 bytes').toBeLessThanOrEqual(FIRST_VIEW_JS);
    expect(css, 'first view CSS, gzip -9 bytes').toBeLessThanOrEqual(FIRST_VIEW_CSS);
  });

  test("each step's own chunk and the build's CSS stay within their budgets", () => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const size = (file: string) => gzipped(readFileSync(join(outDir, file)));
    const chunks = Object.entries(manifest)
      .filter(([source, chunk]) => chunk.isDynamicEntry && source.startsWith('src/steps/'))
      .map(([source, chunk]) => ({
        source,
        bytes: size(chunk.file) + (chunk.css ?? []).reduce((sum, file) => sum + size(file), 0),
      }))
      .sort((a, b) => b.bytes - a.bytes);
    const steps = chunks.filter((chunk) => chunk.source.endsWith('-screen.tsx'));
    const afterShown = chunks.filter((chunk) => !chunk.source.endsWith('-screen.tsx'));
    const allCss = [...new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []))].reduce(
      (sum, file) => sum + size(file),
      0,
    );
    print([
      "each step's own chunk (JavaScript and its CSS, gzip -9):",
      ...steps.map((step) => `  ${kb(step.bytes).padStart(9)}  ${step.source}`),
      `  budget ${kb(STEP_CHUNK)} each`,
      'what a step loads once shown (gzip -9):',
      ...afterShown.map((chunk) => `  ${kb(chunk.bytes).padStart(9)}  ${chunk.source}`),
      `  budget ${kb(AFTER_SHOWN_CHUNK)} each`,
      `all CSS of the build: ${kb(allCss)} (budget ${kb(ALL_CSS)})`,
    ]);
    expect(steps.length, 'step screens found in the build manifest').toBeGreaterThan(10);
    for (const step of steps) {
      expect(step.bytes, step.source).toBeLessThanOrEqual(STEP_CHUNK);
    }
    for (const chunk of afterShown) {
      expect(chunk.bytes, chunk.source).toBeLessThanOrEqual(AFTER_SHOWN_CHUNK);
    }
    expect(allCss, 'all CSS, gzip -9 bytes').toBeLessThanOrEqual(ALL_CSS);
  });
});
