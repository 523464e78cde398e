import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { Alert, type AlertType } from './alert.tsx';

describe('Alert', () => {
  test('shows its title and text, and is not a live region by default', () => {
    render(<Alert title="Unsuited excess">We recommend the Complete formula.</Alert>);
    expect(screen.getByText('Unsuited excess')).toBeInTheDocument();
    expect(screen.getByText('We recommend the Complete formula.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test.each<[AlertType, string]>([
    ['error', 'alert'],
    ['warning', 'alert'],
    ['success', 'status'],
    ['info', 'status'],
  ])('a live %s alert has role %s', (type, role) => {
    render(
      <Alert type={type} live>
        Message
      </Alert>,
    );
    expect(screen.getByRole(role)).toHaveTextContent('Message');
  });
});
