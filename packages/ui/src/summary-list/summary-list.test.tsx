import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SummaryList } from './summary-list.tsx';

describe('SummaryList', () => {
  test('each answer is a term and its value; each Change link is named after what it changes', () => {
    render(
      <SummaryList
        rows={[
          {
            id: 'headcount',
            term: 'Number of employees',
            value: '3',
            action: { href: '/criteria/size', label: 'Change', hiddenLabel: 'number of employees' },
          },
          {
            id: 'email',
            term: 'E-mail',
            value: 'jeanne@example.com',
            action: { href: '/confirmation/contact', label: 'Change', hiddenLabel: 'e-mail' },
          },
          { id: 'price', term: 'Price', value: '€720 per year' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Number of employees', 'E-mail', 'Price']);
    const headcount = screen.getAllByRole('term')[0]?.parentElement as HTMLElement;
    expect(within(headcount).getAllByRole('definition')[0]).toHaveTextContent(/^3$/);
    const change = screen.getByRole('link', { name: 'Change number of employees' });
    // The visible word is read once, then what it changes (never 'Change Change number of employees').
    expect(change).toHaveTextContent(/^Change number of employees$/);
    expect(change).toHaveAttribute('href', '/criteria/size');
    expect(screen.getByRole('link', { name: 'Change e-mail' })).toHaveAttribute(
      'href',
      '/confirmation/contact',
    );
    // The price has no link: two links, one per answer that can change.
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});
