import {
  formatLocale,
  LANGUAGES,
  type Locale,
  languageOf,
  localizedPath,
  matchLocalizedPath,
  parseLocale,
} from '@souscrire/i18n';
import { useState } from 'react';
import { useFrame, usePageLocation } from '../app/frame-context.ts';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';

/**
 * The language links (fr, en, de, it, es). Each keeps the visitor on the same screen, in the words of
 * the chosen language, and keeps the country (so the tenant) of the current prefix (UX: changing language
 * keeps the visitor on the same step with nothing lost).
 */
export function LanguageSwitcher() {
  const t = useText();
  const { navigate } = useFrame();
  const { locale } = useShell();
  const [open, setOpen] = useState(false);
  const { pathname, search } = usePageLocation();
  const country = parseLocale(locale)?.country;
  const match = matchLocalizedPath(pathname);
  const hrefFor = (target: Locale) => {
    if (!match) return localizedPath('home', target, {});
    const params = match.params as { id: string; step: string };
    return `${localizedPath(match.routeName, target, params)}${search}`;
  };
  return (
    <nav
      aria-label={t('layout.language-switcher.label')}
      className="sc-language-switcher"
      data-open={open || undefined}
    >
      {/* On a phone the links fold behind the current language; wide screens show them all. */}
      <button
        type="button"
        className="sc-language-switcher__toggle"
        aria-expanded={open}
        aria-controls="sc-language-list"
        onClick={() => setOpen((value) => !value)}
      >
        {t(`language.${languageOf(locale as Locale)}`)}
      </button>
      <ul id="sc-language-list">
        {LANGUAGES.map((language) => {
          const target = formatLocale(language, country);
          const current = target === locale;
          return (
            <li key={language}>
              <a
                href={hrefFor(target)}
                lang={language}
                hrefLang={language}
                aria-current={current ? 'true' : undefined}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                    return;
                  event.preventDefault();
                  setOpen(false);
                  navigate(hrefFor(target));
                }}
              >
                {t(`language.${language}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
