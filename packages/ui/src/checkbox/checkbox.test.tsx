import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  test('toggles from its label and reports the state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="I accept the conditions" onChange={onChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the conditions' });
    await user.click(screen.getByText('I accept the conditions'));
    expect(checkbox).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });

  test('ties its description to the checkbox', () => {
    render(<Checkbox label="Send me offers" description="At most one e-mail a month" />);
    expect(screen.getByRole('checkbox', { name: 'Send me offers' })).toHaveAccessibleDescription(
      'At most one e-mail a month',
    );
  });

  test('a required checkbox left unticked shows its error on submit', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Checkbox
          label="I accept the conditions"
          isRequired
          errorMessage="You must accept conditions before proceeding."
        />
        <button type="submit">Continue</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the conditions' });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription('You must accept conditions before proceeding.');
  });

  test('a disabled checkbox does not change', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Locked" isDisabled />);
    await user.click(screen.getByText('Locked'));
    expect(screen.getByRole('checkbox', { name: 'Locked' })).not.toBeChecked();
  });
});
