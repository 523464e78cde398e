import type { ReactNode } from 'react';
import { Link } from '../link/link.tsx';
import './summary-list.css';

/** The Change link of a row: its visible word and its full name for assistive technologies. */
export interface SummaryAction {
  readonly href: string;
  /** The visible word ('Change'). */
  readonly label: string;
  /**
   * What it changes ('number of employees'), hidden from sight and read after the visible word, once: the link
   * is named 'Change number of employees', so every Change link of the page has a name of its own that starts
   * with what is seen (GOV.UK's summary list; WCAG 2.5.3, label in name).
   */
  readonly hiddenLabel: string;
}

/** One answer of a {@link SummaryList}. */
export interface SummaryRow {
  /** Unique within the list (React key). */
  readonly id: string;
  /** The question (the `<dt>`). */
  readonly term: ReactNode;
  /** The answer (the `<dd>`). */
  readonly value: ReactNode;
  readonly action?: SummaryAction | undefined;
}

/** Props of {@link SummaryList}. */
export interface SummaryListProps {
  readonly rows: readonly SummaryRow[];
}

/**
 * Answers as a description list, each with an optional Change link (GOV.UK's summary list, for 'check your
 * answers'): question, answer and link side by side on a wide screen, one under the other on a phone.
 *
 * @example
 * <SummaryList rows={[{ id: 'headcount', term: 'Number of employees', value: '3',
 *   action: { href: '/criteria/size', label: 'Change', hiddenLabel: 'number of employees' } }]} />
 */
export function SummaryList({ rows }: SummaryListProps) {
  return (
    <dl className="sc-summary-list">
      {rows.map((row) => (
        <div key={row.id} className="sc-summary-list__row">
          <dt className="sc-summary-list__term">{row.term}</dt>
          <dd className="sc-summary-list__value">{row.value}</dd>
          {row.action && (
            <dd className="sc-summary-list__action">
              <Link href={row.action.href} variant="standalone">
                {row.action.label}
                <span className="sc-summary-list__hidden"> {row.action.hiddenLabel}</span>
              </Link>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
