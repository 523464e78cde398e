import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { Button } from '../button/button.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { EmailField } from '../email-field/email-field.tsx';
import { RadioGroup } from '../radio-group/radio-group.tsx';
import { TextField } from '../text-field/text-field.tsx';
import { ErrorSummaryShownContext } from './error-summary-context.ts';
import { Form } from './form.tsx';

function SaveForLater({ onSubmit }: { onSubmit: (email: string) => void }) {
  return (
    <Form
      errorSummaryTitle="There is a problem"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(String(new FormData(event.currentTarget).get('email')));
      }}
    >
      <TextField name="name" label="Your name" isRequired errorMessage="Enter your name" />
      <EmailField name="email" label="E-mail address" isRequired errorMessage="Enter your e-mail address" />
      <RadioGroup
        name="frequency"
        label="Frequency"
        isRequired
        errorMessage="Choose a frequency"
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'annual', label: 'Yearly' },
        ]}
      />
      <Checkbox
        name="terms"
        label="I accept the conditions"
        isRequired
        errorMessage="Accept the conditions"
      />
      <Button type="submit">Continue</Button>
    </Form>
  );
}

/** Answers every submit with a server validation error, as the core API would. */
function WithServer() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return (
    <Form
      errorSummaryTitle="There is a problem"
      errorSummaryHeadingLevel={3}
      validationErrors={errors}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({ email: 'This e-mail address is already used' });
      }}
    >
      <EmailField name="email" label="E-mail address" defaultValue="ada@example.com" />
      <Button type="submit">Continue</Button>
    </Form>
  );
}

describe('Form', () => {
  test('a failed submit shows the error summary, focused, listing each error in field order (UX: errors)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SaveForLater onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary).getByRole('heading', { level: 2, name: 'There is a problem' }),
    ).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter your name',
      'Enter your e-mail address',
      'Choose a frequency',
      'Accept the conditions',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('each summary entry moves focus to its field', async () => {
    const user = userEvent.setup();
    render(<SaveForLater onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });

    await user.click(within(summary).getByRole('link', { name: 'Enter your e-mail address' }));
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Choose a frequency' }));
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Accept the conditions' }));
    expect(screen.getByRole('checkbox', { name: 'I accept the conditions' })).toHaveFocus();
    // Without script, the link still leads to the message next to the field.
    const nameLink = within(summary).getByRole('link', { name: 'Enter your name' });
    expect(document.querySelector(nameLink.getAttribute('href') ?? '')).toHaveTextContent('Enter your name');
  });

  test('the summary drops fixed errors, and a valid submit goes through without it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SaveForLater onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('region', { name: 'There is a problem' });

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'ada@example.com');
    await user.click(screen.getByText('Yearly'));
    await user.click(screen.getByText('I accept the conditions'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(onSubmit).toHaveBeenCalledWith('ada@example.com');
    expect(screen.queryByRole('region', { name: 'There is a problem' })).not.toBeInTheDocument();
  });

  test('server validation errors are summarised and focused too', async () => {
    const user = userEvent.setup();
    render(<WithServer />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('region', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(within(summary).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(
      within(summary).getByRole('link', { name: 'This e-mail address is already used' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'This e-mail address is already used',
    );
  });

  test('a field shown invalid clears its message as the person types, not when they press submit', async () => {
    const user = userEvent.setup();
    render(<SaveForLater onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const name = screen.getByRole('textbox', { name: /Your name/ });
    expect(name).toHaveAccessibleDescription('Enter your name');
    await user.type(name, 'Ada');
    // Still in the field: the message went with the keystrokes, so nothing moves under the submit button.
    expect(name).toHaveFocus();
    expect(name).not.toHaveAccessibleDescription('Enter your name');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('tells the app while its summary is shown, so the page title can say so', async () => {
    const user = userEvent.setup();
    const hidden = vi.fn();
    const shown = vi.fn(() => hidden);
    render(
      <ErrorSummaryShownContext value={shown}>
        <SaveForLater onSubmit={vi.fn()} />
      </ErrorSummaryShownContext>,
    );
    expect(shown).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'There is a problem' });
    expect(shown).toHaveBeenCalledTimes(1);
    expect(hidden).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'ada@example.com');
    await user.click(screen.getByRole('radio', { name: 'Monthly' }));
    await user.click(screen.getByRole('checkbox', { name: /I accept the conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(hidden).toHaveBeenCalledTimes(1));
  });
});
