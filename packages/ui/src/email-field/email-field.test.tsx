import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { EmailField } from './email-field.tsx';

describe('EmailField', () => {
  test('is an e-mail input with the e-mail keyboard and autocomplete', () => {
    render(<EmailField label="E-mail address" />);
    const input = screen.getByRole('textbox', { name: 'E-mail address' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  test('rejects what is not an e-mail address on submit, with the given message', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <EmailField
          label="E-mail address"
          isRequired
          errorMessage={(v) =>
            v.validationDetails.valueMissing
              ? 'This field is required'
              : 'This field must be an e-mail address'
          }
        />
        <button type="submit">Send</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail address' });
    await user.type(input, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This field must be an e-mail address');
  });
});
