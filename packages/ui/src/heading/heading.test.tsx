import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Heading } from './heading.tsx';

describe('Heading', () => {
  test('is a level 1 heading by default', () => {
    render(<Heading>What is your activity?</Heading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'What is your activity?' });
    expect(heading.tagName).toBe('H1');
    expect(heading).toHaveAttribute('data-level', '1');
  });

  test.each([2, 3, 4, 5, 6] as const)('renders level %i', (level) => {
    render(
      <Heading level={level} className="extra">
        Title
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level, name: 'Title' });
    expect(heading).toHaveClass('sc-heading', 'extra');
  });
});
