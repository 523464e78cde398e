import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from './link.tsx';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { children: 'Read the general conditions', href: '#conditions' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In running text. */
export const Inline: Story = {
  render: (args) => (
    <p>
      Before you continue, <Link {...args} />.
    </p>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: args.children as string })).toHaveAttribute(
      'href',
      args.href,
    );
  },
};

/** On its own line, with a 44px touch target ('Change' on a check-your-answers page). */
export const Standalone: Story = {
  args: { variant: 'standalone', children: 'Change', href: undefined, onPress: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Change' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read the general conditions' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
