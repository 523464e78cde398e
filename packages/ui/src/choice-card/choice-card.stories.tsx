import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Link } from '../link/link.tsx';
import { ChoiceCard } from './choice-card.tsx';
import { ChoiceCardGroup } from './choice-card-group.tsx';
import { FormulaCard } from './formula-card.tsx';

const meta = {
  title: 'Forms/ChoiceCard',
  component: ChoiceCardGroup,
  args: { label: 'Choose your formula', onChange: fn(), children: null },
  render: (args) => (
    <ChoiceCardGroup {...args}>
      <FormulaCard
        value="economic"
        title="Economic"
        price="€19.90"
        priceCaption="per month, fees included"
        guaranteesLabel="What is covered"
        guarantees={['Professional liability', 'Legal defence']}
      />
      <FormulaCard
        value="balanced"
        title="Balanced"
        price="€29.90"
        priceCaption="per month, fees included"
        guaranteesLabel="What is covered"
        guarantees={['Professional liability', 'Legal defence', 'Legal protection']}
        recommended={{ label: 'Recommended', reason: 'Covers the usual risks of a bakery.' }}
      />
      <FormulaCard
        value="complete"
        title="Complete"
        price="€39.90"
        priceCaption="per month, fees included"
        guaranteesLabel="What is covered"
        guarantees={['Professional liability', 'Legal defence', 'Legal protection', 'Operating losses']}
      >
        <Link href="#complete-documents">Documents of this formula</Link>
      </FormulaCard>
    </ChoiceCardGroup>
  ),
} satisfies Meta<typeof ChoiceCardGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Side by side on a wide screen, stacked on a phone; the recommended one has a badge and its reason. */
export const Formulas: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Balanced' })).toHaveAccessibleDescription(
      expect.stringContaining('Recommended'),
    );
    await userEvent.click(canvas.getByText('Complete'));
    await expect(canvas.getByRole('radio', { name: 'Complete' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Balanced' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('balanced');
  },
};

export const Chosen: Story = { args: { defaultValue: 'balanced' } };

export const Phone: Story = { globals: { viewport: { value: 'phone320' } } };

/** 'Choose below the formula that suits you the best before proceeding.' */
export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Choose below the formula that suits you the best before proceeding.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: args.label })).toHaveAccessibleDescription(
      'Choose below the formula that suits you the best before proceeding.',
    );
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Plain choice cards, for short options with a line of detail. */
export const PaymentMethods: Story = {
  args: { label: 'How do you want to pay?' },
  render: (args) => (
    <ChoiceCardGroup {...args}>
      <ChoiceCard
        value="card"
        title="Bank card"
        description="Your bank may ask you to confirm a €0 payment."
      />
      <ChoiceCard value="sepa" title="Direct debit" description="Refund on request within 8 weeks." />
    </ChoiceCardGroup>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Direct debit'));
    await expect(canvas.getByRole('radio', { name: 'Direct debit' })).toBeChecked();
  },
};
