import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { isPlainClick, Link } from './link.tsx';
import { LinkRouterProvider } from './link-router.tsx';

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

  test("inside a LinkRouterProvider, an address of the app is followed by the app's router", async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    const onPress = vi.fn();
    render(
      <LinkRouterProvider navigate={navigate}>
        <Link href="/fr-FR/help" onPress={onPress}>
          Need help
        </Link>
      </LinkRouterProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Need help' }));
    expect(onPress).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/fr-FR/help');
  });

  test.each([
    ['a click with Control', { href: '/fr-FR/help' }, 'Control'],
    ['a new tab', { href: '/fr-FR/help', target: '_blank' }, undefined],
    ['a download', { href: '/fr-FR/help.pdf', download: true }, undefined],
    ['another site', { href: 'https://example.org/help' }, undefined],
  ])('%s is left to the browser', async (_case, props, modifier) => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <LinkRouterProvider navigate={navigate}>
        <Link {...props}>Need help</Link>
      </LinkRouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Need help' });
    // The browser's own navigation is not the test's: stop it once the link has seen the click.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    if (modifier) await user.keyboard(`{${modifier}>}`);
    await user.click(link);
    if (modifier) await user.keyboard(`{/${modifier}}`);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a disabled link is not followed, and says so', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Link href="/fr-FR/help" isDisabled onPress={onPress}>
        Need help
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Need help' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).not.toHaveAttribute('href');
    await user.click(link);
    expect(onPress).not.toHaveBeenCalled();
  });

  test('marks the current page for styling', () => {
    render(
      <Link href="/fr-FR/offer" aria-current="page">
        Offer
      </Link>,
    );
    expect(screen.getByRole('link', { name: 'Offer' })).toHaveAttribute('data-current', 'true');
  });
});

describe('isPlainClick', () => {
  const click = (init: Partial<MouseEvent>) => ({ button: 0, ...init }) as unknown as React.MouseEvent;
  test.each([
    [{}, true],
    [{ button: 1 }, false],
    [{ metaKey: true }, false],
    [{ ctrlKey: true }, false],
    [{ shiftKey: true }, false],
    [{ altKey: true }, false],
  ])('%j: %s', (init, expected) => {
    expect(isPlainClick(click(init))).toBe(expected);
  });
});
