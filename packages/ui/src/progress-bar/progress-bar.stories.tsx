import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './progress-bar.tsx';

const meta = {
  title: 'Feedback/Progress bar',
  component: ProgressBar,
  args: { label: 'Your progress', value: 3, maxValue: 9, valueLabel: 'Step 3 of 9' },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Steps: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuenow',
      '3',
    );
  },
};

/** The default value text: a percentage in the toolbar's locale. */
export const Percentage: Story = {
  args: { label: 'Upload', value: 40, maxValue: 100, valueLabel: undefined },
};

export const Empty: Story = { args: { value: 0, valueLabel: 'Step 0 of 9' } };

export const Complete: Story = { args: { value: 9, valueLabel: 'Step 9 of 9' } };

export const Indeterminate: Story = { args: { label: 'Loading your offer', isIndeterminate: true } };
