import {
  formatLocale,
  LANGUAGES,
  type Locale,
  localizedPath,
  matchLocalizedPath,
  parseLocale,
} from '@souscrire/i18n';
import { LanguageSwitcher as LanguageLinks } from '@souscrire/ui/language-switcher';
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
  const { pathname, search } = usePageLocation();
  const country = parseLocale(locale)?.country;
  const match = matchLocalizedPath(pathname);
  const hrefFor = (target: Locale) => {
    if (!match) return localizedPath('home', target, {});
    const params = match.params as { id: string; step: string };
    return `${localizedPath(match.routeName, target, params)}${search}`;
  };
  return (
    <LanguageLinks
      label={t('layout.language-switcher.label')}
      onNavigate={navigate}
      links={LANGUAGES.map((language) => {
        const target = formatLocale(language, country);
        return {
          language,
          label: t(`language.${language}`),
          href: hrefFor(target),
          current: target === locale,
        };
      })}
    />
  );
}
