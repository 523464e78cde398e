import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from 'vitest';
import { LANGUAGES } from '../reference/languages.ts';
import { documentRefs, fillTemplate, listDocumentEntries, renderDocumentPdf, winAnsi } from './documents.ts';

test.each([
  [
    null,
    false,
    ['general-conditions', 'ipid-economic', 'ipid-balanced', 'ipid-complete', 'subscription-form'],
  ],
  ['complete', false, ['general-conditions', 'ipid-complete', 'special-conditions', 'subscription-form']],
  [
    'economic',
    true,
    ['general-conditions', 'ipid-economic', 'special-conditions', 'subscription-form', 'amendment'],
  ],
] as const)('formula %s, cross-sell %s: %o', (formula, xsell, ids) => {
  expect(documentRefs(formula, xsell).map((ref) => ref.id)).toEqual(ids);
});

test('entries are named in the locale, with the formula', () => {
  const [entry] = listDocumentEntries('p1', documentRefs('balanced', false).slice(1, 2), 'de');
  expect(entry).toEqual({
    id: 'ipid-balanced',
    name: 'Produktinformationsblatt (Ausgewogen)',
    type: 'product_information',
    url: '/v2/prospects/p1/documents/ipid-balanced',
    mime_type: 'application/pdf',
    is_amendment: false,
  });
});

test('placeholders are filled; unknown ones stay visible', () => {
  expect(fillTemplate('{company} at {city} {nothing}', { company: 'Acme', city: 'Lyon' })).toBe(
    'Acme at Lyon {nothing}',
  );
});

test('a placeholder whose name holds digits is filled too', () => {
  expect(fillTemplate('account ending in {iban_last4}', { iban_last4: '0189' })).toBe(
    'account ending in 0189',
  );
});

test('a PDF is rendered even with characters outside WinAnsi', async () => {
  const [ref] = documentRefs(null, false);
  if (ref === undefined) throw new Error('no document');
  const bytes = await renderDocumentPdf(ref, 'fr', 'Łódź 1 234,50 €', {
    company: 'Ærø – Œuvre',
    prospect_id: 'p1',
  });
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toBe('Conditions générales • Lódz 1 234,50 €');
});

test.each(LANGUAGES)('every template has its title and text in %s', async (locale) => {
  for (const ref of documentRefs('balanced', true)) {
    const bytes = await renderDocumentPdf(ref, locale, 'Brand', { prospect_id: 'p1' });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  }
  const templates = JSON.parse(
    readFileSync(new URL('../data/document-templates.json', import.meta.url), 'utf8'),
  ) as Record<string, { title: Record<string, string>; body: Record<string, string[]> }>;
  for (const template of Object.values(templates)) {
    expect(template.title[locale]).toBeTruthy();
    expect(template.body[locale]?.length).toBeGreaterThan(0);
  }
});

// Any Unicode text the contract or the registry lets through is drawable by the PDF's fonts.
test.each([
  ['Acme\u0001\u0007 SARL', 'Acme   SARL'],
  ['C1\u0085\u009f controls', 'C1   controls'],
  ['Café Œuvre – €', 'Café Œuvre – €'],
  ['Łódź', 'Lódz'],
  ['emoji \u{1F600}\u{1F469}\u200D\u{1F4BB}', 'emoji ???'],
  ['東京', '??'],
  ['\u05E9\u05DC\u05D5\u05DD \u202Eevil\u200F', '???? evil'],
  ['line\u2028sep\r\nnext', 'line sep  next'],
  ['\uFEFFbom and \uFE0Fselector', ' bom and selector'],
])('winAnsi(%j) = %j', (text, drawable) => {
  expect(winAnsi(text)).toBe(drawable);
});

test('a PDF is drawn for control characters, emoji, CJK, right-to-left and very long words', async () => {
  const hostile = `Acme\u0001 \u{1F600} 東京 \u05E9\u05DC\u05D5\u05DD \u202E ${'W'.repeat(400)}`;
  const bytes = await renderDocumentPdf(
    documentRefs('balanced', false)[0] ?? { id: 'x', template: 'x', formula: null },
    'fr',
    hostile,
    {
      prospect_id: 'p1',
      company: hostile,
      owner: hostile,
      address: 'rue\tdu\u0000Port',
    },
  );
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBeGreaterThan(0);
  expect(pdf.getAuthor()).toBe(winAnsi(hostile));
});
