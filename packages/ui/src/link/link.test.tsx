import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Link } from './link.tsx';

describe('Link', () => {
  test('is a link to its href, inline by default', () => {
    render(<Link href="/fr-FR/help">Need help</Link>);
    const link = screen.getByRole('link', { name: 'Need help' });
    expect(link).toHaveAttribute('href', '/fr-FR/help');
    expect(link).toHaveAttribute('data-variant', 'inline');
  });

  test('a standalone link says so for styling', () => {
    render(
      <Link href="#answers" variant="standalone">
        Change
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Change' })).toHaveAttribute('data-variant', 'standalone');
  });

  test('shows keyboard focus as data-focus-visible and calls onPress', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Link onPress={onPress}>Save for later</Link>);
    await user.tab();
    const link = screen.getByRole('link', { name: 'Save for later' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledOnce();
  });
});
