import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { RadioGroup } from './radio-group.tsx';

const options = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Yearly', description: 'One payment, 5% off' },
  { value: 'quarterly', label: 'Quarterly', isDisabled: true },
];

describe('RadioGroup', () => {
  test('is a labelled radio group; arrows and clicks choose', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RadioGroup label="How often do you want to pay?" options={options} onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'How often do you want to pay?' })).toBeInTheDocument();
    await user.click(screen.getByText('Monthly'));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(onChange.mock.calls).toEqual([['monthly'], ['annual']]);
  });

  test('ties an option description to its radio; a disabled option is disabled', () => {
    render(<RadioGroup label="Frequency" options={options} />);
    expect(screen.getByRole('radio', { name: 'Yearly' })).toHaveAccessibleDescription('One payment, 5% off');
    expect(screen.getByRole('radio', { name: 'Quarterly' })).toBeDisabled();
  });

  test('shows its error when nothing is chosen on submit', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <RadioGroup
          label="Frequency"
          options={options}
          isRequired
          errorMessage="Choose how often you want to pay"
        />
        <button type="submit">Continue</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('radiogroup', { name: 'Frequency' })).toHaveAccessibleDescription(
      'Choose how often you want to pay',
    );
  });
});
