import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { type LanguageLinkItem, LanguageSwitcher } from './language-switcher.tsx';

const LINKS: readonly LanguageLinkItem[] = [
  { language: 'fr', label: 'Français', href: '/fr-FR/contracts', current: true },
  { language: 'en', label: 'English', href: '/en-FR/contracts', current: false },
  { language: 'de', label: 'Deutsch', href: '/de-FR/contracts', current: false },
];

describe('LanguageSwitcher', () => {
  test('is a named navigation of links, each in its own language, the current one marked', () => {
    render(<LanguageSwitcher label="Langue" links={LINKS} onNavigate={() => undefined} />);
    const links = screen.getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('href')]),
    ).toEqual([
      ['Français', 'fr', '/fr-FR/contracts'],
      ['English', 'en', '/en-FR/contracts'],
      ['Deutsch', 'de', '/de-FR/contracts'],
    ]);
    expect(screen.getByRole('navigation', { name: 'Langue' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Français' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBeNull();
  });

  test("a click follows the app's router; the fold's button names the current language and opens it", async () => {
    const onNavigate = vi.fn();
    const { container } = render(<LanguageSwitcher label="Langue" links={LINKS} onNavigate={onNavigate} />);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Français' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('nav')?.hasAttribute('data-open')).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Deutsch' }));
    expect(onNavigate).toHaveBeenCalledWith('/de-FR/contracts');
    // Chosen, the fold closes.
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
