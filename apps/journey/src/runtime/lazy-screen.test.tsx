import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { lazyScreen } from './lazy-screen.ts';

function Screen() {
  return <p>The screen</p>;
}

/** What one synchronous pass of React shows of `Lazy` in a Suspense boundary (no microtask is let run). */
function firstPass(Lazy: ReturnType<typeof lazyScreen>): string {
  const container = document.createElement('div');
  act(() => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
      { container },
    );
  });
  return container.textContent;
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

  test('a preloaded screen renders in the pass that shows it; one not loaded yet shows the fallback first', async () => {
    const preloaded = lazyScreen(async () => ({ Screen }), 'Screen');
    await preloaded.preload();
    expect(firstPass(preloaded)).toBe('The screen');
    expect(firstPass(lazyScreen(async () => ({ Screen }), 'Screen'))).toBe('Loading');
  });
});
