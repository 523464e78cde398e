import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, test } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  test('exposes its value with the given value text', () => {
    render(<ProgressBar label="Your progress" value={3} maxValue={9} valueLabel="Step 3 of 9" />);
    const bar = screen.getByRole('progressbar', { name: 'Your progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '9');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 3 of 9');
    expect(screen.getByText('Step 3 of 9')).toBeInTheDocument();
  });

  test('formats the default value text in the locale', () => {
    render(
      <I18nProvider locale="fr-FR">
        <ProgressBar label="Envoi" value={50} />
      </I18nProvider>,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '50\u00a0%');
  });

  test('an indeterminate bar has no value', () => {
    render(<ProgressBar label="Loading" isIndeterminate />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).not.toHaveAttribute('aria-valuenow');
  });
});
