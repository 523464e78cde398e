import type { Locale } from '@souscrire/i18n';
import type { ThemeOverrides } from '@souscrire/theming';

/** What the frame shows around the screens: which tenant, which locale, and an agent's cosmetic overrides. */
export type ShellSnapshot = {
  readonly tenant: string;
  readonly locale: Locale;
  readonly overrides: ThemeOverrides | undefined;
};

/** A small external store the route guards write and the React frame reads (useSyncExternalStore). */
export type ShellState = {
  get(): ShellSnapshot;
  /**
   * Changes what the frame shows, once what it needs is loaded (`prepare`, e.g. a derived theme's colour
   * maths): the promise resolves when it is shown, or rejects when that load failed (the next call tries again).
   */
  set(patch: Partial<ShellSnapshot>): Promise<void>;
  subscribe(listener: () => void): () => void;
};

const same = (a: ShellSnapshot, b: ShellSnapshot) =>
  a.tenant === b.tenant && a.locale === b.locale && a.overrides === b.overrides;

/**
 * Creates the shell state. `prepare` loads what a snapshot needs before it is shown and answers undefined when
 * it needs nothing, so that most changes show at once; of changes waiting for a load, only the last is shown.
 *
 * @example
 * const shell = createShellState({ tenant: 'plussimple', locale: 'fr-FR', overrides: undefined });
 * await shell.set({ tenant: 'maif' });
 */
export function createShellState(
  initial: ShellSnapshot,
  prepare: (snapshot: ShellSnapshot) => Promise<unknown> | undefined = () => undefined,
): ShellState {
  let shown = initial;
  // The last snapshot asked for: the one shown, or one waiting for what it needs.
  let wanted = initial;
  const listeners = new Set<() => void>();
  const show = (snapshot: ShellSnapshot) => {
    if (snapshot === shown) return;
    shown = snapshot;
    for (const listener of listeners) listener();
  };
  return {
    get: () => shown,
    set(patch) {
      const next = { ...wanted, ...patch };
      if (!same(next, wanted)) wanted = next;
      const target = wanted;
      const preparing = prepare(target);
      if (!preparing) {
        show(target);
        return Promise.resolve();
      }
      return preparing.then(() => {
        if (wanted === target) show(target);
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Reads an agent's cosmetic data (`agent_cosmetic_data`, free-form) into theme overrides, keeping only
 * string values of the known keys.
 *
 * @example
 * cosmeticOverrides({ name: 'Cabinet Durand', primaryColor: '#0b7a3e', other: 1 });
 * // { name: 'Cabinet Durand', primaryColor: '#0b7a3e' }
 */
export function cosmeticOverrides(
  data: Record<string, unknown> | undefined | null,
): ThemeOverrides | undefined {
  if (!data) return undefined;
  const pick = (...keys: string[]) => {
    for (const key of keys) {
      const value = data[key];
      if (typeof value === 'string' && value.trim() !== '') return value;
    }
    return undefined;
  };
  const overrides = {
    name: pick('name', 'brand_name', 'brandName'),
    logo: pick('logo', 'logo_url', 'logoUrl'),
    primaryColor: pick('primaryColor', 'primary_color', 'color'),
  };
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  return Object.keys(defined).length > 0 ? defined : undefined;
}
