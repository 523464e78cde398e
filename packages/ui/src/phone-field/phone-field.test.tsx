import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { PhoneField } from './phone-field.tsx';

describe('PhoneField', () => {
  test('is a tel input with the phone keypad and autocomplete', () => {
    render(<PhoneField label="Mobile phone number" />);
    const input = screen.getByRole('textbox', { name: 'Mobile phone number' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
  });

  test('takes another autocomplete token and reports typing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PhoneField label="Office phone" autoComplete="work tel" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Office phone' });
    expect(input).toHaveAttribute('autocomplete', 'work tel');
    await user.type(input, '+33 6 12');
    expect(onChange).toHaveBeenLastCalledWith('+33 6 12');
  });
});
