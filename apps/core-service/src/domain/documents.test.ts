import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from 'vitest';
import { documentRefs, fillTemplate, listDocumentEntries, renderDocumentPdf } from './documents.ts';

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

test.each(['fr', 'en', 'de', 'it', 'es'])('every template has its title and text in %s', async (locale) => {
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
