import { readFileSync } from 'node:fs';
import { describe, expect, test, vi } from 'vitest';
import { createI18n, type I18nErrorReport } from './create-i18n.ts';
import { loadMessages } from './load-messages.ts';
import { formatLocale, LANGUAGES } from './locale.ts';
import type { Messages } from './messages.ts';

const NBSP = '\u00a0';

describe('formatting messages', () => {
  test.each([
    ['en-FR', 'Step 3 of 9: Offer'],
    ['fr-FR', `Étape 3 sur 9${NBSP}: Offer`],
    ['de-DE', 'Schritt 3 von 9: Offer'],
    ['it-IT', 'Fase 3 di 9: Offer'],
    ['es-ES', 'Paso 3 de 9: Offer'],
  ] as const)('step counter in %s', async (locale, text) => {
    const intl = createI18n({ locale, messages: await loadMessages(locale) });
    expect(intl.formatMessage({ id: 'layout.step-counter' }, { current: 3, total: 9, label: 'Offer' })).toBe(
      text,
    );
  });

  test.each([
    ['en-FR', 1, 'You can ask for a new code in 1 second.'],
    ['en-FR', 30, 'You can ask for a new code in 30 seconds.'],
    ['fr-FR', 1, 'Vous pourrez demander un nouveau code dans 1 seconde.'],
    ['de-DE', 45, 'Sie können in 45 Sekunden einen neuen Code anfordern.'],
    ['it-IT', 1, 'Potrà chiedere un nuovo codice tra 1 secondo.'],
    ['es-ES', 2, 'Podrá pedir un nuevo código dentro de 2 segundos.'],
  ] as const)('SMS countdown plural in %s for %i', async (locale, seconds, text) => {
    const intl = createI18n({ locale, messages: await loadMessages(locale) });
    expect(intl.formatMessage({ id: 'signature.sms.countdown' }, { seconds })).toBe(text);
  });

  test.each([
    ['en-FR', '€42.50 per month'],
    ['fr-FR', `42,50${NBSP}€ par mois`],
    ['de-DE', `42,50${NBSP}€ pro Monat`],
  ] as const)('prices in euros in %s', async (locale, text) => {
    const intl = createI18n({ locale, messages: await loadMessages(locale) });
    expect(intl.formatMessage({ id: 'payment.price.monthly' }, { amount: 42.5 })).toBe(text);
  });
});

describe('a missing message never breaks rendering (README, "Missing messages")', () => {
  const messages: Messages = { known: [{ type: 0, value: 'Known' }] };

  test('renders the id and tells onError', () => {
    const onError = vi.fn<(error: I18nErrorReport) => void>();
    const intl = createI18n({ locale: 'de-DE', messages, onError });
    expect(intl.formatMessage({ id: 'not.in.catalogue' })).toBe('not.in.catalogue');
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0].code).toBe('MISSING_TRANSLATION');
  });

  test('reports even in the default locale', () => {
    const onError = vi.fn<(error: I18nErrorReport) => void>();
    createI18n({ locale: 'en-FR', messages, onError }).formatMessage({ id: 'nope' });
    expect(onError).toHaveBeenCalledOnce();
  });

  test('a value missing from a message is reported, not thrown', async () => {
    const onError = vi.fn<(error: I18nErrorReport) => void>();
    const intl = createI18n({ locale: 'en-FR', messages: await loadMessages('en'), onError });
    expect(() => intl.formatMessage({ id: 'payment.price.monthly' })).not.toThrow();
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0].code).toBe('FORMAT_ERROR');
  });

  test('defaults to console.warn', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createI18n({ locale: 'it-IT', messages }).formatMessage({ id: 'gone' })).toBe('gone');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('gone'));
    warn.mockRestore();
  });
});

describe('every amount in every language is written in euros', () => {
  const source: Record<string, { defaultMessage: string }> = JSON.parse(
    readFileSync(new URL('../messages/source.json', import.meta.url), 'utf8'),
  );
  const moneyIds = Object.keys(source).filter((id) => source[id]?.defaultMessage.includes('::currency/EUR'));

  test('there are money messages', () => {
    expect(moneyIds.length).toBeGreaterThan(10);
  });

  test.each(LANGUAGES)('%s', async (language) => {
    const intl = createI18n({ locale: formatLocale(language), messages: await loadMessages(language) });
    for (const id of moneyIds) {
      expect(intl.formatMessage({ id }, { amount: 12.5, date: new Date(Date.UTC(2026, 0, 5)) })).toMatch(
        /12[.,]50/,
      );
      expect(intl.formatMessage({ id }, { amount: 12.5, date: new Date(Date.UTC(2026, 0, 5)) })).toContain(
        '€',
      );
    }
  });
});
