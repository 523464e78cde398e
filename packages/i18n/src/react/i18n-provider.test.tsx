// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { I18nErrorReport } from '../create-i18n.ts';
import type { MessageId } from '../generated/message-id.ts';
import { I18nError } from '../i18n-error.ts';
import { loadMessages } from '../load-messages.ts';
import { I18nProvider } from './i18n-provider.tsx';
import { Message } from './message.tsx';
import { useIntl } from './use-intl.ts';
import { useMessage } from './use-message.ts';

afterEach(cleanup);

function Countdown({ seconds }: { seconds: number }) {
  return (
    <p title={useMessage('signature.sms.label')}>{useMessage('signature.sms.countdown', { seconds })}</p>
  );
}

function Orphan() {
  useIntl();
  return null;
}

describe('I18nProvider', () => {
  test.each([
    ['fr-FR', 'Vos informations'],
    ['de-DE', 'Ihre Angaben'],
    ['es-ES', 'Su información'],
  ] as const)('<Message> renders the active language: %s', async (locale, text) => {
    render(
      <I18nProvider locale={locale} messages={await loadMessages(locale)}>
        <h1>
          <Message id="criteria.title" />
        </h1>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(text);
  });

  test('useMessage formats values (ICU plural)', async () => {
    render(
      <I18nProvider locale="en-FR" messages={await loadMessages('en')}>
        <Countdown seconds={1} />
      </I18nProvider>,
    );
    expect(screen.getByTitle('SMS code').textContent).toBe('You can ask for a new code in 1 second.');
  });

  test('a missing message renders its id and reaches onError', async () => {
    const onError = vi.fn<(error: I18nErrorReport) => void>();
    render(
      <I18nProvider locale="it-IT" messages={await loadMessages('it')} onError={onError}>
        <h1>
          <Message id={'not.there' as MessageId} />
        </h1>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('not.there');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'MISSING_TRANSLATION' }));
  });

  test('useIntl outside a provider is a wiring mistake', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(I18nError);
    vi.mocked(console.error).mockRestore();
  });
});
