import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from '../footer/footer.tsx';
import { Stepper, type StepperStep } from '../stepper/stepper.tsx';
import { LayoutShell } from './layout-shell.tsx';

const logo = (
  <svg role="img" aria-label="Your insurer" viewBox="0 0 140 32" width="140" height="32">
    <rect width="32" height="32" rx="8" fill="var(--sc-color-primary)" />
    <text x="42" y="22" fontSize="16" fontWeight="700" fill="var(--sc-color-text)">
      Your insurer
    </text>
  </svg>
);

const steps: StepperStep[] = ['Information', 'Eligibility', 'Offer', 'Documents', 'Signature', 'Payment'].map(
  (label, index) => ({
    id: label.toLowerCase(),
    label,
    status: index < 2 ? 'done' : index === 2 ? 'current' : 'upcoming',
    href: `#${label.toLowerCase()}`,
  }),
);

const sidebar = (
  <Stepper
    steps={steps}
    label="Your progress"
    statusLabels={{ done: 'completed', current: 'current step', upcoming: 'not started', locked: 'locked' }}
    menuLabel="All steps"
    formatCompact={(position, total, label) => `Step ${position} of ${total}: ${label}`}
  />
);

const footer = (
  <Footer
    layoutColumns={2}
    columns={[{ title: 'About us', links: [{ label: 'Legal notice', href: '#legal' }] }]}
    legal="© 2026 Your insurer"
  />
);

const meta = {
  title: 'Layout/Layout shell',
  component: LayoutShell,
  parameters: { layout: 'fullscreen' },
  args: {
    logo,
    skipLinkLabel: 'Skip to main content',
    headerActions: <button type="button">Need help?</button>,
    sidebar,
    footer,
    children: (
      <>
        <h1>Choose your formula</h1>
        <p>Three formulas, from the essentials to full cover.</p>
      </>
    ),
  },
} satisfies Meta<typeof LayoutShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The subscription layout on a wide screen: sidebar column. */
export const Subscription: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** The subscription layout on a phone: the compact step header above the page. */
export const SubscriptionPhone: Story = { globals: { viewport: { value: 'phone320' } } };

/** The default layout: no sidebar. */
export const Default: Story = { args: { sidebar: undefined } };
