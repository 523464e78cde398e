import { describe, expect, test } from 'vitest';
import { traceIdOf } from './trace-context.ts';

describe('traceIdOf', () => {
  test('reads the trace id of a version 00 traceparent', () => {
    expect(traceIdOf('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01')).toBe(
      '4bf92f3577b34da6a3ce929d0e0e4736',
    );
  });

  test('a later version may carry more fields; 00 may not', () => {
    expect(traceIdOf('01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra')).toBe(
      '4bf92f3577b34da6a3ce929d0e0e4736',
    );
    expect(traceIdOf('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra')).toBeUndefined();
  });

  test('refuses malformed headers, version ff and all-zero ids', () => {
    for (const header of [
      undefined,
      '',
      'garbage',
      '00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01',
      'ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01',
      '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
      '00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01',
    ]) {
      expect(traceIdOf(header)).toBeUndefined();
    }
  });
});
