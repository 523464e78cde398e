import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { Select } from './select.tsx';

const products = [
  { id: 'rc-pro', label: 'Professional liability' },
  { id: 'multirisk', label: 'Multi-risk', description: 'Premises and equipment' },
];

describe('Select', () => {
  test('shows the placeholder, opens the list and reports the chosen key', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select
        label="Product"
        placeholder="Choose a product"
        emptyText="No product available"
        items={products}
        onChange={onChange}
      />,
    );
    const trigger = screen.getByRole('button', { name: /Choose a product/ });
    expect(trigger).toHaveAccessibleName(expect.stringContaining('Product'));
    await user.click(trigger);
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await user.click(within(listbox).getByRole('option', { name: /Multi-risk/ }));
    expect(onChange).toHaveBeenCalledWith('multirisk');
    expect(screen.getByRole('button', { name: /Multi-risk/ })).toBeInTheDocument();
  });

  test('an empty list still opens and says so', async () => {
    const user = userEvent.setup();
    render(
      <Select label="Product" placeholder="Choose a product" emptyText="No product available" items={[]} />,
    );
    await user.click(screen.getByRole('button', { name: /Choose a product/ }));
    expect(within(screen.getByRole('listbox')).getByText('No product available')).toBeInTheDocument();
  });

  test('picks a choice by type-ahead from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select
        label="Product"
        placeholder="Choose a product"
        emptyText="None"
        items={products}
        onChange={onChange}
      />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: /Choose a product/ })).toHaveFocus();
    // Type-ahead on the closed trigger picks the first choice starting with the letters typed.
    await user.keyboard('m');
    expect(onChange).toHaveBeenCalledWith('multirisk');
  });

  test('shows a required error tied to the trigger after a failed submit', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Select
          label="Product"
          placeholder="Choose a product"
          emptyText="None"
          items={products}
          isRequired
          errorMessage="Choose a product"
        />
        <button type="submit">Send</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('button', { name: /Choose a product Product/ })).toHaveAccessibleDescription(
      'Choose a product',
    );
  });
});
