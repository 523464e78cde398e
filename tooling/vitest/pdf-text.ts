import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of a PDF, page after page, as a reader sees it: read by pdf.js (Mozilla's PDF reader; pdf-lib, which
 * writes the core's documents, cannot read text back), never by parsing the file by hand.
 *
 * @example
 * expect(await pdfText(bytes)).toContain('Mandat de prélèvement SEPA');
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes the buffer over (it transfers it): give it a copy, the caller keeps its bytes.
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const document = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await task.destroy();
  return pages.join('\n');
}
