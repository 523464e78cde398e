import { type Locale, loadMessages, type Messages } from '@souscrire/i18n';

/** The active locale and its messages, as the React frame reads them. */
export type ActiveMessages = { readonly locale: Locale; readonly messages: Messages };

/** Loads a locale's messages lazily ("locale message files load lazily") and makes them active. */
export type I18nStore = {
  /** The active locale and messages, or undefined before the first activation. */
  get(): ActiveMessages | undefined;
  /** Loads (once) and activates a locale. */
  activate(locale: Locale): Promise<void>;
  subscribe(listener: () => void): () => void;
};

/**
 * Creates the store. Each locale's messages are fetched once.
 *
 * @example
 * const i18n = createI18nStore();
 * await i18n.activate('de-DE');
 * i18n.get()?.locale; // 'de-DE'
 */
export function createI18nStore(load: (locale: Locale) => Promise<Messages> = loadMessages): I18nStore {
  let active: ActiveMessages | undefined;
  const cache = new Map<Locale, Promise<Messages>>();
  const listeners = new Set<() => void>();
  return {
    get: () => active,
    async activate(locale) {
      if (active?.locale === locale) return;
      let pending = cache.get(locale);
      if (!pending) {
        pending = load(locale);
        cache.set(locale, pending);
        pending.catch(() => cache.delete(locale));
      }
      const messages = await pending;
      active = { locale, messages };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
