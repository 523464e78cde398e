import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProductCards } from './product-cards.tsx';

const options = [
  { id: 'rc-pro', label: 'Professional liability', description: 'For consultants' },
  { id: 'multirisque', label: 'Business multi-risk', description: undefined },
];

/** The home screen's use: a chosen product, and an error once started without one. */
function Home({ onStart }: { onStart: (slug: string) => void }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (chosen) onStart(chosen);
      }}
    >
      <ProductCards
        label="Insurance product"
        options={options}
        value={chosen}
        onChange={(slug) => {
          setChosen(slug);
          setMissing(false);
        }}
        errorMessage="Choose a product to start your quote."
        isInvalid={missing}
        onInvalid={() => setMissing(true)}
      />
      <button type="submit">Start</button>
    </form>
  );
}

describe('ProductCards', () => {
  it('is a required radio group named by its label, one radio per product with its description', () => {
    render(<Home onStart={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Insurance product' });
    expect(group.getAttribute('aria-required')).toBe('true');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['rc-pro', 'multirisque']);
    const first = screen.getByRole('radio', { name: 'Professional liability' });
    expect(first.getAttribute('name')).toBe('product_slug');
    expect(first.hasAttribute('required')).toBe(true);
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'For consultants',
    );
    expect(screen.getByRole('radio', { name: 'Business multi-risk' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
  });

  it('chooses a product by clicking its card, which shows it chosen', async () => {
    const onStart = vi.fn();
    render(<Home onStart={onStart} />);
    await userEvent.click(screen.getByText('Business multi-risk'));
    const radio = screen.getByRole<HTMLInputElement>('radio', { name: 'Business multi-risk' });
    expect(radio.checked).toBe(true);
    expect(radio.closest('.sc-choice-card')?.hasAttribute('data-selected')).toBe(true);
    expect(
      screen
        .getByRole('radio', { name: 'Professional liability' })
        .closest('.sc-choice-card')
        ?.hasAttribute('data-selected'),
    ).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(onStart).toHaveBeenCalledWith('multirisque');
  });

  it('says which field to fill when the form is sent without a product, tied to the group, and moves the focus to it', async () => {
    render(<Home onStart={() => {}} />);
    const first = screen.getByRole('radio', { name: 'Professional liability' });
    // What the browser does for a required radio left empty when the form is sent.
    for (const radio of screen.getAllByRole('radio')) fireEvent.invalid(radio);
    const error = await screen.findByText('Choose a product to start your quote.');
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(group.getAttribute('aria-describedby')).toBe(error.id);
    expect(first.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(document.activeElement).toBe(first);
    await userEvent.click(screen.getByText('Professional liability'));
    expect(screen.queryByText('Choose a product to start your quote.')).toBeNull();
    expect(group.hasAttribute('aria-invalid')).toBe(false);
  });
});
