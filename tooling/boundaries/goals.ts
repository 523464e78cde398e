import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TENANTS } from '../../packages/core-api/src/tenants.ts';
import { LANGUAGES } from '../../packages/i18n/src/locale.ts';
import { ticketWordsOfRepository } from './ticket-words.ts';

/** An extension point and the how-to page that lists the files it takes. */
export type ExtensionPoint = 'step' | 'tenant' | 'language';

/** The how-to page of each extension point, from the repository's root. */
export const HOW_TO: Readonly<Record<ExtensionPoint, string>> = {
  step: 'docs/how-to/add-a-step.md',
  tenant: 'docs/how-to/add-a-tenant.md',
  language: 'docs/how-to/add-a-language.md',
};

/**
 * The files a how-to page lists under "## Files you edit": the first backticked path of each item, a
 * `<placeholder>` folder standing for the new one.
 *
 * @example
 * listedFiles('## Files you edit\n\n- `packages/a.ts`: why.\n\n## Then'); // ['packages/a.ts']
 */
export function listedFiles(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Files you edit')) ?? '';
  return [...section.matchAll(/^- `([^`]+)`/gm)].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** Where a listed path lives in the tree: a `<placeholder>` path is checked by its folder. */
function existingPart(path: string): string {
  const placeholder = path.indexOf('<');
  return placeholder === -1 ? path : path.slice(0, path.lastIndexOf('/', placeholder));
}

/** One list typed by hand where a source should be read instead. */
export type StrayList = { path: string; line: number; items: string[] };

// A run of two or more quoted words separated by commas or bars: an array, a tuple or a union.
const QUOTED_RUN = /(['"])[\w{}-]+\1(?:\s*[,|]\s*(['"])[\w{}-]+\2)+/g;

/**
 * The runs of quoted words in a text that hold at least `least` distinct items of `known`, as `pick` reads
 * each word (the language of a locale, a tenant id).
 *
 * @example
 * listsIn('a.ts', "const l = ['fr', 'en', 'de', 'it'];", new Set(['fr', 'en', 'de', 'it', 'es']), 4);
 * // [{ path: 'a.ts', line: 1, items: ['fr', 'en', 'de', 'it'] }]
 */
export function listsIn(
  path: string,
  text: string,
  known: ReadonlySet<string>,
  least: number,
  pick: (word: string) => string = (word) => word,
): StrayList[] {
  const runs = [
    ...[...text.matchAll(QUOTED_RUN)].map((match) => ({
      index: match.index,
      words: [...match[0].matchAll(/(['"])([\w{}-]+)\1/g)].map((word) => word[2] ?? ''),
    })),
    ...comparedRuns(text),
  ];
  return runs.flatMap(({ index, words }) => {
    const items = [...new Set(words.map(pick))];
    const knownItems = items.filter((item) => known.has(item));
    // A longer list that merely holds a few of them (country codes holding 'de' and 'fr') is another list.
    if (knownItems.length < least || knownItems.length * 2 < items.length) return [];
    return [{ path, line: text.slice(0, index).split('\n').length, items: knownItems }];
  });
}

// A value compared with a quoted word: `=== 'de'`, `case 'de':`.
const COMPARED = /(?:[!=]==?|\bcase)\s*(['"])([\w{}-]+)\1/g;
// Comparisons further apart than this belong to different lists.
const COMPARED_GAP = 120;

/**
 * The runs of comparisons with quoted words that follow each other closely: a list typed as a chain of `===`
 * or as the cases of a `switch`.
 *
 * @example
 * comparedRuns("x === 'fr' || x === 'en'"); // [{ index: 2, words: ['fr', 'en'] }]
 */
export function comparedRuns(text: string): { index: number; words: string[] }[] {
  const runs: { index: number; words: string[]; end: number }[] = [];
  for (const match of text.matchAll(COMPARED)) {
    const last = runs.at(-1);
    if (last && match.index - last.end <= COMPARED_GAP) last.words.push(match[2] ?? '');
    else runs.push({ index: match.index, words: [match[2] ?? ''], end: 0 });
    const run = runs.at(-1);
    if (run) run.end = match.index + match[0].length;
  }
  return runs.filter(({ words }) => words.length > 1).map(({ index, words }) => ({ index, words }));
}

// Code and data a registry could hide in; generated files are written from their sources.
const SCANNED = /\.(ts|tsx|mts|mjs|js|json|ya?ml)$/;
const NOT_SCANNED = [
  /\/generated\//,
  /^packages\/core-api\/openapi\/core-api\.json$/,
  /(^|\/)pnpm-lock\.yaml$/,
  /^apps\/[^/]+\/public\/config\.json$/,
  // The scan's own code and tests, whose examples are such lists.
  /^tooling\/boundaries\/goals(\.test)?\.ts$/,
];

/** The tracked files a registry scan reads. */
function scannedFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((path) => SCANNED.test(path) && !NOT_SCANNED.some((pattern) => pattern.test(path)));
}

const LANGUAGE_SET: ReadonlySet<string> = new Set(LANGUAGES);
const TENANT_SET: ReadonlySet<string> = new Set(TENANTS.map((tenant) => tenant.id));
// A locale ('de-DE') stands for its language; a plain word for itself.
const languageOfWord = (word: string) => (/^[a-z]{2}(-[A-Z]{2})?$/.test(word) ? word.slice(0, 2) : '');

/** What a registry scan finds: hand-typed lists of languages (4 or more) and of tenant ids (3 or more). */
export type Registries = { languages: StrayList[]; tenants: StrayList[] };

/** Every hand-typed list of languages or tenant ids in the repository's tracked code and data. */
export function registriesOfRepository(root: string): Registries {
  const found: Registries = { languages: [], tenants: [] };
  for (const path of scannedFiles(root)) {
    if (!existsSync(join(root, path))) continue;
    const text = readFileSync(join(root, path), 'utf8');
    found.languages.push(...listsIn(path, text, LANGUAGE_SET, 4, languageOfWord));
    found.tenants.push(...listsIn(path, text, TENANT_SET, 3));
  }
  return found;
}

/** A goal of the codebase's extension points, measured. */
export type Goal = { what: string; now: number; goal: string; met: boolean; detail?: string };

/** The `useState` calls in the journey's step screens (not their tests). */
function useStateCalls(root: string, files: readonly string[]): number {
  return files
    .filter((path) => /^apps\/journey\/src\/steps\/.*\.tsx?$/.test(path) && !/\.test(-d)?\.tsx?$/.test(path))
    .reduce((sum, path) => {
      const text = readFileSync(join(root, path), 'utf8');
      return sum + (text.match(/\buseState\s*[<(]/g)?.length ?? 0);
    }, 0);
}

// A file that chooses how to draw, read or summarise an answer by its kind: a field renderer.
const FIELD_KIND =
  /(case|(type|kind|format)\)? *(===|!==)) *'(date|number|boolean|select|choice|money|integer|string|country|list|yes-no|radio|checkbox|enum|array)'/;

/** The journey's question-type registry: its folder draws, reads and summarises every kind, as one renderer. */
export const QUESTION_TYPE_REGISTRY = 'apps/journey/src/form/question-types/';

/**
 * The journey's field renderers: the question-type registry (counted once, when it is there) and every other
 * file of the step screens and forms that draws or summarises a field by its kind.
 */
function fieldRenderers(root: string, files: readonly string[]): string[] {
  const registry = files.some((path) => path.startsWith(QUESTION_TYPE_REGISTRY))
    ? [QUESTION_TYPE_REGISTRY]
    : [];
  const strays = files.filter(
    (path) =>
      /^apps\/journey\/src\/(steps|form)\/.*\.tsx?$/.test(path) &&
      !path.startsWith(QUESTION_TYPE_REGISTRY) &&
      !/\.test(-d)?\.tsx?$/.test(path) &&
      FIELD_KIND.test(readFileSync(join(root, path), 'utf8')),
  );
  return [...registry, ...strays];
}

/**
 * The goals of the codebase's extension points, each measured on the repository: the files each how-to page
 * lists (every one checked to exist), ticket references, `useState` in step screens and field renderers.
 */
export function goalsOfRepository(root: string): Goal[] {
  const files = scannedFiles(root).filter((path) => existsSync(join(root, path)));
  const listed = (point: ExtensionPoint) => listedFiles(readFileSync(join(root, HOW_TO[point]), 'utf8'));
  const count = (point: ExtensionPoint) => {
    const paths = listed(point);
    const missing = paths.filter((path) => !existsSync(join(root, existingPart(path))));
    if (missing.length > 0) throw new Error(`${HOW_TO[point]} lists files that do not exist: ${missing}`);
    return paths.length;
  };
  const step = count('step');
  const tenantFiles = listed('tenant');
  count('tenant');
  const language = count('language');
  const tickets = ticketWordsOfRepository(root).length;
  const states = useStateCalls(root, files);
  const renderers = fieldRenderers(root, files);
  return [
    {
      what: 'Adding a step (hand-edited files, not counting message catalogues)',
      now: step,
      goal: '<= 4',
      met: step <= 4,
    },
    {
      what: 'Adding a tenant (files)',
      now: tenantFiles.length,
      goal: '1 manifest entry + its brand data',
      met:
        tenantFiles.length === 2 &&
        tenantFiles[0] === 'packages/core-api/src/tenants.ts' &&
        tenantFiles[1] === 'packages/theming/src/brand-definitions.ts',
    },
    {
      what: 'Adding a language (files, not counting its catalogue)',
      now: language,
      goal: '<= 2',
      met: language <= 2,
    },
    { what: '"issue N" references in tracked files', now: tickets, goal: '0', met: tickets === 0 },
    { what: '`useState` calls in step screens', now: states, goal: '<= 10', met: states <= 10 },
    {
      what: 'Field renderers (files drawing or summarising a field by its kind)',
      now: renderers.length,
      goal: '1 registry',
      met: renderers.length === 1 && renderers[0] === QUESTION_TYPE_REGISTRY,
      detail: renderers.join(', '),
    },
  ];
}
