import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { LayoutShell } from './layout-shell.tsx';

function renderShell(withSidebar: boolean) {
  return render(
    <LayoutShell
      logo={<img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E" alt="Brand" />}
      headerActions={<button type="button">Help</button>}
      skipLinkLabel="Skip to main content"
      sidebar={withSidebar ? <nav aria-label="Your progress">steps</nav> : undefined}
      footer={<footer>footer</footer>}
    >
      <h1>What is your activity?</h1>
    </LayoutShell>,
  );
}

describe('LayoutShell', () => {
  test('has banner, main and footer landmarks, with the logo in the header', () => {
    renderShell(true);
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('img', { name: 'Brand' }));
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('navigation', { name: 'Your progress' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  test('the skip link is the first stop and leads to main', async () => {
    const user = userEvent.setup();
    renderShell(false);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
