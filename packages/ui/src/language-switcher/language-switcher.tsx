import { type ReactNode, useId, useState } from 'react';
import { isPlainClick } from '../link/link.tsx';
import './language-switcher.css';

/** One language the page can be read in: its name in itself, and the same page's address in it. */
export interface LanguageLinkItem {
  /** The language's code (`fr`), written as the link's `lang` and `hreflang`. */
  readonly language: string;
  /** The language's name in that language (`Français`): a reader of it finds it. */
  readonly label: string;
  readonly href: string;
  /** Whether this is the page's language. */
  readonly current: boolean;
}

/** Props of {@link LanguageSwitcher}. */
export interface LanguageSwitcherProps {
  /** The navigation landmark's name ('Language'). */
  readonly label: string;
  readonly links: readonly LanguageLinkItem[];
  /** Follows a plain click in the app's router; a modified click (new tab) is left to the browser. */
  readonly onNavigate: (href: string) => void;
}

/**
 * The language links: the same page in each language. On a phone they fold behind the current language's
 * name, a 44 px button; wider screens show them all in a row. Every link is 44 px tall.
 *
 * @example
 * <LanguageSwitcher label="Langue" onNavigate={navigate} links={[
 *   { language: 'fr', label: 'Français', href: '/fr-FR/contracts', current: true },
 *   { language: 'en', label: 'English', href: '/en-FR/contracts', current: false },
 * ]} />
 */
export function LanguageSwitcher({ label, links, onNavigate }: LanguageSwitcherProps): ReactNode {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = links.find((link) => link.current);
  return (
    <nav aria-label={label} className="sc-language-switcher" data-open={open || undefined}>
      <button
        type="button"
        className="sc-language-switcher__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {current?.label ?? label}
      </button>
      <ul id={listId}>
        {links.map((link) => (
          <li key={link.language}>
            <a
              href={link.href}
              lang={link.language}
              hrefLang={link.language}
              aria-current={link.current ? 'true' : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                setOpen(false);
                onNavigate(link.href);
              }}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
