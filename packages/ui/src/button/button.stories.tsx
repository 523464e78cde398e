import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './button.tsx';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Continue', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one primary action of a page, md by default. */
export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: args.children as string });
    await expect(button).toHaveAttribute('data-size', 'md');
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Back' },
  play: Primary.play,
};

export const Tertiary: Story = {
  args: { variant: 'tertiary', children: 'Save for later' },
  play: Primary.play,
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Cancel my request' },
  play: Primary.play,
};

export const Small: Story = { args: { size: 'sm', children: 'Change' } };

export const Large: Story = { args: { size: 'lg', children: 'Pay now' } };

/** Keyboard users reach it by Tab; the ring uses the tenant's focus colour. */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: args.children as string });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Continue' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Waiting for the server: focus stays, presses are ignored, the spinner is named for screen readers. */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: /Continue/ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
