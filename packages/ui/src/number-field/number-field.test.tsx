import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, test, vi } from 'vitest';
import { NumberField } from './number-field.tsx';

describe('NumberField', () => {
  test('parses what is typed in the locale and reports a number', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <I18nProvider locale="fr-FR">
        <NumberField label="Annual revenue" onChange={onChange} />
      </I18nProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Annual revenue' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1500,5');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(1500.5);
  });

  test('has no steppers unless asked; with them, + and − change the value', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<NumberField label="Employees" defaultValue={2} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    rerender(<NumberField label="Employees" defaultValue={2} showSteppers />);
    const increment = screen.getByRole('button', { name: 'Increase Employees' });
    const decrement = screen.getByRole('button', { name: 'Decrease Employees' });
    await user.click(increment);
    await user.click(increment);
    await user.click(decrement);
    expect(screen.getByRole('textbox', { name: 'Employees' })).toHaveValue('3');
  });

  test('shows an error tied to the input', () => {
    render(<NumberField label="Employees" isInvalid errorMessage="Enter a number of employees" />);
    expect(screen.getByRole('textbox', { name: 'Employees' })).toHaveAccessibleDescription(
      'Enter a number of employees',
    );
  });
});
