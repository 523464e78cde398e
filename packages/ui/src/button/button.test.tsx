import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Button } from './button.tsx';

/** A button focused by keyboard, then pending: react-aria announces it by reference in its live region. */
async function renderFocusedThenPending() {
  const user = userEvent.setup();
  const rendered = render(<Button pendingLabel="Saving">Continue</Button>);
  await user.tab();
  rendered.rerender(
    <Button isPending pendingLabel="Saving">
      Continue
    </Button>,
  );
  return rendered;
}

describe('Button', () => {
  test('is a button named by its content, md and primary by default (spec 9)', () => {
    render(<Button>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('data-size', 'md');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveClass('sc-button');
  });

  test.each([
    ['sm', 'secondary'],
    ['lg', 'danger'],
    ['md', 'tertiary'],
  ] as const)('exposes size %s and variant %s as data attributes', (size, variant) => {
    render(
      <Button size={size} variant={variant}>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('data-size', size);
    expect(button).toHaveAttribute('data-variant', variant);
  });

  test('calls onPress on click and on keyboard activation', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Continue</Button>);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  test('a pending button keeps focus, ignores presses and names what it waits for', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isPending pendingLabel="Saving" onPress={onPress}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Continue/ });
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  test('its pending announcement leaves with it: no empty image stays in the live region (axe role-img-alt)', async () => {
    const { unmount } = await renderFocusedThenPending();
    const button = screen.getByRole('button', { name: /Continue/ });
    // react-aria names the focused pending button by reference in its live region.
    const announcements = () => document.querySelectorAll('[data-live-announcer] [role="img"]');
    expect([...announcements()].map((node) => node.getAttribute('aria-labelledby'))).toContain(button.id);
    unmount();
    expect(announcements()).toHaveLength(0);
  });

  test('an announcement of it that arrives after it left is removed too (react-aria delays the first one)', async () => {
    const { unmount } = await renderFocusedThenPending();
    const { id } = screen.getByRole('button', { name: /Continue/ });
    unmount();
    // What react-aria's live announcer appends 100 ms after creating its region, here once the button is gone.
    const late = document.createElement('div');
    late.setAttribute('role', 'img');
    late.setAttribute('aria-labelledby', id);
    document.querySelector('[data-live-announcer] [aria-live="assertive"]')?.append(late);
    await Promise.resolve();
    expect(late.isConnected).toBe(false);
  });

  test('a disabled button is not pressable', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Continue
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  test('composes a className function with its own class', () => {
    render(<Button className={({ isDisabled }) => (isDisabled ? 'off' : 'on')}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveClass('sc-button', 'on');
  });
});
