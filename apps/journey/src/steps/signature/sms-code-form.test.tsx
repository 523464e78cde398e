import { createCoreApiClient } from '@souscrire/core-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderWithMessages } from '../../test/render-with-messages.tsx';
import { signatureApi } from './signature-api.ts';
import { SmsCodeForm } from './sms-code-form.tsx';

/** A core whose verify accepts 123456 and whose code sending answers the given status. */
function fakeApi(sendStatus = 200) {
  const calls: string[] = [];
  const client = createCoreApiClient({
    tenant: 'plussimple',
    resolveConfig: () => ({ url: 'http://core.test', token: 't' }),
    fetch: async (request: Request) => {
      const path = new URL(request.url).pathname;
      calls.push(path);
      if (path.endsWith('/verify')) {
        const { code } = (await request.json()) as { code: string };
        return code === '123456'
          ? Response.json({ data: { id: 's1', status: 'signed', frame_url: 'http://core.test/s' } })
          : Response.json({ message: 'This code is not valid.', errors: { code: ['x'] } }, { status: 422 });
      }
      if (sendStatus === 429) {
        return Response.json({ message: 'Too soon' }, { status: 429, headers: { 'Retry-After': '12' } });
      }
      return Response.json({ data: { retry_in: 30, phone_hint: '+33 6 •• •• •• 99' } });
    },
  });
  return { api: signatureApi(client), calls };
}

/** No call of these tests fails: a failure shown would be a broken fake. */
const failOnFailure = vi.fn();

describe('SmsCodeForm', () => {
  afterEach(() => expect(failOnFailure).not.toHaveBeenCalled());

  test('a wrong code is refused, a pasted right code signs', async () => {
    const user = userEvent.setup();
    const { api } = fakeApi();
    const onSigned = vi.fn();
    await renderWithMessages(
      <QueryClientProvider client={new QueryClient()}>
        <SmsCodeForm
          api={api}
          prospectId="p1"
          phoneHint="+33 6 •• •• •• 78"
          retryIn={30}
          onSigned={onSigned}
          onFailure={failOnFailure}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('We sent it to +33 6 •• •• •• 78.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /SMS code/ });
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(
      (await screen.findAllByText('This code is not valid. Check the SMS and try again.')).length,
    ).toBeGreaterThan(0);
    expect(onSigned).not.toHaveBeenCalled();
    await user.clear(field);
    await user.click(field);
    await user.paste('123 456');
    expect((field as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    await vi.waitFor(() => expect(onSigned).toHaveBeenCalledOnce());
  });

  test('sent empty, the field says what to enter; the first wrong code after that says it is wrong', async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi();
    await renderWithMessages(
      <QueryClientProvider client={new QueryClient()}>
        <SmsCodeForm
          api={api}
          prospectId="p1"
          phoneHint={undefined}
          retryIn={30}
          onSigned={vi.fn()}
          onFailure={failOnFailure}
        />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect((await screen.findAllByText('Enter the 6-digit code received by SMS')).length).toBeGreaterThan(0);
    expect(calls.filter((path) => path.endsWith('/verify'))).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /SMS code/ }), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(
      (await screen.findAllByText('This code is not valid. Check the SMS and try again.')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Enter the 6-digit code received by SMS')).toBeNull();
  });

  test("'send again' waits for the core's seconds, then a 429 restarts the countdown from Retry-After", async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi(429);
    await renderWithMessages(
      <QueryClientProvider client={new QueryClient()}>
        <SmsCodeForm
          api={api}
          prospectId="p1"
          phoneHint={undefined}
          retryIn={1}
          onSigned={() => undefined}
          onFailure={failOnFailure}
        />
      </QueryClientProvider>,
    );
    const isDisabled = () => {
      const resend = screen.getByRole('button', { name: 'Send again' });
      return resend.hasAttribute('disabled') || resend.getAttribute('aria-disabled') === 'true';
    };
    expect(isDisabled()).toBe(true);
    await vi.waitFor(() => expect(isDisabled()).toBe(false), { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    await vi.waitFor(() => expect(calls.at(-1)).toBe('/v2/prospects/p1/signature/code'));
    expect((await screen.findAllByText(/in 12 seconds/)).length).toBeGreaterThan(0);
    expect(isDisabled()).toBe(true);
  });
});
