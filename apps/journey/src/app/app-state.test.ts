import { getTheme } from '@souscrire/theming';
import { describe, expect, test, vi } from 'vitest';
import { deriveTheme } from './derive-theme.ts';
import { createI18nStore } from './i18n-store.ts';
import { createNavigationCounter } from './navigation-counter-store.ts';
import { cosmeticOverrides, createShellState, type ShellSnapshot } from './shell-state.ts';
import { isDerivedTheme, themeFor } from './theme-for.ts';

describe('cosmeticOverrides', () => {
  test.each([
    [undefined, undefined],
    [{}, undefined],
    [{ name: '  ', color: 42 }, undefined],
    [
      { name: 'Cabinet Durand', primary_color: '#0b7a3e', other: 1 },
      { name: 'Cabinet Durand', primaryColor: '#0b7a3e' },
    ],
    [{ logo_url: 'https://x.test/logo.svg' }, { logo: 'https://x.test/logo.svg' }],
  ])('%o gives %o', (data, expected) => {
    expect(cosmeticOverrides(data)).toEqual(expected);
  });
});

describe('themeFor', () => {
  test('applies an agent’s overrides to plussimple only', () => {
    expect(themeFor('plussimple', { name: 'Cabinet Durand' }, undefined, deriveTheme).name).toBe(
      'Cabinet Durand',
    );
    expect(themeFor('maif', { name: 'Cabinet Durand' }, undefined, deriveTheme)).toBe(getTheme('maif'));
  });

  test('a product sold under its own name (the {product} tenant) wears its own brand', () => {
    const theme = themeFor('rc-pro', undefined, { name: 'RC Pro', primaryColor: '#0f766e' }, deriveTheme);
    expect([theme.tenantId, theme.name]).toEqual(['{product}', 'RC Pro']);
  });

  test('an unknown tenant gets the default theme', () => {
    expect(themeFor('nobody', undefined, undefined, undefined)).toBe(getTheme('plussimple'));
  });

  test('a brand’s own theme needs no colour maths, a derived one does', () => {
    expect(themeFor('maif', undefined, undefined, undefined)).toBe(getTheme('maif'));
    expect(isDerivedTheme('maif', undefined, undefined)).toBe(false);
    expect(isDerivedTheme('maif', { primaryColor: '#0b7a3e' }, undefined)).toBe(false);
    expect(isDerivedTheme('plussimple', { primaryColor: '#0b7a3e' }, undefined)).toBe(true);
    expect(isDerivedTheme('rc-pro', undefined, { name: 'RC Pro', primaryColor: '#0f766e' })).toBe(true);
  });
});

describe('createShellState', () => {
  const initial: ShellSnapshot = { tenant: 'plussimple', locale: 'fr-FR', overrides: undefined };

  test('notifies on change only', () => {
    const shell = createShellState(initial);
    const listener = vi.fn();
    shell.subscribe(listener);
    shell.set({ tenant: 'plussimple' });
    shell.set({ tenant: 'maif' });
    expect(listener).toHaveBeenCalledOnce();
    expect(shell.get().tenant).toBe('maif');
  });

  test('shows a change once what it needs is loaded, and only the last of those waiting', async () => {
    const loads = new Map<string, () => void>();
    const shell = createShellState(initial, ({ tenant }) => {
      if (tenant === 'maif') return undefined;
      return new Promise<void>((resolve) => loads.set(tenant, resolve));
    });
    const first = shell.set({ tenant: 'qbe' });
    const second = shell.set({ tenant: 'oryx' });
    expect(shell.get().tenant).toBe('plussimple');
    loads.get('oryx')?.();
    await second;
    expect(shell.get().tenant).toBe('oryx');
    loads.get('qbe')?.();
    await first;
    expect(shell.get().tenant).toBe('oryx');
    await shell.set({ tenant: 'maif' });
    expect(shell.get().tenant).toBe('maif');
  });

  test('a failed load rejects and is tried again by the next change', async () => {
    const prepare = vi
      .fn()
      .mockImplementationOnce(() => Promise.reject(new Error('offline')))
      .mockImplementationOnce(() => Promise.resolve());
    const shell = createShellState(initial, prepare);
    await expect(shell.set({ overrides: { name: 'Cabinet Durand' } })).rejects.toThrow('offline');
    expect(shell.get().overrides).toBeUndefined();
    await shell.set({});
    expect(shell.get().overrides).toEqual({ name: 'Cabinet Durand' });
  });
});

describe('createI18nStore', () => {
  test('loads each locale once, lazily, and notifies', async () => {
    const load = vi.fn(async () => ({}));
    const store = createI18nStore(load);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toBeUndefined();
    await store.activate('de-DE');
    await store.activate('fr-FR');
    await store.activate('de-DE');
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.get()?.locale).toBe('de-DE');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  test('a failed load can be retried', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({});
    const store = createI18nStore(load);
    await expect(store.activate('it-IT')).rejects.toThrow('offline');
    await store.activate('it-IT');
    expect(store.get()?.locale).toBe('it-IT');
  });
});

describe('createNavigationCounter', () => {
  test('counts moves in a row and flips on a change of direction', () => {
    const counter = createNavigationCounter();
    expect(counter.value()).toBe(0);
    counter.move('forward');
    counter.move('forward');
    expect(counter.value()).toBe(2);
    counter.move('backward');
    expect(counter.value()).toBe(-1);
  });
});
