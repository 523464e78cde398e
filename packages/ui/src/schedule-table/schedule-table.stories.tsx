import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScheduleTable } from './schedule-table.tsx';

const meta = {
  title: 'Content/Schedule table',
  component: ScheduleTable,
  args: {
    caption: 'Your monthly debits',
    dueOnLabel: 'Due on',
    amountLabel: 'Amount',
    entries: [
      { id: '2026-12-05', dueOn: '5 December 2026', amount: '€72.50' },
      { id: '2027-01-05', dueOn: '5 January 2027', amount: '€60.00' },
      { id: '2027-02-05', dueOn: '5 February 2027', amount: '€60.00' },
    ],
  },
} satisfies Meta<typeof ScheduleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The journey's debit calendar: the caption names the table. */
export const WithCaption: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Your monthly debits' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

/** The customer space's schedule: the heading above names the table. */
export const NamedByHeading: Story = {
  args: { caption: undefined, labelledBy: 'schedule-heading' },
  render: (args) => (
    <section>
      <h3 id="schedule-heading">Payment schedule</h3>
      <ScheduleTable {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Payment schedule' })).toBeVisible();
  },
};
