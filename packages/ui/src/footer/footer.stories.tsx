import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from './footer.tsx';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    layoutColumns: 3,
    columns: [
      {
        title: 'About us',
        links: [
          { label: 'Who we are', href: '#who' },
          { label: 'Legal notice', href: '#legal' },
          { label: 'Privacy policy', href: '#privacy' },
        ],
      },
      {
        title: 'Help',
        links: [
          { label: 'Frequently asked questions', href: '#faq' },
          { label: 'Contact us', href: '#contact' },
        ],
      },
    ],
    social: [
      { network: 'linkedin', label: 'LinkedIn', href: '#linkedin' },
      { network: 'youtube', label: 'YouTube', href: '#youtube' },
    ],
    socialTitle: 'Follow us',
    legal: '© 2026 Your insurer. Insurance intermediary registered with ORIAS.',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeColumns: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('target', '_blank');
  },
};

export const FourColumns: Story = {
  args: {
    layoutColumns: 4,
    columns: [
      ...(meta.args.columns ?? []),
      { title: 'Products', links: [{ label: 'Professional liability', href: '#liability' }] },
    ],
  },
};

export const OneColumnNoSocial: Story = { args: { layoutColumns: 1, social: [], socialTitle: undefined } };

export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };
