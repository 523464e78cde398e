import type { ReactNode } from 'react';
import { Button } from '../button/button.tsx';
import { Heading } from '../heading/heading.tsx';
import { Link } from '../link/link.tsx';
import './error-page.css';

/** The page's one action: a link (`href`, e.g. home) or a button (`onPress`, e.g. try again). */
export type ErrorPageAction =
  | { readonly label: string; readonly href: string }
  | { readonly label: string; readonly onPress: () => void };

/** Props of {@link ErrorPage}. */
export interface ErrorPageProps {
  /** What happened ('Page not found', 'We are doing some maintenance'). */
  readonly title: string;
  /** What the visitor can do, in plain words. */
  readonly details?: ReactNode;
  /** A closing line such as the team's signature (maintenance text with a signature line). */
  readonly signature?: ReactNode;
  /** The go-home or retry action (generic fatal error with a go-home button). */
  readonly action?: ErrorPageAction;
  /** Heading level. Default 1: the error is the page. */
  readonly headingLevel?: 1 | 2;
}

/**
 * The error block of the not-found, maintenance and fatal error pages: title, details,
 * an optional signature line and an optional action.
 *
 * @example
 * <ErrorPage title="We are doing some maintenance" details="Come back in a few minutes."
 *   signature="The team" action={{ label: 'Go to the home page', href: '/en-FR' }} />
 */
export function ErrorPage({
  title,
  details,
  signature,
  action,
  headingLevel = 1,
}: ErrorPageProps): ReactNode {
  return (
    <section className="sc-error-page">
      <Heading level={headingLevel} className="sc-error-page__title">
        {title}
      </Heading>
      {details ? <div className="sc-error-page__details">{details}</div> : null}
      {signature ? <p className="sc-error-page__signature">{signature}</p> : null}
      {action ? (
        <div className="sc-error-page__action">
          {'href' in action ? (
            <Link variant="standalone" href={action.href}>
              {action.label}
            </Link>
          ) : (
            <Button onPress={action.onPress}>{action.label}</Button>
          )}
        </div>
      ) : null}
    </section>
  );
}
