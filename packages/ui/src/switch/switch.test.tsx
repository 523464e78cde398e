import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Switch } from './switch.tsx';

describe('Switch', () => {
  test('is a switch that turns on and off', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch label="Add legal protection" onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Add legal protection' });
    await user.click(screen.getByText('Add legal protection'));
    expect(control).toBeChecked();
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  test('ties its description, and a disabled switch stays put', async () => {
    const user = userEvent.setup();
    render(<Switch label="Add legal protection" description="€4.90 a month" isDisabled defaultSelected />);
    const control = screen.getByRole('switch', { name: 'Add legal protection' });
    expect(control).toHaveAccessibleDescription('€4.90 a month');
    await user.click(screen.getByText('Add legal protection'));
    expect(control).toBeChecked();
  });
});
