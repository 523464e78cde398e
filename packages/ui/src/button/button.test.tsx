import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, Modal } from 'react-aria-components';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { Button } from './button.tsx';

/** The text in the page's live region, where a pending button is announced. */
const announced = () => document.querySelector('[data-sc-announcer]')?.textContent ?? '';

// Each test starts with a silent live region (announcements stay for seconds).
beforeEach(() => document.querySelector('[data-sc-announcer]')?.replaceChildren());

describe('Button', () => {
  test('is a button named by its content, md and primary by default', () => {
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

  test('announces what it waits for when it turns pending while the visitor is on it', async () => {
    const user = userEvent.setup();
    const { rerender, unmount } = render(<Button pendingLabel="Saving">Continue</Button>);
    await user.tab();
    rerender(
      <Button isPending pendingLabel="Saving">
        Continue
      </Button>,
    );
    // The announcement is the text itself: it still means something once the button is gone.
    unmount();
    await waitFor(() => expect(announced()).toBe('Saving'));
    expect(document.querySelector('[data-sc-announcer]')).toHaveAttribute('aria-live', 'assertive');
  });

  test('is announced from a react-aria dialog too, which hides the rest of the page', async () => {
    const user = userEvent.setup();
    const inDialog = (pending: boolean) => (
      <Modal isOpen>
        <Dialog aria-label="Save for later">
          <Button isPending={pending} pendingLabel="Sending">
            Send
          </Button>
        </Dialog>
      </Modal>
    );
    const { rerender } = render(inDialog(false));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    rerender(inDialog(true));
    await waitFor(() => expect(announced()).toBe('Sending'));
    const region = document.querySelector<HTMLElement>('[data-sc-announcer]');
    expect(region).not.toHaveAttribute('aria-hidden');
    expect(region?.inert).toBe(false);
  });

  test('a button that turns pending elsewhere on the page is not announced', async () => {
    const { rerender } = render(<Button pendingLabel="Saving">Continue</Button>);
    rerender(
      <Button isPending pendingLabel="Saving">
        Continue
      </Button>,
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(announced()).toBe('');
  });

  test('a pending submit button does not submit its form again', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <input aria-label="Name" />
        <Button type="submit" isPending pendingLabel="Saving">
          Continue
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('is a plain button by default: it submits no form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Help</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Help' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('shows keyboard focus, hover and press as data attributes', async () => {
    const user = userEvent.setup();
    render(<Button>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    await user.tab();
    expect(button).toHaveAttribute('data-focus-visible', 'true');
    await user.hover(button);
    expect(button).toHaveAttribute('data-hovered', 'true');
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(button).toHaveAttribute('data-pressed', 'true');
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    expect(button).not.toHaveAttribute('data-pressed');
    await user.unhover(button);
    expect(button).not.toHaveAttribute('data-hovered');
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
