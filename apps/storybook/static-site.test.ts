import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '@souscrire/vitest-config/chromium';
import { freePort } from '@souscrire/vitest-config/free-port';
import { type Browser, chromium, type Page } from 'playwright';
import { type PreviewServer, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The site `storybook build` writes (the package's `build` script); turbo builds it before this test. */
const SITE = join(import.meta.dirname, 'storybook-static');

type IndexEntry = { readonly id: string; readonly type: 'docs' | 'story'; readonly title: string };

function docsEntries(): IndexEntry[] {
  const indexFile = join(SITE, 'index.json');
  if (!existsSync(indexFile)) {
    throw new Error(`${indexFile} is missing: run \`pnpm --filter @souscrire/storybook build\` first`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'docs');
}

let server: PreviewServer;
let browser: Browser;
let page: Page;
let origin: string;
/** Errors the page threw since the last navigation: a docs page that renders must throw none. */
let pageErrors: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  server = await preview({
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'silent',
    build: { outDir: 'storybook-static' },
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  origin = `http://127.0.0.1:${port}`;
  browser = await chromium.launch(chromiumLaunchOptions);
  page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens an entry in the preview frame, as the Storybook UI shows it, and waits for it to settle. */
async function open(path: string): Promise<void> {
  pageErrors = [];
  await page.goto(`${origin}/iframe.html?${path}`);
  await page.waitForFunction(() => !document.body.classList.contains('sb-show-preparing'), undefined, {
    timeout: 20_000,
  });
}

async function expectNoErrorDisplay(): Promise<void> {
  await expect(page.locator('body').getAttribute('class')).resolves.not.toMatch(
    /sb-show-(errordisplay|nopreview)/,
  );
  expect(pageErrors).toEqual([]);
}

const entries = docsEntries();

describe('the built Storybook site', () => {
  it('has a docs page for every component and the introduction', () => {
    const titles = entries.map((entry) => entry.title);
    expect(titles).toContain('Introduction');
    expect(titles).toContain('Forms/Form');
    expect(entries.length).toBeGreaterThanOrEqual(25);
  });

  it('renders the introduction page', async () => {
    await open('viewMode=docs&id=introduction--docs');
    await page.getByRole('heading', { level: 1, name: 'Souscrire design system' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Install the kit' }).waitFor();
    await expectNoErrorDisplay();
  });

  it.each(entries.filter((entry) => entry.title !== 'Introduction'))(
    'renders the docs page of $title with a heading and a story preview',
    async ({ id, title }) => {
      await open(`viewMode=docs&id=${id}`);
      const name = title.split('/').at(-1) ?? title;
      await page.locator('#storybook-docs').getByRole('heading', { level: 1, name }).waitFor();
      await page.locator('#storybook-docs .docs-story').first().waitFor();
      await expectNoErrorDisplay();
    },
  );

  it.each([
    { locale: 'fr', label: 'Adresse e-mail', button: 'Continuer' },
    { locale: 'de', label: 'E-Mail-Adresse', button: 'Weiter' },
    { locale: 'en', label: 'E-mail address', button: 'Continue' },
  ])('shows the Form story in the locale of the toolbar ($locale)', async ({ locale, label, button }) => {
    await open(`viewMode=story&id=forms-form--empty&globals=locale:${locale}`);
    await page.getByRole('textbox', { name: label }).waitFor();
    await page.getByRole('button', { name: button }).waitFor();
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe(locale);
    await expectNoErrorDisplay();
  });

  // Every story reads its texts in the toolbar's language: one text of several stories, in two languages.
  it.each([
    { id: 'overlays-confirm-dialog--ask', role: 'button', fr: 'Supprimer', de: 'Entfernen' },
    {
      id: 'content-schedule-table--with-caption',
      role: 'table',
      fr: 'Vos prélèvements mensuels',
      de: 'Ihre monatlichen Lastschriften',
    },
    {
      id: 'content-summary-list--check-your-answers',
      role: 'link',
      // The visible 'Modifier', then what it changes in visually hidden text.
      fr: 'Modifier Adresse',
      de: 'Ändern Adresse',
    },
    { id: 'layout-footer--three-columns', role: 'link', fr: 'Mentions légales', de: 'Impressum' },
    {
      id: 'feedback-toast--info',
      role: 'button',
      fr: 'Afficher une notification',
      de: 'Benachrichtigung anzeigen',
    },
    { id: 'navigation-stepper--sidebar', role: 'navigation', fr: 'Votre progression', de: 'Ihr Fortschritt' },
  ] as const)('translates the story $id with the toolbar', async ({ id, role, fr, de }) => {
    for (const [locale, name] of [
      ['fr', fr],
      ['de', de],
    ] as const) {
      await open(`viewMode=story&id=${id}&globals=locale:${locale}`);
      await page.getByRole(role, { name, exact: true }).first().waitFor();
      await expectNoErrorDisplay();
    }
  });
});
