import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ChoiceCard } from './choice-card.tsx';
import { ChoiceCardGroup } from './choice-card-group.tsx';
import { FormulaCard } from './formula-card.tsx';

function Formulas({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <ChoiceCardGroup
      label="Choose your formula"
      isRequired
      errorMessage="Choose below the formula that suits you the best before proceeding."
      onChange={onChange}
    >
      <FormulaCard
        value="economic"
        title="Economic"
        price="€19.90"
        priceCaption="per month"
        guarantees={['Civil liability']}
      />
      <FormulaCard
        value="balanced"
        title="Balanced"
        price="€29.90"
        priceCaption="per month"
        guaranteesLabel="What is covered"
        guarantees={['Civil liability', 'Legal protection']}
        recommended={{ label: 'Recommended', reason: 'Covers the usual risks of your activity' }}
      >
        <a href="#documents">Documents</a>
      </FormulaCard>
      <FormulaCard value="complete" title="Complete" price="€39.90" guarantees={['Everything']} isDisabled />
    </ChoiceCardGroup>
  );
}

describe('ChoiceCardGroup and FormulaCard', () => {
  test('each formula is a radio named by its title and described by price and recommendation', () => {
    render(<Formulas />);
    expect(screen.getByRole('radiogroup', { name: 'Choose your formula' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Economic' })).toHaveAccessibleDescription('€19.90 per month');
    expect(screen.getByRole('radio', { name: 'Balanced' })).toHaveAccessibleDescription(
      'Recommended €29.90 per month Covers the usual risks of your activity',
    );
    expect(screen.getByRole('radio', { name: 'Complete' })).toBeDisabled();
  });

  test('shows the guarantees, the recommended badge and links inside the card', () => {
    render(<Formulas />);
    expect(screen.getByText('Legal protection')).toBeInTheDocument();
    expect(screen.getByText('What is covered')).toBeInTheDocument();
    expect(screen.getByText('Recommended').closest('.sc-formula-card')).toHaveAttribute(
      'data-recommended',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '#documents');
  });

  test('choosing a card by click or arrow key reports its value and marks it selected', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Formulas onChange={onChange} />);
    await user.click(screen.getByText('Economic'));
    await user.keyboard('{ArrowDown}');
    expect(onChange.mock.calls).toEqual([['economic'], ['balanced']]);
    expect(screen.getByRole('radio', { name: 'Balanced' })).toBeChecked();
    expect(screen.getByText('Balanced').closest('.sc-choice-card')).toHaveAttribute('data-selected', 'true');
  });

  test('no choice on submit shows the group error', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Formulas />
        <button type="submit">Continue</button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('radiogroup', { name: 'Choose your formula' })).toHaveAccessibleDescription(
      'Choose below the formula that suits you the best before proceeding.',
    );
  });

  test('a plain ChoiceCard is a radio with its description', async () => {
    const user = userEvent.setup();
    render(
      <ChoiceCardGroup label="Payment method">
        <ChoiceCard value="card" title="Bank card" description="Visa, Mastercard" />
        <ChoiceCard value="sepa" title="Direct debit" />
      </ChoiceCardGroup>,
    );
    expect(screen.getByRole('radio', { name: 'Bank card' })).toHaveAccessibleDescription('Visa, Mastercard');
    await user.click(screen.getByText('Direct debit'));
    expect(screen.getByRole('radio', { name: 'Direct debit' })).toBeChecked();
  });
});
