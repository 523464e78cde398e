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

/** What starts a comment's or a list's continued line (`//`, ` * `, `#`, `-`, `>`), skipped when joining lines. */
const CONTINUATION = /^\s*(?:\/\/|\*|#|-|>)?\s*/;

/** Whether a citation starts in a line's last word and goes on in the next line ("(issue" then " * 13)"). */
function citesAcrossLines(line: string, next: string | undefined): boolean {
  if (next === undefined) return false;
  const tail = line.trimEnd().split(/\s+/).at(-1) ?? '';
  const found = TICKET_WORDS.exec(`${tail} ${next.replace(CONTINUATION, '')}`);
  return found !== null && found.index < tail.length;
}

/** The lines of a text that cite a ticket, numbered from 1 (a citation broken over two lines counts on its first). */
export function ticketWordsIn(path: string, text: string): TicketWord[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) =>
    TICKET_WORDS.test(line) || citesAcrossLines(line, lines[index + 1])
      ? [{ path, line: index + 1, text: line.trim() }]
      : [],
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
