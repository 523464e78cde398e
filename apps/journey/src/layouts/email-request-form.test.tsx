import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CoreRequestError } from '../core/core-request-error.ts';
import { renderWithMessages } from '../test/render-with-messages.tsx';
import { EmailRequestForm } from './email-request-form.tsx';

async function renderForm(onSend = vi.fn(async () => {})) {
  await renderWithMessages(
    <QueryClientProvider client={new QueryClient()}>
      <EmailRequestForm
        intro="Get a link to come back later."
        submitLabel="Send me the link"
        defaultEmail={undefined}
        onSend={onSend}
      />
    </QueryClientProvider>,
  );
  return onSend;
}

describe('EmailRequestForm', () => {
  test('both the e-mail and the conditions are required, with the spec message', async () => {
    const user = userEvent.setup();
    const onSend = await renderForm();
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect(
      await screen.findByText(
        'Please fill-in your e-mail address and accept the conditions before proceeding.',
      ),
    ).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();
  });

  test('sends the e-mail with the accepted conditions', async () => {
    const user = userEvent.setup();
    const onSend = await renderForm();
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'jeanne.martin@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({ email: 'jeanne.martin@example.com', accept_terms: true }),
    );
  });

  test('server validation errors show on their field, and what was typed stays', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(async () => {
      throw new CoreRequestError(422, {
        title: 'Invalid',
        code: 'invalid',
        message: 'Invalid',
        errors: { email: ['This address is refused'] },
      });
    });
    await renderForm(onSend);
    const email = screen.getByRole('textbox', { name: /E-mail address/ });
    await user.type(email, 'jeanne@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Send me the link' }));
    expect((await screen.findAllByText('This address is refused')).length).toBeGreaterThan(0);
    expect((email as HTMLInputElement).value).toBe('jeanne@example.com');
  });
});
