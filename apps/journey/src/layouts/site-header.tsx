import { type Locale, localizedPath } from '@souscrire/i18n';
import { Link } from '@souscrire/ui/link';
import type { ReactNode } from 'react';
import { MESSAGES } from '../app/message-ids.ts';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';
import { LanguageSwitcher } from './language-switcher.tsx';

/** The page header: the tenant's logo linking home, and whatever the layout adds on the right. */
export function SiteHeader({
  children,
  onHome,
}: {
  children?: ReactNode;
  onHome?: (() => void) | undefined;
}) {
  const { theme, locale } = useShell();
  const t = useText();
  const logo = (
    <img src={theme.logo.src} alt={theme.logo.alt} width={theme.logo.width} height={theme.logo.height} />
  );
  return (
    <header className="sc-site-header">
      <a className="sc-skip-link" href="#main">
        {t(MESSAGES.skipToContent)}
      </a>
      {onHome ? (
        <button
          type="button"
          className="sc-site-header__home"
          aria-label={t(MESSAGES.brandHome)}
          onClick={onHome}
        >
          {logo}
        </button>
      ) : (
        <Link
          className="sc-site-header__home"
          href={localizedPath('home', locale as Locale, {})}
          aria-label={t(MESSAGES.brandHome)}
        >
          {logo}
        </Link>
      )}
      {children}
      <LanguageSwitcher />
    </header>
  );
}
