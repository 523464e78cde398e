import type { DeriveTheme } from './derive-theme.ts';

let loaded: DeriveTheme | undefined;
let loading: Promise<DeriveTheme> | undefined;

/**
 * Loads the colour maths a derived theme needs (`deriveTheme`: culori and theming's derivations, about 10 KB
 * gzip), once; a failed load is tried again on the next call. The shell state awaits it before it shows such a
 * theme (`createServices`), so the frame does not wait for it.
 *
 * @example
 * const derive = await loadDeriveTheme();
 */
export function loadDeriveTheme(): Promise<DeriveTheme> {
  loading ??= import('./derive-theme.ts').then(
    (module) => {
      loaded = module.deriveTheme;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The colour maths if they are loaded already, else undefined.
 *
 * @example
 * const derive = loadedDeriveTheme() ?? use(loadDeriveTheme());
 */
export function loadedDeriveTheme(): DeriveTheme | undefined {
  return loaded;
}
