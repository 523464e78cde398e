import { Writable } from 'node:stream';

/** One log line as pino wrote it (its JSON fields). */
export type LogLine = Record<string, unknown>;

/** The latest log lines of this process, for the sandbox's dev pages. */
export type RecentLogLines = {
  /** A stream pino writes to (beside stdout): each line is kept, the oldest dropped past the capacity. */
  readonly stream: Writable;
  /** The kept lines, newest first, that `keep` accepts. */
  lines(keep?: (line: LogLine) => boolean): LogLine[];
};

/**
 * Keeps the last `capacity` lines pino writes, so that the dev pages (`CORE_SANDBOX_PAGES=1`, never in
 * production) can show the core's own request log lines, e.g. the one of a trace id a browser error carries
 *. Memory stays bounded; the lines are this instance's only, as its stdout is.
 *
 * @example
 * const recent = createRecentLogLines();
 * const logger = pino({}, pino.multistream([{ stream: process.stdout }, { stream: recent.stream }]));
 * recent.lines((line) => line.traceId === traceId);
 */
export function createRecentLogLines(capacity = 1000): RecentLogLines {
  const kept: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      for (const text of String(chunk).split('\n')) {
        if (text.trim() === '') continue;
        try {
          kept.push(JSON.parse(text) as LogLine);
        } catch {
          kept.push({ msg: text });
        }
        if (kept.length > capacity) kept.shift();
      }
      done();
    },
  });
  return {
    stream,
    lines: (keep = () => true) => kept.filter(keep).reverse(),
  };
}
