import { expect, type Page, test } from '@playwright/test';
import { analyzeWhenStill, pageForm } from './accessibility.ts';

const IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>')}`;

type Screen = {
  words?: string;
  prospect?: string;
  id?: string;
  logoNamed?: boolean;
  colour?: string;
  /** The tenant's theme, adopted as the journey dresses the document (theming's dressDocument). */
  theme?: string;
  lang?: string;
};

/** A screen of the journey in miniature: a heading, a labelled field, a link to a prospect, a logo. */
async function show(page: Page, screen: Screen = {}): Promise<void> {
  const {
    words = 'Votre entreprise',
    prospect = '0b5e3f2a-8d7c-4e1b-9a6f-3c2d1e0f9a8b',
    id = '_r_1_',
  } = screen;
  await page.setContent(`<!doctype html>
    <html lang="${screen.lang ?? 'fr'}"><head><title>${words}</title><style>p { color: ${screen.colour ?? '#222'} }</style></head>
    <body><main>
      <h1>${words}</h1>
      <img src="${IMAGE}"${screen.logoNamed === false ? '' : ' alt="Logo"'}>
      <label for="${id}">${words}</label><input id="${id}" value="${words}">
      <p>${words} <a href="/souscription/${prospect}/entreprise">${words}</a></p>
    </main></body></html>`);
  if (screen.theme) {
    await page.evaluate((css) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [sheet];
    }, screen.theme);
  }
}

test('two people on one screen give it one form; what axe reads makes another', async ({ page }) => {
  await show(page);
  const form = await pageForm(page);
  await show(page, {
    words: 'Boulangerie Martin 1987',
    prospect: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9',
    id: '_r_7_',
  });
  expect(await pageForm(page)).toBe(form);

  for (const change of [
    { logoNamed: false },
    { colour: '#bbb' },
    { theme: 'main { color: #bbb }' },
    { lang: 'de' },
    { words: '' },
  ]) {
    await show(page, change);
    expect(await pageForm(page), JSON.stringify(change)).not.toBe(form);
  }
});

test('a page twin of one found clean is still analysed, and its violations reported', async ({ page }) => {
  const rules = async () => (await analyzeWhenStill(page)).violations.map((violation) => violation.id);
  await show(page);
  expect(await rules()).toEqual([]);
  await show(page, { logoNamed: false });
  expect(await rules()).toEqual(['image-alt']);
  await show(page, { colour: '#bbb' });
  expect(await rules()).toEqual(['color-contrast']);
  await show(page, { theme: 'p { color: #bbb }' });
  expect(await rules()).toEqual(['color-contrast']);
});
