import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadAfterChunkError,
  reloadForChunkError,
} from './chunk-reload.ts';
import { isSlowConnection, schedulePrefetch } from './schedule-prefetch.ts';
import { createVersionWatcher, fetchDeployedVersion } from './version-watcher.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createVersionWatcher', () => {
  test('becomes stale when the deployed version changes, and stays so', async () => {
    const versions = ['v1', 'v2', 'v1'];
    const watcher = createVersionWatcher({
      current: 'v1',
      intervalMs: 1000,
      fetchVersion: async () => versions.shift(),
    });
    await watcher.check();
    expect(watcher.isStale()).toBe(false);
    await watcher.check();
    expect(watcher.isStale()).toBe(true);
    await watcher.check();
    expect(watcher.isStale()).toBe(true);
  });

  test('a failing poll changes nothing; start polls on its interval', async () => {
    const fetchVersion = vi.fn().mockRejectedValue(new Error('offline'));
    const watcher = createVersionWatcher({ current: 'v1', intervalMs: 1000, fetchVersion });
    const stop = watcher.start();
    await vi.advanceTimersByTimeAsync(3000);
    stop();
    expect(fetchVersion).toHaveBeenCalledTimes(3);
    expect(watcher.isStale()).toBe(false);
  });

  test('fetchDeployedVersion reads the version field', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ version: 'abc' })));
    expect(await fetchDeployedVersion(fetchImpl)).toBe('abc');
  });
});

describe('chunk-load failures', () => {
  test.each([
    [new TypeError('Failed to fetch dynamically imported module: /assets/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('Boom'), false],
    ['Failed to fetch dynamically imported module', false],
  ])('isChunkLoadError(%s) is %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  test('reloads at most once per 10 s', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    const reload = vi.fn();
    expect(reloadAfterChunkError({ storage, now: 1_000, guardMs: 10_000, reload })).toBe(true);
    expect(reloadAfterChunkError({ storage, now: 9_000, guardMs: 10_000, reload })).toBe(false);
    expect(reloadAfterChunkError({ storage, now: 11_001, guardMs: 10_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe('11001');
  });
});

describe('reloadForChunkError', () => {
  test('gives one answer per error: asked again (a render React dropped), it does not reload again', () => {
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    const reload = vi.fn();
    const gone = new TypeError('Failed to fetch dynamically imported module: /assets/city-screen-1.js');
    expect(reloadForChunkError(gone, reload)).toBe(true);
    expect(reloadForChunkError(gone, reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    // Another failure within the guard period shows its error instead.
    const again = new TypeError('Failed to fetch dynamically imported module: /assets/city-screen-1.js');
    expect(reloadForChunkError(again, reload)).toBe(false);
    expect(reloadForChunkError(new Error('500'), reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  });
});

describe('schedulePrefetch', () => {
  test.each([
    [undefined, false],
    [{ effectiveType: '4g' }, false],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '4g', saveData: true }, true],
  ])('isSlowConnection(%o) is %s', (connection, slow) => {
    expect(isSlowConnection(connection)).toBe(slow);
  });

  test('runs the task 1000 ms after load on a fast connection', () => {
    const task = vi.fn();
    schedulePrefetch(task, { delayMs: 1000, connection: { effectiveType: '4g' } });
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  test('never runs on a slow connection, nor once cancelled', () => {
    const task = vi.fn();
    schedulePrefetch(task, { delayMs: 1000, connection: { effectiveType: '2g' } });
    schedulePrefetch(task, { delayMs: 1000, connection: undefined })();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});
