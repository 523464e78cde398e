import type { ReactNode } from 'react';
import './schedule-table.css';

/** One payment of a {@link ScheduleTable}: its due date and amount, already written for the page's locale. */
export interface ScheduleEntry {
  /** Unique within the table (React key): the due date as an ISO string serves. */
  readonly id: string;
  readonly dueOn: ReactNode;
  readonly amount: ReactNode;
}

/** Props of {@link ScheduleTable}. Name the table with a `caption`, or with `labelledBy` when a heading above names it. */
export interface ScheduleTableProps {
  /** Shown above the rows as the table's caption, which names it. */
  readonly caption?: ReactNode;
  /** The id of the heading that names the table, when the page already shows one. */
  readonly labelledBy?: string;
  /** The header of the dates' column ('Due on'). */
  readonly dueOnLabel: ReactNode;
  /** The header of the amounts' column ('Amount'), aligned to the end with tabular figures. */
  readonly amountLabel: ReactNode;
  readonly entries: readonly ScheduleEntry[];
}

/**
 * A payment schedule as a table: each due date and its amount, a column header for each (UX: amounts are never
 * a surprise). The journey shows the debits of the chosen frequency before the mandate; the customer space shows
 * a contract's year of payments.
 *
 * @example
 * <ScheduleTable caption="Your debits" dueOnLabel="Due on" amountLabel="Amount"
 *   entries={[{ id: '2026-12-05', dueOn: '5 December 2026', amount: '€60.00' }]} />
 */
export function ScheduleTable({ caption, labelledBy, dueOnLabel, amountLabel, entries }: ScheduleTableProps) {
  return (
    <table className="sc-schedule-table" aria-labelledby={labelledBy}>
      {caption !== undefined && <caption className="sc-schedule-table__caption">{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{dueOnLabel}</th>
          <th scope="col">{amountLabel}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td>{entry.dueOn}</td>
            <td>{entry.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
