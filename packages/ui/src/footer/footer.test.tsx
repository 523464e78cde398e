import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Footer, type FooterProps } from './footer.tsx';

const props: FooterProps = {
  layoutColumns: 2,
  columns: [
    {
      title: 'About',
      links: [
        { label: 'Legal notice', href: '/legal' },
        { label: 'Privacy', href: '/privacy' },
      ],
    },
    { title: 'Help', links: [{ label: 'Contact us', href: '/contact' }] },
  ],
  social: [{ network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/' }],
  socialTitle: 'Follow us',
  legal: '© Insurer',
};

describe('Footer', () => {
  test('is the page footer landmark with titled columns of links', () => {
    render(<Footer {...props} />);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['About', 'Help', 'Follow us']);
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(footer).getByText('© Insurer')).toBeInTheDocument();
  });

  test('social links open in a new tab', () => {
    render(<Footer {...props} />);
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('target', '_blank');
  });

  test('the layout column count reaches the stylesheet', () => {
    render(<Footer {...props} />);
    const grid = screen.getByRole('contentinfo').firstElementChild as HTMLElement;
    expect(grid).toHaveAttribute('data-columns', '2');
    expect(grid).not.toHaveAttribute('style');
  });
});
