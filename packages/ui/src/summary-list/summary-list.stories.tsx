import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SummaryList } from './summary-list.tsx';

const change = (href: string, what: string) => ({ href, label: 'Change', accessibleLabel: `Change ${what}` });

const meta = {
  title: 'Content/Summary list',
  component: SummaryList,
  args: {
    rows: [
      { id: 'activity', term: 'Activity', value: 'Bakery', action: change('#activity', 'activity') },
      {
        id: 'address',
        term: 'Address',
        value: '12 rue de la Paix\n75002 Paris',
        action: change('#address', 'address'),
      },
      { id: 'price', term: 'Price', value: '€720.00 per year' },
    ],
  },
} satisfies Meta<typeof SummaryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Check your answers': each answer with a Change link named after it. */
export const CheckYourAnswers: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Change address' })).toHaveAttribute('href', '#address');
  },
};
