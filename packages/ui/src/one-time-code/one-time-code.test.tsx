import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { OneTimeCode, type OneTimeCodeProps } from './one-time-code.tsx';

const texts = {
  label: 'Code received by SMS',
  countdownText: (seconds: number) => `You can ask for a new code in ${seconds} s`,
  resendAvailableText: 'You can now ask for a new code',
  resendLabel: 'Send again',
  resendPendingLabel: 'Sending',
};

function setup(props: Partial<OneTimeCodeProps> = {}) {
  const onResend = vi.fn();
  const onComplete = vi.fn();
  const user = userEvent.setup({ delay: null });
  render(
    <OneTimeCode
      {...texts}
      length={6}
      resendDelaySeconds={30}
      onResend={onResend}
      onComplete={onComplete}
      {...props}
    />,
  );
  return { user, onResend, onComplete, input: screen.getByRole('textbox', { name: 'Code received by SMS' }) };
}

/** Moves the fake clock second by second, letting React re-render (and re-arm the countdown) in between. */
function advance(seconds: number) {
  for (let second = 0; second < seconds; second += 1) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

describe('OneTimeCode', () => {
  beforeEach(() => {
    // The clock also moves with real time, so Testing Library's own zero-delay waits still resolve.
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('offers the SMS code and the numeric keypad (UX: signature)', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('pattern', '[0-9]{6}');
  });

  test.each([
    ['123 456', '123456'],
    ['123-456', '123456'],
    ['Code: 12345678', '123456'],
  ])('a pasted %j keeps its first digits (%s) and completes', async (pasted, code) => {
    const { user, input, onComplete } = setup();
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue(code);
    expect(onComplete).toHaveBeenCalledWith(code);
  });

  test('typing ignores what is not a digit', async () => {
    const onChange = vi.fn();
    const { user, input, onComplete } = setup({ onChange });
    await user.type(input, '12a3');
    expect(input).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(onComplete).not.toHaveBeenCalled();
  });

  test('counts down politely, then enables send again', async () => {
    const { user, onResend } = setup();
    const status = screen.getByRole('status');
    const resend = screen.getByRole('button', { name: 'Send again' });
    expect(status).toHaveTextContent('You can ask for a new code in 30 s');
    expect(
      screen.getByText('You can ask for a new code in 30 s', { selector: 'p[aria-hidden]' }),
    ).toBeVisible();
    expect(resend).toBeDisabled();

    advance(1);
    // The visible text ticks each second; the announcement waits for the next step of 15 s.
    expect(screen.getByText('You can ask for a new code in 29 s')).toBeInTheDocument();
    expect(status).toHaveTextContent('You can ask for a new code in 30 s');
    advance(14);
    expect(status).toHaveTextContent('You can ask for a new code in 15 s');

    advance(15);
    expect(status).toHaveTextContent('You can now ask for a new code');
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(onResend).toHaveBeenCalledOnce();
    expect(status).toHaveTextContent('You can ask for a new code in 30 s');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeDisabled();
  });

  test('while a resend runs the action is pending; a resend that sent nothing leaves it available', async () => {
    let settle: (sent: boolean) => void = () => {};
    const onResend = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          settle = resolve;
        }),
    );
    const { user } = setup({ onResend, resendDelaySeconds: 1 });
    advance(1);
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(screen.getByRole('button', { name: /Send again/ })).toHaveAttribute('data-pending', 'true');
    expect(screen.getByRole('progressbar', { name: 'Sending' })).toBeInTheDocument();
    await act(async () => {
      settle(false);
    });
    const resend = screen.getByRole('button', { name: 'Send again' });
    expect(resend).not.toHaveAttribute('data-pending');
    expect(resend).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('You can now ask for a new code');
  });
});
