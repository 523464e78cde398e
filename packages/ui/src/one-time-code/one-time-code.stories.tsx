import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { OneTimeCode } from './one-time-code.tsx';

const meta = {
  title: 'Forms/OneTimeCode',
  component: OneTimeCode,
  args: {
    label: 'Code received by SMS',
    description: 'Sent to 06 •• •• •• 78',
    length: 6,
    resendDelaySeconds: 30,
    countdownText: (seconds: number) => `You can ask for a new code in ${seconds} s`,
    resendAvailableText: 'You can now ask for a new code',
    resendLabel: 'Send again',
    resendPendingLabel: 'Sending',
    onResend: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof OneTimeCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The countdown runs; the resend action waits for it. The code may be pasted with spaces. */
export const CountdownRunning: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: args.label });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeDisabled();
    await expect(canvas.getByRole('status')).toHaveTextContent('You can ask for a new code in 30 s');
    await userEvent.click(input);
    await userEvent.paste('123 456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
  },
};

/** At zero 'send again' is enabled and said so; pressing it starts the countdown again. */
export const CountdownExpired: Story = {
  args: { resendDelaySeconds: 1 },
  play: async ({ canvas, userEvent, args }) => {
    const resend = canvas.getByRole('button', { name: 'Send again' });
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('You can now ask for a new code');
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status')).toHaveTextContent('You can ask for a new code in 1 s');
  },
};

/** A resend in progress: the action is pending and named. */
export const Resending: Story = {
  args: { resendDelaySeconds: 1, onResend: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    const resend = canvas.getByRole('button', { name: 'Send again' });
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(resend);
    await expect(canvas.getByRole('progressbar', { name: 'Sending' })).toBeInTheDocument();
  },
};

export const Invalid: Story = {
  args: {
    isInvalid: true,
    defaultValue: '12345',
    errorMessage: 'The code is wrong, check the SMS and try again',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: args.label })).toHaveAccessibleDescription(
      'Sent to 06 •• •• •• 78 The code is wrong, check the SMS and try again',
    );
  },
};

export const Phone: Story = { ...CountdownRunning, globals: { viewport: { value: 'phone320' } } };
