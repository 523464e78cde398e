import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { errorFields, writeLogLine } from './log-line.ts';

describe('writeLogLine', () => {
  test("writes one JSON line in pino's shape: numeric level, time, pid, hostname, fields, msg", () => {
    const written: string[] = [];
    writeLogLine(
      'error',
      'it failed',
      { err: errorFields(new TypeError('bad')), path: '/x' },
      {
        write: (text: string) => written.push(text) > 0,
      },
    );
    expect(written).toHaveLength(1);
    expect(written[0]?.endsWith('\n')).toBe(true);
    expect(written[0]?.trim().includes('\n')).toBe(false);
    const line = JSON.parse(written[0] ?? '');
    expect(line).toMatchObject({
      level: 50,
      pid: process.pid,
      path: '/x',
      msg: 'it failed',
      err: { type: 'TypeError', message: 'bad' },
    });
    expect(line.err.stack).toContain('TypeError: bad');
    expect(typeof line.time).toBe('number');
    expect(typeof line.hostname).toBe('string');
  });

  test('an error that is not an Error is written as its text', () => {
    expect(errorFields('down')).toEqual({ type: 'string', message: 'down' });
  });
});

describe('exitOnUncaughtAsJson', () => {
  test.each([
    ['a thrown error', "setTimeout(() => { throw new RangeError('lost'); })"],
    ['an unhandled rejection', "Promise.reject(new RangeError('lost'))"],
  ])('%s ends the process with exit code 1 and one JSON fatal line', (_name, failure) => {
    const script = `import('./src/index.ts').then((m) => { m.exitOnUncaughtAsJson(); ${failure}; })`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: new URL('..', import.meta.url),
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 60,
      msg: 'uncaught error: the process stops',
      err: { type: 'RangeError', message: 'lost' },
    });
  });
});
