import { type Logger, type LoggerOptions, pino } from 'pino';
import type { RecentLogLines } from './recent-log-lines.ts';

/** The bytes of log lines gathered before one write to standard output. */
const BATCH_BYTES = 8 * 1024;
/** How long a line may wait for others before it is written anyway (a quiet service). */
export const LOG_FLUSH_MS = 100;

/**
 * The service's logger: JSON lines on standard output, written asynchronously (pino's SonicBoom destination,
 * `sync: false`). Lines are gathered into writes of about 8 KB, each made without blocking the event loop, so a
 * busy service makes one system call per few dozen requests instead of one each (a request line's write was
 * the largest single cost of a route without a database); on a quiet service a line waits at most
 * {@link LOG_FLUSH_MS}. Nothing is lost when the process ends: pino registers the destination for an exit
 * hook that writes what is left synchronously, so `process.exit` (a signal's shutdown, a fatal start, an error
 * nothing caught) and Node's own end of the loop both flush it (service-logger.test.ts). A batch the system is
 * still writing at that moment lands after what the hook writes, as SonicBoom's synchronous flush does not wait
 * for it: every line is there, in the order of its `time` rather than of its place. With `recentLogs`
 * (the dev pages), each line is also kept in memory.
 *
 * @example
 * const logger = createServiceLogger({ level: 'info' });
 */
export function createServiceLogger(options: LoggerOptions, recentLogs?: RecentLogLines): Logger {
  // The lines are gathered as bytes (SonicBoom's `contentMode: 'buffer'`): gathered as text, each line's write
  // measured the whole text gathered so far, which made V8 copy it into one string, about 8 KB a line, a fifth
  // of what a request allocated.
  const stdout = pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES, contentMode: 'buffer' });
  setInterval(() => stdout.flush(), LOG_FLUSH_MS).unref();
  // SonicBoom's types describe its text mode only: in its byte mode, `write` takes bytes.
  const bytes = stdout as unknown as { write(line: Uint8Array): boolean };
  const lines = { write: (line: string) => bytes.write(Buffer.from(line)) };
  return pino(
    options,
    recentLogs === undefined ? lines : pino.multistream([{ stream: lines }, { stream: recentLogs.stream }]),
  );
}
