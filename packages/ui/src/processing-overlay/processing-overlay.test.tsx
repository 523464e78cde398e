import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ProcessingOverlay } from './processing-overlay.tsx';

const message = 'Processing, do not leave the page';

describe('ProcessingOverlay', () => {
  test('renders nothing when closed', () => {
    render(<ProcessingOverlay isOpen={false} message={message} />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('is a busy alert dialog named by its message, with a progress indicator', async () => {
    render(<ProcessingOverlay isOpen message={message} description="Your bank may ask you to confirm." />);
    const dialog = screen.getByRole('alertdialog', { name: message });
    expect(screen.getByRole('progressbar', { name: message }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(dialog).toHaveAccessibleDescription('Your bank may ask you to confirm.');
    expect(screen.getByRole('progressbar', { name: message })).toBeInTheDocument();
    await waitFor(() => expect(dialog).toHaveFocus());
  });

  test('cannot be dismissed: Escape and Tab keep focus inside, the page cannot be clicked', async () => {
    const user = userEvent.setup();
    const onPay = vi.fn();
    render(
      <>
        <button type="button" onClick={onPay}>
          Pay
        </button>
        <ProcessingOverlay isOpen message={message} />
      </>,
    );
    const dialog = screen.getByRole('alertdialog', { name: message });
    await user.keyboard('{Escape}');
    await user.tab();
    expect(dialog).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The page behind is inert (no clicks, no focus, hidden from assistive technology) while it is open.
    expect(screen.getByText('Pay').closest('[inert]')).not.toBeNull();
    expect(onPay).not.toHaveBeenCalled();
  });

  test.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
  ])('open %s, guardUnload %s: the browser asks before leaving: %s', (isOpen, guardUnload, asks) => {
    render(<ProcessingOverlay isOpen={isOpen} guardUnload={guardUnload} message={message} />);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(asks);
  });
});
