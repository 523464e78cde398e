import { type Locale, localizedPath } from '@souscrire/i18n';
import { Link } from '@souscrire/ui/link';
import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';

/** The tenant's logo, linking home; inside a subscription, leaving asks first (`onHome`). */
export function SiteLogo({ onHome }: { onHome?: (() => void) | undefined }) {
  const { theme, locale } = useShell();
  const t = useText();
  const logo = (
    <img src={theme.logo.src} alt={theme.logo.alt} width={theme.logo.width} height={theme.logo.height} />
  );
  return onHome ? (
    <button type="button" className="sc-site-logo" aria-label={t('layout.home-link')} onClick={onHome}>
      {logo}
    </button>
  ) : (
    <Link
      className="sc-site-logo"
      href={localizedPath('home', locale as Locale, {})}
      aria-label={t('layout.home-link')}
    >
      {logo}
    </Link>
  );
}
