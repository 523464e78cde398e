import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { Stepper, type StepperStep } from './stepper.tsx';

const labels = [
  'Information',
  'Eligibility',
  'Offer',
  'Contact details',
  'Documents',
  'Validation',
  'Signature',
  'Payment',
  'Customer space',
];

/** The subscription sidebar with the visitor on step `current` (0-based); steps before it are done. */
function stepsAt(current: number, locked: readonly number[] = []): StepperStep[] {
  return labels.map((label, index) => ({
    id: label.toLowerCase().replace(' ', '-'),
    label,
    status: locked.includes(index)
      ? 'locked'
      : index < current
        ? 'done'
        : index === current
          ? 'current'
          : 'upcoming',
  }));
}

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: {
    steps: stepsAt(2),
    label: 'Your progress',
    statusLabels: { done: 'completed', current: 'current step', upcoming: 'not started', locked: 'locked' },
    menuLabel: 'All steps',
    formatCompact: (position, total, label) => `Step ${position} of ${total}: ${label}`,
    onSelect: fn(),
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the sidebar. Done steps link back. */
export const Sidebar: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list');
    await expect(list).toBeVisible();
    await expect(canvas.getByText('Step 3 of 9: Offer')).not.toBeVisible();
    await userEvent.click(within(list).getByRole('link', { name: /^Eligibility/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('eligibility');
  },
};

export const FirstStep: Story = { args: { steps: stepsAt(0) } };

/** After signing, earlier steps are locked. */
export const LockedSteps: Story = { args: { steps: stepsAt(7, [0, 1, 2, 3, 4, 5, 6]) } };

/** A phone: the compact header 'Step 3 of 9: Offer' and its menu of steps. */
export const PhoneHeader: Story = {
  globals: { viewport: { value: 'phone320' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Step 3 of 9: Offer')).toBeVisible();
    await expect(canvas.getByRole('list', { hidden: true })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All steps' }));
    const menu = await screen.findByRole('menu', { name: 'All steps' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(9);
  },
};
