// The checks behind `check:messages` (README, "Checking messages"), as a function so tests can run them on fixtures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { readSource, readTranslations, TRANSLATED_LANGUAGES } from './catalogues.ts';
import { findMessageIds } from './find-message-ids.ts';

/** Where to look. */
export interface CheckOptions {
  /** The folder of source.json and {language}.json. */
  readonly messagesDir: string;
  /** Source folders whose .ts/.tsx files (tests and generated files aside) are scanned for message ids. */
  readonly codeRoots: readonly string[];
  /** Paths in problems are written relative to this folder. */
  readonly baseDir: string;
}

/** One language's coverage. */
export interface Coverage {
  readonly language: string;
  readonly translated: number;
  readonly total: number;
  readonly missing: readonly string[];
  readonly unknown: readonly string[];
}

/** What the check found; `problems` empty means it passes. */
export interface CheckResult {
  readonly coverage: readonly Coverage[];
  readonly usedIds: number;
  readonly uses: number;
  readonly problems: readonly string[];
}

/** A number or date style as ICU text (`::currency/EUR`, `long`), whether or not its skeleton was parsed. */
function styleText(style: unknown): string {
  if (typeof style === 'string') return style;
  if (typeof style !== 'object' || style === null) return '';
  if ('tokens' in style && Array.isArray(style.tokens)) {
    const tokens = style.tokens as { stem: string; options: string[] }[];
    return `::${tokens.map((token) => [token.stem, ...token.options].join('/')).join(' ')}`;
  }
  return 'pattern' in style ? `::${String(style.pattern)}` : '';
}

/**
 * The arguments a message uses, with their type and, for numbers and dates, their style: a translation cannot
 * drop or rename `{amount}`, nor turn `{amount, number, ::currency/EUR}` into a bare number.
 */
function argumentsOf(elements: readonly MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
      continue;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(`${element.value}: ${element.type === TYPE.plural ? 'plural' : 'select'}`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
      continue;
    }
    const style = 'style' in element ? styleText(element.style) : '';
    into.add(`${element.value}: ${TYPE[element.type]}${style ? `, ${style}` : ''}`);
  }
  return into;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

function sourceFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test(-d)?\.tsx?$/.test(file))
    .filter((file) => !file.split(/[\\/]/).includes('generated'))
    .map((file) => join(root, file));
}

/**
 * Checks the catalogues and the code: every language translates every source id with the same arguments and
 * nothing else, and every message id used in code (README convention) exists in the source catalogue.
 *
 * @example
 * const { coverage, problems } = checkCatalogues({ messagesDir, codeRoots: ['apps/journey/src'], baseDir });
 */
export function checkCatalogues({ messagesDir, codeRoots, baseDir }: CheckOptions): CheckResult {
  const problems: string[] = [];
  const source = readSource(messagesDir);
  const sourceIds = Object.keys(source);
  const sourceArgs = new Map(
    sourceIds.map((id) => [
      id,
      argumentsOf(parse(source[id]?.defaultMessage ?? '', { shouldParseSkeletons: true })),
    ]),
  );
  const coverage: Coverage[] = [
    { language: 'en', translated: sourceIds.length, total: sourceIds.length, missing: [], unknown: [] },
  ];
  for (const language of TRANSLATED_LANGUAGES) {
    const translations = readTranslations(language, messagesDir);
    const missing = sourceIds.filter((id) => !Object.hasOwn(translations, id));
    const unknown = Object.keys(translations).filter((id) => !Object.hasOwn(source, id));
    coverage.push({
      language,
      translated: sourceIds.length - missing.length,
      total: sourceIds.length,
      missing,
      unknown,
    });
    for (const id of missing) problems.push(`${language}: "${id}" is not translated`);
    for (const id of unknown) problems.push(`${language}: "${id}" is not in the source catalogue`);
    for (const [id, text] of Object.entries(translations)) {
      const expected = sourceArgs.get(id);
      if (!expected) continue;
      const actual = argumentsOf(parse(text, { shouldParseSkeletons: true }));
      if (!sameSet(expected, actual)) {
        problems.push(
          `${language}: "${id}" uses {${[...actual].join(', ')}}, the source {${[...expected].join(', ')}}`,
        );
      }
    }
  }
  let uses = 0;
  const used = new Set<string>();
  for (const path of codeRoots.flatMap(sourceFiles)) {
    for (const use of findMessageIds(readFileSync(path, 'utf8'))) {
      uses += 1;
      used.add(use.id);
      if (!Object.hasOwn(source, use.id)) {
        problems.push(`${relative(baseDir, path)}:${use.line}: unknown message id "${use.id}"`);
      }
    }
  }
  return { coverage, usedIds: used.size, uses, problems };
}

/**
 * The coverage table printed by `check:messages`.
 *
 * @example
 * formatCoverage(result.coverage); // ['fr    305/305  100.0%', …]
 */
export function formatCoverage(coverage: readonly Coverage[]): string[] {
  return coverage.map(({ language, translated, total, missing, unknown }) => {
    const percent = total === 0 ? 100 : (100 * translated) / total;
    const notes = [
      missing.length ? `${missing.length} missing` : '',
      unknown.length ? `${unknown.length} unknown` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return `${language.padEnd(4)} ${`${translated}/${total}`.padStart(9)}  ${percent.toFixed(1).padStart(5)}%${notes ? `  (${notes})` : ''}`;
  });
}
