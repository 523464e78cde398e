/**
 * One log line in the shape of the core service's (pino's): a JSON object with the numeric `level`, `time` in
 * milliseconds, `pid`, `hostname`, the line's own fields (an error under `err`, as pino's serializer writes it)
 * and `msg`. Processes that do not run pino (the web server, a refused start) write their lines with it, so
 * that every line of the log stream is JSON.
 */
import { hostname } from 'node:os';

/** pino's levels, by name. */
const LEVELS = { fatal: 60, error: 50, warn: 40, info: 30 } as const;

/** The level of a line. */
export type LogLevel = keyof typeof LEVELS;

/** An error as pino's standard serializer writes it under `err`: its type, message and stack. */
export function errorFields(error: unknown): { type: string; message: string; stack?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  return {
    type: error.name,
    message: error.message,
    ...(error.stack === undefined ? {} : { stack: error.stack }),
  };
}

/**
 * Writes one JSON log line to `stream` (standard error unless said).
 *
 * @example
 * writeLogLine('error', 'The server render of /fr-FR failed', { err: errorFields(error), path: '/fr-FR' });
 * // {"level":50,"time":1795000000000,"pid":12,"hostname":"web-1","err":{...},"path":"/fr-FR","msg":"The ..."}
 */
export function writeLogLine(
  level: LogLevel,
  message: string,
  fields: Record<string, unknown> = {},
  stream: Pick<NodeJS.WriteStream, 'write'> = process.stderr,
): void {
  const line = { level: LEVELS[level], time: Date.now(), pid: process.pid, hostname: hostname(), ...fields };
  stream.write(`${JSON.stringify({ ...line, msg: message })}\n`);
}

/**
 * Makes an error nothing caught (a thrown exception, or a rejection nobody handled, which Node turns into one)
 * end the process as Node would, exit code 1, but with one JSON `fatal` line on standard error instead of
 * Node's plain-text stack, so that the log stream stays JSON to its last line.
 *
 * @example
 * exitOnUncaughtAsJson(); // first thing in a server's entry point
 */
export function exitOnUncaughtAsJson(): void {
  process.on('uncaughtException', (error) => {
    writeLogLine('fatal', 'uncaught error: the process stops', { err: errorFields(error) });
    process.exit(1);
  });
}
