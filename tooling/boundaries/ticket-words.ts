import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Words that cite a ticket or a round of work instead of stating the rule: "issue 16", "spec 4", "round 3",
 * "twelfth round". A reader outside the team cannot look them up; history belongs in git and in
 * docs/decisions/.
 */
export const TICKET_WORDS =
  /(?<![-\w])(?:issues?|spec|round) \d+\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth) round\b/i;

/**
 * Tracked paths the rule does not read: decision records and their journals (history), generated files, and this
 * rule's own examples.
 */
const EXEMPT = [
  /^docs\/decisions\//,
  /^tooling\/boundaries\/ticket-words(\.test)?\.ts$/,
  /\/generated\//,
  /(^|\/)pnpm-lock\.yaml$/,
  /\.(png|ico|woff2?|pdf|zip)$/,
];

/** One line that cites a ticket. */
export type TicketWord = { path: string; line: number; text: string };

/** The lines of a text that cite a ticket, numbered from 1. */
export function ticketWordsIn(path: string, text: string): TicketWord[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      TICKET_WORDS.test(line) ? [{ path, line: index + 1, text: line.trim() }] : [],
    );
}

/** Every line of the repository's tracked text files that cites a ticket. */
export function ticketWordsOfRepository(root: string): TicketWord[] {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter((path) => path !== '' && !EXEMPT.some((pattern) => pattern.test(path)));
  return paths.flatMap((path) => {
    const text = readFileSync(join(root, path), 'utf8');
    return text.includes('\0') ? [] : ticketWordsIn(path, text);
  });
}
