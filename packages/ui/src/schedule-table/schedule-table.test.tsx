import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ScheduleTable } from './schedule-table.tsx';

const ENTRIES = [
  { id: '2026-12-05', dueOn: '5 December 2026', amount: '€72.50' },
  { id: '2027-01-05', dueOn: '5 January 2027', amount: '€60.00' },
];

describe('ScheduleTable', () => {
  test('its caption names it; each payment is a row of its date and amount under the column headers', () => {
    render(
      <ScheduleTable caption="Your debits" dueOnLabel="Due on" amountLabel="Amount" entries={ENTRIES} />,
    );
    const table = screen.getByRole('table', { name: 'Your debits' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Due on', 'Amount']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['5 December 2026', '€72.50'],
      ['5 January 2027', '€60.00'],
    ]);
  });

  test('a heading above can name it instead of a caption', () => {
    render(
      <section>
        <h3 id="schedule-heading">Payment schedule</h3>
        <ScheduleTable
          labelledBy="schedule-heading"
          dueOnLabel="Due on"
          amountLabel="Amount"
          entries={ENTRIES}
        />
      </section>,
    );
    const table = screen.getByRole('table', { name: 'Payment schedule' });
    expect(table.querySelector('caption')).toBeNull();
  });
});
