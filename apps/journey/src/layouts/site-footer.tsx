import { useShell } from '../app/use-shell.ts';
import { useText } from '../app/use-text.ts';

/** The tenant's footer (spec 1: layout columns, columns list, social list), its labels translated. */
export function SiteFooter() {
  const { theme } = useShell();
  const t = useText();
  const { footer } = theme;
  return (
    <footer className="sc-site-footer" style={{ ['--sc-footer-columns' as string]: footer.layoutColumns }}>
      <div className="sc-site-footer__columns">
        {footer.columns.map((column) => (
          <section key={column.titleKey} className="sc-site-footer__column">
            <h2 className="sc-site-footer__title">{t(column.titleKey)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.labelKey}>
                  <a href={link.href}>{t(link.labelKey)}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {footer.social.length > 0 && (
        <ul className="sc-site-footer__social">
          {footer.social.map((social) => (
            <li key={social.network}>
              <a href={social.href} rel="noopener noreferrer" target="_blank">
                {social.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </footer>
  );
}
