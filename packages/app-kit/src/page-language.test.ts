import { describe, expect, test } from 'vitest';
import { inPageLanguage } from './page-language.ts';

describe('inPageLanguage', () => {
  const sent: Request[] = [];
  const send = async (request: Request) => {
    sent.push(request);
    return new Response(null, { status: 204 });
  };

  test("a call carries the page's locale, not the browser's", async () => {
    await inPageLanguage(send, () => 'de-DE')(new Request('http://core.test/v2/products'));
    expect(sent.at(-1)?.headers.get('accept-language')).toBe('de-DE');
  });

  test('a call that names its own language keeps it', async () => {
    const request = new Request('http://core.test/v2/products', { headers: { 'Accept-Language': 'it-IT' } });
    await inPageLanguage(send, () => 'de-DE')(request);
    expect(sent.at(-1)?.headers.get('accept-language')).toBe('it-IT');
  });

  test('a page without a locale (outside any) adds nothing', async () => {
    await inPageLanguage(send, () => undefined)(new Request('http://core.test/v2/products'));
    expect(sent.at(-1)?.headers.has('accept-language')).toBe(false);
  });
});
