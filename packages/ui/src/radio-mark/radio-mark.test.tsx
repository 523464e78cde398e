import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { ChoiceCard } from '../choice-card/choice-card.tsx';
import { ChoiceCardGroup } from '../choice-card/choice-card-group.tsx';
import { RadioGroup } from '../radio-group/radio-group.tsx';

// The mark is filled by `[data-selected] > .sc-radio-mark`: it must sit right in the element react-aria marks.
const marksOf = (container: HTMLElement) =>
  [...container.querySelectorAll('.sc-radio-mark')].map((mark) => ({
    hidden: mark.getAttribute('aria-hidden'),
    selected: mark.parentElement?.hasAttribute('data-selected'),
  }));

describe('RadioMark', () => {
  test('in a radio group, only the chosen option’s mark sits in a selected element, hidden from assistive technology', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <RadioGroup
        label="Frequency"
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'annual', label: 'Yearly' },
        ]}
      />,
    );
    await user.click(screen.getByText('Yearly'));
    expect(marksOf(container)).toEqual([
      { hidden: 'true', selected: false },
      { hidden: 'true', selected: true },
    ]);
  });

  test('in choice cards, the same', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ChoiceCardGroup label="How do you pay?">
        <ChoiceCard value="card" title="Bank card" />
        <ChoiceCard value="sepa" title="Direct debit" />
      </ChoiceCardGroup>,
    );
    await user.click(screen.getByText('Bank card'));
    expect(marksOf(container)).toEqual([
      { hidden: 'true', selected: true },
      { hidden: 'true', selected: false },
    ]);
  });
});
