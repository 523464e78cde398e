import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { zipSync } from 'fflate';
import type { PDFFont } from 'pdf-lib';
import { FORMULAS, type FormulaName, PRICING } from '../offers/pricing.ts';

type Template = { type: string; title: Record<string, string>; body: Record<string, string[]> };
const TEMPLATES = JSON.parse(
  readFileSync(new URL('../data/document-templates.json', import.meta.url), 'utf8'),
) as Record<string, Template>;

/** A document of the contract (`Document`). */
export type DocumentEntry = {
  id: string;
  name: string;
  type: string;
  url: string;
  mime_type: 'application/pdf';
  is_amendment: boolean;
};

/** Which template a document id is made from, and for which formula (`ipid-balanced`). */
export type DocumentRef = { id: string; template: string; formula: FormulaName | null };

function pick<T>(values: Record<string, T>, locale: string): T {
  const value = values[locale] ?? values.en ?? Object.values(values)[0];
  if (value === undefined) throw new Error('a document template has no text');
  return value;
}

/** The label of a formula, option or guarantee code in a locale (data/pricing.json labels). */
export function codeLabel(code: string, locale: string): string {
  const labels = PRICING.labels[code];
  return labels === undefined ? code : pick(labels, locale);
}

function entry(prospectId: string, ref: DocumentRef, locale: string): DocumentEntry {
  const template = TEMPLATES[ref.template];
  if (template === undefined) throw new Error(`no document template ${ref.template}`);
  const title = pick(template.title, locale);
  return {
    id: ref.id,
    name: ref.formula === null ? title : `${title} (${codeLabel(ref.formula, locale)})`,
    type: template.type,
    url: `/v2/prospects/${prospectId}/documents/${ref.id}`,
    mime_type: 'application/pdf',
    is_amendment: ref.template === 'amendment',
  };
}

const ipid = (formula: FormulaName): DocumentRef => ({
  id: `ipid-${formula}`,
  template: 'product-information',
  formula,
});

/** The documents of one formula on the offer screen (documents per formula). */
export function formulaDocuments(prospectId: string, formula: FormulaName, locale: string): DocumentEntry[] {
  return [entry(prospectId, ipid(formula), locale)];
}

/**
 * The documents to read before signing (reference rules): the general conditions, the product information
 * of the chosen formula (of every formula before a choice), the special conditions once a formula is
 * chosen, the subscription form, and an amendment for a cross-sell to an existing client.
 */
export function documentRefs(choice: FormulaName | null, xsell: boolean): DocumentRef[] {
  const refs: DocumentRef[] = [{ id: 'general-conditions', template: 'general-conditions', formula: null }];
  refs.push(...(choice === null ? FORMULAS.map(ipid) : [ipid(choice)]));
  if (choice !== null)
    refs.push({ id: 'special-conditions', template: 'special-conditions', formula: choice });
  refs.push({ id: 'subscription-form', template: 'subscription-form', formula: null });
  if (xsell) refs.push({ id: 'amendment', template: 'amendment', formula: choice });
  return refs;
}

/** The documents in the contract's shape. */
export function listDocumentEntries(
  prospectId: string,
  refs: readonly DocumentRef[],
  locale: string,
): DocumentEntry[] {
  return refs.map((ref) => entry(prospectId, ref, locale));
}

// pdf-lib's standard fonts write WinAnsi: printable ASCII, Latin-1 from U+00A0, and these 27 more. Anything
// else (control characters, C1 controls, emoji, CJK, Arabic and Hebrew...) makes drawText throw, so every text
// the contract accepts is first brought into it (a name with U+0001 made the documents answer 500).
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
// Letters that Unicode does not decompose into a base letter and a mark.
const PLAIN_LETTERS: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i' };
// Spaces and line breaks of every kind become one space; invisible format characters (bidi marks, joiners,
// variation selectors, the BOM) are dropped rather than shown as '?'.
const SPACES = /[\s\p{Cc}\u2028\u2029]/u;
const INVISIBLE = /[\p{Cf}\p{Mn}\p{Me}]/u;

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/**
 * Brings any Unicode text into what the PDF's standard fonts can draw (WinAnsi): accents kept, other letters
 * reduced to their plain form when Unicode knows one, anything else shown as '?'.
 *
 * @example
 * winAnsi('Łódź\u0001 😀 東京'); // 'Lódz ? ??'
 */
export function winAnsi(text: string): string {
  // NFC first: a letter typed as a base and a combining accent becomes the one Latin-1 letter.
  return Array.from(text.normalize('NFC'))
    .map((char) => {
      if (char === '\u00a0') return ' ';
      if (isWinAnsi(char)) return char;
      if (SPACES.test(char)) return ' ';
      if (INVISIBLE.test(char)) return '';
      const plain = (PLAIN_LETTERS[char] ?? char).normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
      return plain === '' ? '?' : plain;
    })
    .join('');
}

// A word wider than the line (a 200-letter name without spaces) is cut so that it stays on the page.
function splitWide(word: string, font: PDFFont, size: number, width: number): string[] {
  if (font.widthOfTextAtSize(word, size) <= width) return [word];
  const parts: string[] = [];
  let part = '';
  for (const char of word) {
    if (part !== '' && font.widthOfTextAtSize(part + char, size) > width) {
      parts.push(part);
      part = '';
    }
    part += char;
  }
  if (part !== '') parts.push(part);
  return parts;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).flatMap((whole) => splitWide(whole, font, size, width))) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * Fills a template's placeholders (`{company}`, `{iban_last4}`: lower-case letters, digits and underscores)
 * with the prospect's values; unknown ones stay visible.
 */
export function fillTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{([a-z][a-z0-9_]*)\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * Renders one document as a real PDF (pdf-lib, A4, Helvetica): the brand, the title and the template's
 * paragraphs filled with the prospect's data. `extras`: the brand's colour (`#c41530`) for its name, and a PNG
 * drawn after the text (a certificate's QR code).
 */
export async function renderDocumentPdf(
  ref: DocumentRef,
  locale: string,
  brand: string,
  values: Record<string, string>,
  extras: { brandColor?: string; image?: { png: Uint8Array; size: number } } = {},
): Promise<Uint8Array> {
  const template = TEMPLATES[ref.template];
  if (template === undefined) throw new Error(`no document template ${ref.template}`);
  // Pdf-lib is loaded by the first document, not by every start (240 ms of it at load 7).
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const title = entry(values.prospect_id ?? '', ref, locale).name;
  pdf.setTitle(winAnsi(`${title} • ${brand}`));
  pdf.setAuthor(winAnsi(brand));
  pdf.setSubject(winAnsi(`${values.company ?? ''} ${values.prospect_id ?? ''}`.trim()));
  pdf.setProducer('Souscrire core service (sandbox)');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  let page = pdf.addPage([595.28, 841.89]);
  const width = page.getWidth() - 2 * margin;
  let y = page.getHeight() - margin;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(extras.brandColor ?? '');
  const channel = (part: string | undefined) => Number.parseInt(part ?? '0', 16) / 255;
  const color = hex === null ? rgb(0.35, 0.35, 0.4) : rgb(channel(hex[1]), channel(hex[2]), channel(hex[3]));
  page.drawText(winAnsi(brand), { x: margin, y, size: 10, font: bold, color });
  y -= 36;
  for (const line of wrap(winAnsi(title), bold, 20, width)) {
    page.drawText(line, { x: margin, y, size: 20, font: bold });
    y -= 26;
  }
  y -= 10;
  for (const paragraph of pick(template.body, locale)) {
    for (const line of wrap(winAnsi(fillTemplate(paragraph, values)), regular, 11, width)) {
      if (y < margin) {
        page = pdf.addPage([595.28, 841.89]);
        y = page.getHeight() - margin;
      }
      page.drawText(line, { x: margin, y, size: 11, font: regular });
      y -= 15;
    }
    y -= 8;
  }
  const { image } = extras;
  if (image !== undefined) {
    if (y - image.size < margin) {
      page = pdf.addPage([595.28, 841.89]);
      y = page.getHeight() - margin;
    }
    const png = await pdf.embedPng(image.png);
    page.drawImage(png, { x: margin, y: y - image.size, width: image.size, height: image.size });
  }
  return pdf.save();
}

/**
 * The version of a template's text: the first 16 hex digits of the SHA-256 of its titles and paragraphs in
 * every language, which changes whenever its wording does (the proof of sale names it for each document).
 */
export function templateVersion(template: string): string {
  const found = TEMPLATES[template];
  if (found === undefined) throw new Error(`no document template ${template}`);
  return createHash('sha256').update(JSON.stringify(found)).digest('hex').slice(0, 16);
}

/** Zips PDFs under their document ids (`general-conditions.pdf`), with fflate. */
export function zipDocuments(files: readonly { id: string; bytes: Uint8Array }[]): Uint8Array {
  return zipSync(Object.fromEntries(files.map((file) => [`${file.id}.pdf`, file.bytes])));
}
