import type { ThemeOverrides } from '@souscrire/theming';

/** What the frame shows around the screens: which tenant, which locale, and an agent's cosmetic overrides. */
export type ShellSnapshot = {
  readonly tenant: string;
  readonly locale: string;
  readonly overrides: ThemeOverrides | undefined;
};

/** A small external store the route guards write and the React frame reads (useSyncExternalStore). */
export type ShellState = {
  get(): ShellSnapshot;
  set(patch: Partial<ShellSnapshot>): void;
  subscribe(listener: () => void): () => void;
};

/**
 * Creates the shell state.
 *
 * @example
 * const shell = createShellState({ tenant: 'plussimple', locale: 'fr-FR', overrides: undefined });
 * shell.set({ tenant: 'maif' });
 */
export function createShellState(initial: ShellSnapshot): ShellState {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    set(patch) {
      const next = { ...snapshot, ...patch };
      if (
        next.tenant === snapshot.tenant &&
        next.locale === snapshot.locale &&
        next.overrides === snapshot.overrides
      ) {
        return;
      }
      snapshot = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Reads an agent's cosmetic data (spec 3 `agent_cosmetic_data`, free-form) into theme overrides, keeping only
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
