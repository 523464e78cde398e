import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './heading.tsx';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { children: 'What is your company’s activity?' },
  argTypes: { level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Level 1 by default: the page heading is the question (UX: pages). */
export const PageHeading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};

export const Section: Story = { args: { level: 2, children: 'Your formula' } };

export const Subsection: Story = { args: { level: 3, children: 'What is covered' } };

/** A long heading wraps on a 320px screen instead of overflowing. */
export const LongText: Story = {
  args: { children: 'Does your company employ people who work on building sites or at height?' },
  globals: { viewport: { value: 'phone320' } },
};
