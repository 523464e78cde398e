import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailField } from './email-field.tsx';

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  args: {
    label: 'E-mail address',
    isRequired: true,
    errorMessage: (validation) =>
      validation.validationDetails.valueMissing
        ? 'This field is required'
        : 'This field must be an e-mail address',
  },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <EmailField {...args} />
      <button type="submit">Check</button>
    </form>
  ),
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: args.label });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

/** 'This field must be an e-mail address'. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: args.label });
    await userEvent.type(input, 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(input).toHaveAccessibleDescription('This field must be an e-mail address');
  },
};

/** 'This field is required'. */
export const Missing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByRole('textbox', { name: args.label })).toHaveAccessibleDescription(
      'This field is required',
    );
  },
};
