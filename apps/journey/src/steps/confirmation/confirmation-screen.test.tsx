import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { answer, renderScreen, resetScreen, screenState } from '../screen-test-kit.tsx';
import { ConfirmationScreen } from './confirmation-screen.tsx';

async function fillContact(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), email);
  await user.type(screen.getByRole('textbox', { name: /Mobile phone number/ }), '0612345678');
  await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Jeanne');
  await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Martin');
}

describe('ConfirmationScreen (confirmation/{step})', () => {
  test('the required fields and the e-mail format are checked before anything is saved', async () => {
    const user = userEvent.setup();
    screenState.subStep = 'contact';
    const client = resetScreen({ id: 'p-1' });
    await renderScreen(<ConfirmationScreen />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Nothing to check yet: the intro asks to fill in; the summary names each missing field.
    expect(screen.getByText('Fill in these details: we use them for your contract.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Fill in “E-mail address”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fill in “Last name”' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'jeanne');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('This field must be an e-mail address')).length).toBeGreaterThan(0);
    expect(client.PUT).not.toHaveBeenCalled();
  });

  test('a mobile number the SMS cannot reach is refused on its field, before anything is saved', async () => {
    const user = userEvent.setup();
    screenState.subStep = 'contact';
    const client = resetScreen({ id: 'p-1' });
    await renderScreen(<ConfirmationScreen />);
    await fillContact(user, 'jeanne.martin@example.com');
    const phone = screen.getByRole('textbox', { name: /Mobile phone number/ });
    await user.clear(phone);
    await user.type(phone, '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const message =
      'Enter a valid mobile number, with its country code (+33, +49…) if it is from another country';
    // The message is the field's own (its description) and the summary's link to it.
    await waitFor(() => {
      const described = (phone.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      expect(described).toContain(message);
    });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('link', { name: new RegExp(message.slice(0, 30)) })).toBeTruthy();
    expect(client.PUT).not.toHaveBeenCalled();
    // A French mobile in international form passes.
    await user.clear(phone);
    await user.type(phone, '+33 6 12 34 56 78');
    client.PUT.mockResolvedValue(answer(200, { data: { id: 'p-1' } }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(client.PUT).toHaveBeenCalled());
  });

  test('the contact details are saved on the prospect, then Continue moves', async () => {
    const user = userEvent.setup();
    screenState.subStep = 'contact';
    const client = resetScreen({ id: 'p-1', owner_function: 'Gérante' });
    client.PUT.mockResolvedValue(answer(200, { data: { id: 'p-1' } }));
    await renderScreen(<ConfirmationScreen />);
    await fillContact(user, 'jeanne.martin@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screenState.go).toHaveBeenCalledWith('forward'));
    expect(client.PUT.mock.calls[0]?.[1].body).toEqual({
      email: 'jeanne.martin@example.com',
      phone: '0612345678',
      owner_firstname: 'Jeanne',
      owner_lastname: 'Martin',
      owner_function: 'Gérante',
    });
  });

  test('server field errors show on their fields and what was typed stays', async () => {
    const user = userEvent.setup();
    screenState.subStep = 'contact';
    const client = resetScreen({ id: 'p-1' });
    client.PUT.mockResolvedValue(
      answer(422, {
        title: 'Validation failed',
        code: 'validation_failed',
        errors: { phone: ['This field must be a phone number'] },
      }),
    );
    await renderScreen(<ConfirmationScreen />);
    await fillContact(user, 'jeanne.martin@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('This field must be a phone number')).length).toBe(2);
    expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^First name/ }) as HTMLInputElement).value).toBe('Jeanne');
    expect(screenState.go).not.toHaveBeenCalled();
  });

  test('the company sub-step asks the company address, prefilled', async () => {
    screenState.subStep = 'company';
    resetScreen({ id: 'p-1', name: 'Boulangerie Martin', city: 'Paris' });
    await renderScreen(<ConfirmationScreen />);
    expect((screen.getByRole('textbox', { name: /Company name/ }) as HTMLInputElement).value).toBe(
      'Boulangerie Martin',
    );
    expect((screen.getByRole('textbox', { name: /^City/ }) as HTMLInputElement).value).toBe('Paris');
    expect(screen.getByRole('textbox', { name: /Address line 2 \(optional\)/ })).toBeTruthy();
    // Its own title; prefilled details are to be checked.
    expect(screen.getByRole('heading', { level: 1, name: "Your company's address" })).toBeTruthy();
    expect(screen.getByText('Check these details: we use them for your contract.')).toBeTruthy();
  });
});
