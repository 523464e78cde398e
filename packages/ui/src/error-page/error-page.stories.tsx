import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorPage } from './error-page.tsx';

const meta = {
  title: 'Pages/Error page',
  component: ErrorPage,
  args: {
    title: 'Page not found',
    details: 'The address may be mistyped, or the page has moved.',
    action: { label: 'Go to the home page', href: '#home' },
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

/** Maintenance, with a signature line. */
export const Maintenance: Story = {
  args: {
    title: 'We are doing some maintenance',
    details: 'The service will be back in a few minutes. Your answers are saved.',
    signature: 'The subscription team',
    action: undefined,
  },
};

/** The generic fatal error with its go-home button. */
export const FatalError: Story = {
  args: {
    title: 'Something went wrong',
    details: 'Please try again. If the problem persists, contact us.',
    action: { label: 'Try again', onPress: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    if (args.action && 'onPress' in args.action) await expect(args.action.onPress).toHaveBeenCalled();
  },
};
