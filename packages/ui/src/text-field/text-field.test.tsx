import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { TextField } from './text-field.tsx';

describe('TextField', () => {
  test('labels the input and ties the description to it', () => {
    render(<TextField label="Company name" description="As registered" />);
    const input = screen.getByRole('textbox', { name: 'Company name' });
    expect(input).toHaveAccessibleDescription('As registered');
  });

  test('marks a required field', () => {
    render(<TextField label="Company name" isRequired />);
    expect(screen.getByRole('textbox', { name: 'Company name' })).toBeRequired();
    expect(screen.getByRole('textbox').closest('.sc-field')).toHaveAttribute('data-required', 'true');
  });

  test('reports what is typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Company name" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), 'Acme');
    expect(onChange).toHaveBeenLastCalledWith('Acme');
  });

  test('shows the error message tied to the input when invalid', () => {
    render(<TextField label="Company name" isInvalid errorMessage="Enter your company name" />);
    const input = screen.getByRole('textbox', { name: 'Company name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter your company name');
  });

  test('a function error message gets the validation details', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <TextField
          label="Company name"
          isRequired
          errorMessage={(validation) => (validation.validationDetails.valueMissing ? 'Required' : 'Invalid')}
        />
        <button type="submit">Send</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription('Required');
  });

  test('a disabled field exposes it', () => {
    render(<TextField label="Company name" isDisabled />);
    expect(screen.getByRole('textbox', { name: 'Company name' })).toBeDisabled();
  });
});
