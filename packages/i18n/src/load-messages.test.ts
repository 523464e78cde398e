import { expect, test } from 'vitest';
import { loadMessages } from './load-messages.ts';
import { LANGUAGES } from './locale.ts';
import { inMessagePart } from './message-parts.ts';
import type { Messages } from './messages.ts';

/** The text of a message made of one literal (the required texts have no arguments). */
function literal(messages: Messages, id: string): string | undefined {
  const [element, ...rest] = messages[id] ?? [];
  return element && element.type === 0 && rest.length === 0 ? element.value : undefined;
}

// Texts the product must show word for word, in each language.
const REQUIRED_TEXTS = {
  en: [
    ['errors.required', 'This field is required'],
    ['errors.email', 'This field must be an e-mail address'],
    [
      'errors.email-and-terms',
      'Please fill-in your e-mail address and accept the conditions before proceeding.',
    ],
    ['errors.offer.formula-required', 'Choose below the formula that suits you the best before proceeding.'],
    ['errors.offer.excess-required', 'Choose above the excess level you want before continuing.'],
    ['errors.documents.accept-conditions', 'You must accept conditions before proceeding.'],
    [
      'errors.documents.acknowledge-all',
      'You must download and acknowledge all documents above before proceeding.',
    ],
    ['errors.subscription-invalid', 'Subscription is not valid'],
    ['errors.generic', 'An error occurred, please try again later.'],
    ['error-page.not-found.title', 'Page Not Found'],
    ['home.product.empty', 'no product available'],
    ['company.search.not-found', 'no company found for this ID'],
    ['company.no-company-id', "I don't have a company ID"],
    ['company.continue-without', 'Continue without'],
    ['criteria.title', 'Your information'],
    ['killing.title', 'Your declarations'],
    ['signature.error.load', 'error while loading the signature, try again later'],
    ['signature.error.cancelled', 'signature cancelled, try again in a few minutes'],
    ['payment.processing', 'processing, do not leave the page'],
    ['layout.error-summary.title', 'There is a problem'],
    ['common.continue', 'Continue'],
    ['common.change', 'Change'],
    ['sidebar.steps.information', 'Information'],
    ['sidebar.steps.customer-space', 'Customer space'],
    ['sidebar.actions.need-help', 'Need help'],
    ['sidebar.actions.save-for-later', 'Save for later'],
    ['sidebar.actions.send-offer', 'Receive the offer by e-mail'],
    ['confirm-modal.yes', 'Yes'],
    ['confirm-modal.no', 'No'],
  ],
  de: [
    ['errors.generic', 'Ein Fehler ist aufgetreten, bitte versuchen Sie es später erneut.'],
    ['error-page.maintenance.title', 'Wartungsarbeiten im Gange'],
    ['error-page.not-found.title', 'Seite nicht gefunden'],
    ['layout.subscription.title', 'Zeichnung'],
    [
      'errors.file-fetch',
      'Beim Abrufen der Datei ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
    ],
  ],
} as const;

const requiredCases = [
  ...REQUIRED_TEXTS.en.map(([id, text]) => ['en', id, text] as const),
  ...REQUIRED_TEXTS.de.map(([id, text]) => ['de', id, text] as const),
];

test.each(requiredCases)('required text in %s: %s', async (language, id, text) => {
  expect(literal(await loadMessages(language), id)).toBe(text);
});

test.each(LANGUAGES)('%s holds every message id of the source', async (language) => {
  const [source, messages] = await Promise.all([loadMessages('en'), loadMessages(language)]);
  expect(Object.keys(messages)).toEqual(Object.keys(source));
});

test('a locale loads its language', async () => {
  expect(await loadMessages('de-DE')).toBe(await loadMessages('de'));
  expect(literal(await loadMessages('en-IT'), 'common.back')).toBe('Back');
});

test.each([
  ['fr', 'Continuer'],
  ['en', 'Continue'],
  ['de', 'Weiter'],
  ['it', 'Continua'],
  ['es', 'Continuar'],
] as const)('each language has its own texts: %s', async (language, text) => {
  expect(literal(await loadMessages(language), 'common.continue')).toBe(text);
});

test.each(LANGUAGES)(
  "%s's home part holds the home page's messages, in its own words, and no others",
  async (language) => {
    const [all, home] = await Promise.all([loadMessages(language), loadMessages(language, 'home')]);
    const ids = Object.keys(all).filter((id) => inMessagePart(id, 'home'));
    expect(Object.keys(home)).toEqual(ids);
    expect(ids).toContain('home.title');
    expect(ids).toContain('layout.skip-link');
    expect(ids).not.toContain('offer.title');
    for (const id of ids) expect(home[id]).toEqual(all[id]);
  },
);
