import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { LOG_FLUSH_MS } from './service-logger.ts';

const LOGGER = new URL('./service-logger.ts', import.meta.url).pathname;
const CONFIG = new URL('../../../../tooling/config/src/index.ts', import.meta.url).pathname;
const LINES = 20_000;
/** A value beyond ASCII: the lines are gathered as bytes, not characters. */
const CITY = 'Besançon — Zürich 🥐';

/**
 * Runs a process that writes {@link LINES} request lines through the service's logger as fast as it can, then
 * ends as `ending` says, and answers its exit code and the lines it wrote on standard output.
 */
function burstThen(ending: string): { status: number | null; lines: Record<string, unknown>[] } {
  const script = `
    import { createServiceLogger } from ${JSON.stringify(LOGGER)};
    import { exitOnUncaughtAsJson } from ${JSON.stringify(CONFIG)};
    exitOnUncaughtAsJson();
    const logger = createServiceLogger({ level: 'info' });
    for (let n = 0; n < ${LINES}; n += 1) logger.info({ n, path: '/v2/products', city: ${JSON.stringify(CITY)}, status: 200 }, 'request');
    ${ending}
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const lines = child.stdout
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { status: child.status, lines };
}

const numbered = (lines: Record<string, unknown>[]) => lines.filter((line) => line.msg === 'request');

describe('the service logger', () => {
  it('writes every line before an immediate exit (a signal handler or a fatal start calls process.exit)', () => {
    const { status, lines } = burstThen('process.exit(3);');
    expect(status).toBe(3);
    expect(numbered(lines).map((line) => line.n)).toEqual(Array.from({ length: LINES }, (_, n) => n));
    expect(new Set(numbered(lines).map((line) => line.city))).toEqual(new Set([CITY]));
  });

  it('writes every line, its fatal line logged last, when an error nothing caught ends the process', () => {
    const { status, lines } = burstThen(
      "logger.fatal('giving up'); setImmediate(() => { throw new Error('boom'); });",
    );
    expect(status).toBe(1);
    expect(numbered(lines)).toHaveLength(LINES);
    const fatal = lines.filter((line) => line.level === 60);
    expect(fatal).toEqual([expect.objectContaining({ msg: 'giving up' })]);
    // Last by its time, not always by its place: a batch the system was still writing when the process ended
    // lands after what the exit hook writes (SonicBoom's synchronous flush does not wait for a write under way).
    const times = numbered(lines).map((line) => Number(line.time));
    expect(Math.max(...times)).toBeLessThanOrEqual(Number(fatal[0]?.time));
  });

  it('writes every line when the process ends on its own', () => {
    const { status, lines } = burstThen('');
    expect(status).toBe(0);
    expect(numbered(lines)).toHaveLength(LINES);
  });

  it("writes a quiet service's line within its flush delay, while the process runs on", async () => {
    const script = `
      import { createServiceLogger } from ${JSON.stringify(LOGGER)};
      createServiceLogger({ level: 'info' }).info({ path: '/internal/health' }, 'request');
      setTimeout(() => {}, 30_000);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script]);
    try {
      const arrived = await Promise.race([
        new Promise<{ text: string; at: number }>((resolve) =>
          child.stdout.once('data', (chunk) => resolve({ text: String(chunk), at: Date.now() })),
        ),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 10_000)),
      ]);
      const line = JSON.parse(arrived?.text ?? '{}') as { msg?: string; time?: number };
      expect(line.msg).toBe('request');
      // Written by the flush timer (pino's `time` is when the line was logged), the process still running.
      expect((arrived?.at ?? 0) - (line.time ?? 0)).toBeLessThan(LOG_FLUSH_MS + 1000);
      expect(child.exitCode).toBeNull();
    } finally {
      child.kill();
    }
  });
});
