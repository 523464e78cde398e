import { describe, expect, test, vi } from 'vitest';
import { lazyScreen } from './lazy-screen.ts';

function Screen() {
  return null;
}

describe('lazyScreen', () => {
  test('preloading imports the chunk once', async () => {
    const importer = vi.fn(async () => ({ Screen }));
    const lazy = lazyScreen(importer, 'Screen');
    await lazy.preload();
    await lazy.preload();
    expect(importer).toHaveBeenCalledOnce();
  });

  test('a failed import is tried again on the next preload, and never reloads the page by itself', async () => {
    const importer = vi
      .fn<() => Promise<{ Screen: typeof Screen }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
      .mockResolvedValueOnce({ Screen });
    const lazy = lazyScreen(importer, 'Screen');
    await expect(lazy.preload()).rejects.toThrow('Failed to fetch');
    await lazy.preload();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
