import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from './alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: {
    title: 'Good to know',
    children: 'Your answers are saved as you go. You can come back at any time.',
  },
  argTypes: { type: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = {
  args: {
    type: 'success',
    title: 'Request sent',
    children: 'An adviser will call you within two working days.',
  },
};

export const Warning: Story = {
  args: {
    type: 'warning',
    title: 'This excess does not suit your activity',
    children: 'We recommend the Complete formula.',
  },
};

/** A live error is announced as soon as it appears. */
export const ErrorLive: Story = {
  name: 'Error (live)',
  args: { type: 'error', live: true, title: 'The payment failed', children: 'Your card was not charged.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The payment failed');
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, children: 'A direct debit refund request must be made within 8 weeks.' },
};
