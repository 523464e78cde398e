import type { ReactNode } from 'react';
import { Link } from '../link/link.tsx';
import './footer.css';

/** A footer link, its label already translated. */
export interface FooterLinkItem {
  readonly label: string;
  readonly href: string;
}

/** A titled column of links. */
export interface FooterColumnItem {
  readonly title: string;
  readonly links: readonly FooterLinkItem[];
}

/** A social profile link; `label` is the network's name ('LinkedIn'), `icon` an optional decorative mark. */
export interface FooterSocialItem {
  readonly network: string;
  readonly label: string;
  readonly href: string;
  readonly icon?: ReactNode;
}

/** Props of {@link Footer}. */
export interface FooterProps {
  /** How many columns on wide screens (footer layout columns). Default 3. */
  readonly layoutColumns?: 1 | 2 | 3 | 4;
  readonly columns: readonly FooterColumnItem[];
  readonly social?: readonly FooterSocialItem[];
  /** Heading of the social list ('Follow us'); required with `social`. */
  readonly socialTitle?: string;
  /** The last line (copyright, legal notice). */
  readonly legal?: ReactNode;
  /** Level of the column headings. Default 2. */
  readonly headingLevel?: 2 | 3;
}

/**
 * The tenant's footer (layout columns, columns list, social list), one column on a phone and
 * `layoutColumns` on wide screens. Texts arrive translated; the theme's footer keys are resolved by the app.
 *
 * @example
 * <Footer layoutColumns={3} columns={[{ title: 'About', links: [{ label: 'Legal notice', href: '/legal' }] }]}
 *   social={[{ network: 'linkedin', label: 'LinkedIn', href: 'https://...' }]} socialTitle="Follow us" />
 */
export function Footer({
  layoutColumns = 3,
  columns,
  social = [],
  socialTitle,
  legal,
  headingLevel = 2,
}: FooterProps): ReactNode {
  const ColumnHeading = `h${headingLevel}` as const;
  return (
    <footer className="sc-footer">
      {/* A data attribute, not an inline style: a page rendered on the server under a CSP without
          'unsafe-inline' keeps it. */}
      <div className="sc-footer__columns" data-columns={layoutColumns}>
        {columns.map((column) => (
          <section key={column.title} className="sc-footer__column">
            <ColumnHeading className="sc-footer__title">{column.title}</ColumnHeading>
            <ul className="sc-footer__links">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link variant="standalone" href={link.href}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {social.length > 0 ? (
          <section className="sc-footer__column">
            {socialTitle ? <ColumnHeading className="sc-footer__title">{socialTitle}</ColumnHeading> : null}
            <ul className="sc-footer__social">
              {social.map((item) => (
                <li key={item.href} data-network={item.network}>
                  <Link variant="standalone" href={item.href} target="_blank" rel="noopener noreferrer">
                    {item.icon ? <span className="sc-footer__social-icon">{item.icon}</span> : null}
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {legal ? <div className="sc-footer__legal">{legal}</div> : null}
    </footer>
  );
}
