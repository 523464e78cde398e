import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { type AxeFindings, type AxeScope, axeViolations } from '@souscrire/vitest-config/axe';

/**
 * axe's findings on the page once it is still. Colours are measured once the page has stopped moving: a dialog
 * or a page fading in has, for a moment, faded text (endless animations, such as a spinner, never end and are
 * not waited for).
 *
 * A page already found clean in this run, in the same form (see {@link pageForm}), is not analysed again: its
 * results are read back from the suite's work folder, shared by the workers.
 *
 * @example
 * expect((await analyzeWhenStill(page, { exclude: ['[data-live-announcer]'] })).violations).toEqual([]);
 */
export async function analyzeWhenStill(page: Page, scope: AxeScope = {}): Promise<AxeFindings> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const cacheFile = await cleanResultsFile(page, scope);
  const known = cacheFile && readCleanResults(cacheFile);
  if (known) return known;
  const { violations } = await axeViolations(page, scope);
  if (cacheFile && violations.length === 0) writeCleanResults(cacheFile, { violations });
  return { violations };
}

/**
 * The page as axe sees it, without what only a person's data changes: the style rules in force (the tenant's
 * theme included), the whole document (head included, so the language), each element's name and attributes,
 * whether each text is empty (never the words), and the viewport and media settings that change the layout and
 * the colours. Ids are renamed in the order they first appear, so the ids React makes up, and the references to
 * them, compare equal; prospects' ids and numbers in attributes are blanked; styles are kept to the character,
 * since colours are what axe measures most.
 *
 * The same screen of one tenant, at one viewport, in the same state, is then checked once per run: in a whole
 * run of the suite, 119 of its 571 analyses (about 0.7 s each) met a form already found clean.
 */
export async function pageForm(page: Page): Promise<string> {
  return page.evaluate(() => {
    const idAttributes = new Set([
      'id',
      'for',
      'aria-labelledby',
      'aria-describedby',
      'aria-controls',
      'aria-owns',
      'aria-activedescendant',
      'aria-errormessage',
      'aria-details',
      'headers',
      'list',
      'form',
    ]);
    const ids = new Map<string, number>();
    const rename = (value: string) =>
      value
        .split(/\s+/)
        .map((id) => {
          if (!ids.has(id)) ids.set(id, ids.size);
          return `#${ids.get(id)}`;
        })
        .join(' ');
    const blank = (value: string) =>
      value
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, 'U')
        .replace(/\d+/g, '0');
    const parts: string[] = [
      `${innerWidth}x${innerHeight}@${devicePixelRatio}`,
      ...['(prefers-color-scheme: dark)', '(prefers-reduced-motion: reduce)', '(forced-colors: active)'].map(
        (query) => `${query}=${matchMedia(query).matches}`,
      ),
      document.activeElement?.tagName ?? '',
      // Every rule in force, the tenant's theme included (an adopted sheet, which no element of the page shows).
      ...[...document.styleSheets, ...document.adoptedStyleSheets].map((sheet) => {
        try {
          return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
        } catch {
          return sheet.href ?? '';
        }
      }),
    ];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement?.tagName;
        if (parent === 'STYLE') parts.push(node.textContent ?? '');
        else if (parent !== 'SCRIPT' && node.textContent?.trim()) parts.push('T');
        return;
      }
      if (!(node instanceof Element)) return;
      const attributes = [...node.attributes].map(({ name, value }) => {
        if (idAttributes.has(name)) return `${name}=${rename(value)}`;
        if (name === 'style' || name === 'class') return `${name}=${value}`;
        if (name === 'value') return `${name}=${value === '' ? '' : 'T'}`;
        return `${name}=${blank(value)}`;
      });
      if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement) {
        attributes.push(`value=${node.value === '' ? '' : 'T'}`);
      }
      parts.push(`<${node.tagName} ${attributes.join(' ')}>`);
      for (const child of node.childNodes) walk(child);
      parts.push('>');
    };
    walk(document.documentElement);
    return parts.join('\n');
  });
}

/** Where clean results for the page's form and the scope are kept, when the suite has a work folder. */
async function cleanResultsFile(page: Page, scope: AxeScope): Promise<string | undefined> {
  const workDir = process.env.E2E_WORK_DIR;
  if (workDir === undefined) return undefined;
  const key = createHash('sha256')
    .update(JSON.stringify(scope))
    .update(await pageForm(page))
    .digest('hex');
  return join(workDir, 'axe-clean', `${key}.json`);
}

function readCleanResults(file: string): AxeFindings | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as AxeFindings;
  } catch {
    return undefined;
  }
}

/** Written whole under another name, then renamed: the other worker never reads half a file. */
function writeCleanResults(file: string, results: AxeFindings): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(results));
  renameSync(partial, file);
}
