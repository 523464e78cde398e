import { DEFAULT_LANGUAGE, formatLocale, LANGUAGES, type Language, type Locale } from '@souscrire/i18n';

/** A language of the toolbar: its code, the locale react-aria formats with, its name in itself. */
export interface SiteLocale {
  readonly language: Language;
  readonly tag: Locale;
  readonly title: string;
}

function siteLocale(language: Language): SiteLocale {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  // Names are written as a list's items begin: 'Italiano', 'Español'.
  const title = name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  return { language, tag: formatLocale(language), title };
}

/** The product's languages (@souscrire/i18n's list), each with its default country's tag and its own name. */
export const SITE_LOCALES: readonly SiteLocale[] = LANGUAGES.map(siteLocale);

/** The toolbar's language when none is chosen: the product's default. */
export const DEFAULT_SITE_LOCALE: SiteLocale = siteLocale(DEFAULT_LANGUAGE);
