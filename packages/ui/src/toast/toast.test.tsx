import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ToastProvider, useToasts } from './toast.tsx';
import { createToasts, DEFAULT_TOAST_TIMEOUT, type ToastInput, toToastData } from './toast-queue.ts';
import { ToastRegion } from './toast-region.tsx';

const labels = { label: 'Notifications', closeLabel: 'Close', loadingLabel: 'Loading' };

function renderRegion() {
  const toasts = createToasts();
  render(<ToastRegion toasts={toasts} {...labels} />);
  return toasts;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toToastData', () => {
  test('applies the defaults: 10000 ms, type info', () => {
    expect(toToastData({ title: 'Saved' }, 't1')).toEqual({
      id: 't1',
      icon: undefined,
      title: 'Saved',
      message: undefined,
      timeout: 10000,
      type: 'info',
      theme: 'light',
      color: 'info',
      actions: [],
    });
  });

  test.each<[ToastInput['type'], string]>([
    ['success', 'success'],
    ['info', 'info'],
    ['warning', 'warning'],
    ['error', 'danger'],
  ])('type %s takes the %s colour unless one is given', (type, color) => {
    expect(toToastData({ title: 'x', type }, 'id').color).toBe(color);
    expect(toToastData({ title: 'x', type, color: 'primary' }, 'id').color).toBe('primary');
  });
});

describe('ToastRegion', () => {
  test('a new toast goes on top of the list, in a labelled region', () => {
    const toasts = renderRegion();
    act(() => {
      toasts.show({ title: 'First' });
      toasts.show({ title: 'Second', message: 'More details', type: 'success' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    const titles = within(region)
      .getAllByRole('alertdialog')
      .map((toast) => toast.querySelector('.sc-toast__title')?.textContent);
    expect(titles).toEqual(['Second', 'First']);
    expect(screen.getByText('More details')).toBeInTheDocument();
  });

  test('a toast disappears after the default 10000 ms', () => {
    vi.useFakeTimers();
    const toasts = renderRegion();
    act(() => {
      toasts.show({ title: 'Link sent' });
    });
    act(() => {
      vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT - 1);
    });
    expect(screen.getByText('Link sent')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Link sent')).not.toBeInTheDocument();
  });

  test('a toast with timeout 0 stays, and its close button closes it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const toasts = renderRegion();
    act(() => {
      toasts.show({ title: 'Sticky', timeout: 0 });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText('Sticky')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Sticky')).not.toBeInTheDocument();
  });

  test('an asynchronous action shows loading until done, then closes the toast', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const handle = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const toasts = renderRegion();
    act(() => {
      toasts.show({ title: 'Offer not sent', type: 'error', actions: [{ label: 'Retry', handle }] });
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(handle).toHaveBeenCalledOnce();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => finish());
    expect(screen.queryByText('Offer not sent')).not.toBeInTheDocument();
  });

  test('links: `to` and `href` actions render as links', () => {
    const toasts = renderRegion();
    act(() => {
      toasts.show({
        title: 'Saved',
        actions: [
          { label: 'See my offer', to: '/en-FR/subscription/1/offer' },
          { label: 'Help', href: 'https://example.org/help' },
        ],
      });
    });
    expect(screen.getByRole('link', { name: 'See my offer' })).toHaveAttribute(
      'href',
      '/en-FR/subscription/1/offer',
    );
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', 'https://example.org/help');
  });

  test('showing a toast with a visible id replaces it; close(id) removes it', () => {
    const toasts = renderRegion();
    act(() => {
      toasts.show({ id: 'save', title: 'Saving' });
      toasts.show({ id: 'save', title: 'Saved' });
    });
    expect(screen.queryByText('Saving')).not.toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => toasts.close('save'));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});

function ShowButton() {
  const toasts = useToasts();
  return (
    <button type="button" onClick={() => toasts.show({ title: 'Link sent', timeout: 0 })}>
      Send
    </button>
  );
}

describe('ToastProvider', () => {
  test('draws the region (loaded then) once a toast shows, and none before', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider {...labels}>
        <ShowButton />
      </ToastProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(within(region).getByText('Link sent')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
