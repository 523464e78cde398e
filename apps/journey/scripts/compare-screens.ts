#!/usr/bin/env node
// `node scripts/compare-screens.ts <before> <after>`: compares two folders of the screens' screenshots
// (`pnpm screens`, e2e/screens.spec.ts, taken from two builds of the journey), pixel by pixel with pixelmatch
// (its anti-aliasing detection on, colour threshold 0.1). Prints each screen's differing pixels, writes an image
// of each difference into <after>/diff/, and the goal: every screen of the one run drawn as in the other (no
// differing pixel), the same screens in both. Exits 0 whatever it finds (it prints figures), 2 on bad arguments.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const [before, after] = process.argv.slice(2);
if (before === undefined || after === undefined) {
  process.stderr.write('usage: node scripts/compare-screens.ts <before folder> <after folder>\n');
  process.exit(2);
}

/** The screenshots under a folder, by their path relative to it (`desktop-maif/04-criteria.title.png`). */
function screenshots(root: string, folder = root): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'diff' ? [] : screenshots(root, path);
    return name.endsWith('.png') ? [relative(root, path)] : [];
  });
}

const beforeShots = new Set(screenshots(before));
const afterShots = new Set(screenshots(after));
const names = [...new Set([...beforeShots, ...afterShots])].sort();
let differing = 0;
for (const name of names) {
  if (!beforeShots.has(name) || !afterShots.has(name)) {
    differing += 1;
    process.stdout.write(`  ${name}: only ${beforeShots.has(name) ? 'before' : 'after'}\n`);
    continue;
  }
  const a = PNG.sync.read(readFileSync(join(before, name)));
  const b = PNG.sync.read(readFileSync(join(after, name)));
  if (a.width !== b.width || a.height !== b.height) {
    differing += 1;
    process.stdout.write(`  ${name}: ${a.width}x${a.height} before, ${b.width}x${b.height} after\n`);
    continue;
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const pixels = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1 });
  if (pixels === 0) {
    process.stdout.write(`  ${name}: same\n`);
    continue;
  }
  differing += 1;
  const path = join(after, 'diff', name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, PNG.sync.write(diff));
  const share = (100 * pixels) / (a.width * a.height);
  process.stdout.write(`  ${name}: ${pixels} pixels differ (${share.toFixed(3)}%), ${relative('.', path)}\n`);
}
const verdict = differing === 0 ? 'MET' : 'NOT MET';
process.stdout.write(
  `${names.length} screens, ${differing} differing: every screen drawn as before: ${verdict}\n`,
);
