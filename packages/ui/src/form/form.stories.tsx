import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../button/button.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { EmailField } from '../email-field/email-field.tsx';
import { RadioGroup } from '../radio-group/radio-group.tsx';
import { Form } from './form.tsx';

const meta = {
  title: 'Forms/Form',
  component: Form,
  args: { errorSummaryTitle: 'There is a problem', onSubmit: fn(), children: null },
  render: (args) => (
    <Form
      {...args}
      onSubmit={(event) => {
        event.preventDefault();
        args.onSubmit?.(event);
      }}
    >
      <EmailField
        name="email"
        label="E-mail address"
        isRequired
        errorMessage={(v) =>
          v.validationDetails.valueMissing ? 'This field is required' : 'This field must be an e-mail address'
        }
      />
      <RadioGroup
        name="frequency"
        label="How often do you want to pay?"
        isRequired
        errorMessage="Choose how often you want to pay"
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'annual', label: 'Yearly' },
        ]}
      />
      <Checkbox
        name="terms"
        label="I accept the conditions"
        isRequired
        errorMessage="You must accept conditions before proceeding."
      />
      <div>
        <Button type="submit">Continue</Button>
      </div>
    </Form>
  ),
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** UX: a failed submit shows the summary, focused, each error a link to its field. */
export const ErrorSummary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'This field is required',
      'Choose how often you want to pay',
      'You must accept conditions before proceeding.',
    ]);
    await userEvent.click(within(summary).getByRole('link', { name: 'Choose how often you want to pay' }));
    await expect(canvas.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await userEvent.click(canvas.getByText('Yearly'));
    await userEvent.click(canvas.getByText('I accept the conditions'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('region', { name: 'There is a problem' })).toBeNull();
  },
};

function ServerErrorsDemo({ title }: { readonly title: string }) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Form
      errorSummaryTitle={title}
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({ email: 'This e-mail address already has a customer space: log in instead' });
      }}
    >
      <EmailField name="email" label="E-mail address" defaultValue="ada@example.com" />
      <div>
        <Button type="submit">Continue</Button>
      </div>
    </Form>
  );
}

/** spec 5: the server's validation errors land on their fields and in the summary. */
export const ServerErrors: Story = {
  render: (args) => <ServerErrorsDemo title={args.errorSummaryTitle} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    const summary = await canvas.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'This e-mail address already has a customer space: log in instead',
    );
  },
};

/** The same on a 320px phone: the summary and its links wrap, links stay 44px tall. */
export const ErrorSummaryOnPhone: Story = { ...ErrorSummary, globals: { viewport: { value: 'phone320' } } };
