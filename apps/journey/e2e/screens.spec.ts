import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { CONTRACT_NUMBER, frenchPersona, Person } from './support/person.ts';

// The screens' screenshots, to show that a change of the code leaves what a person sees as it was (`pnpm
// screens`, then `node scripts/compare-screens.ts <before> <after>`): a person's whole journey, from the home
// page to the customer space, clicking only, on two tenants and both viewports, with one full-page screenshot
// of every screen once it is reached and checked. The contacts are fixed (each run's core starts empty), so both
// runs draw the same pages; the contract's number, which changes from run to run, is masked. Played only when
// SCREENS_DIR names the folder the screenshots go to.

const SCREENS_DIR = process.env.SCREENS_DIR;

/**
 * The page as a person lands on it: the pointer off the page (a hovered card is drawn otherwise), scrolled to the
 * top (a sticky sidebar is drawn where the scroll left it), and its height settled (a framed page sizes itself).
 */
async function still(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  // A provider's framed page is sized to its content once that content has arrived.
  for (const frame of await page.locator('iframe').all()) {
    await frame.contentFrame().locator('body *').first().waitFor();
  }
  const heights = () =>
    page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll('iframe')]
        .map((element) => element.getBoundingClientRect().height)
        .join(),
    );
  await expect
    .poll(async () => {
      const before = await heights();
      await page.waitForTimeout(500);
      return before === (await heights());
    })
    .toBe(true);
  // A full-page screenshot makes the viewport as tall as the page: a frame sized from the viewport would grow.
  await page.evaluate(() => {
    for (const frame of document.querySelectorAll('iframe')) {
      frame.style.height = `${frame.getBoundingClientRect().height}px`;
    }
  });
}

const TENANTS = [
  { tenant: 'plussimple', product: 'Responsabilité civile professionnelle', payment: 'card', line: 1 },
  { tenant: 'maif', product: 'Multirisque professionnelle', payment: 'sepa', line: 3 },
] as const;

for (const { tenant, product, payment, line } of TENANTS) {
  test(`${tenant}: every screen of a person's journey, as drawn`, async ({ page }, testInfo) => {
    test.skip(SCREENS_DIR === undefined, 'played when SCREENS_DIR names the screenshots’ folder');
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const folder = join(SCREENS_DIR ?? '', `${project}-${tenant}`);
    mkdirSync(folder, { recursive: true });
    const shots: string[] = [];
    const person = new Person(
      page,
      frenchPersona({
        tenant,
        product,
        payment,
        iban: payment === 'sepa' ? 'FR76 3000 6000 0112 3456 7890 189' : '',
        // One French mobile per tenant and viewport: the same in every run.
        email: `screens.${tenant}.${project}@example.com`,
        phone: `+3365550${line + (project === 'phone' ? 1 : 0)}00${line}`,
      }),
      {
        look: async (shown, screen) => {
          const path = join(folder, `${String(shots.length + 1).padStart(2, '0')}-${screen}.png`);
          await still(shown);
          await shown.screenshot({
            path,
            fullPage: true,
            animations: 'disabled',
            caret: 'hide',
            // The providers' framed pages (signature, card fields) are theirs, drawn as their content arrives.
            mask: [shown.getByText(CONTRACT_NUMBER), shown.locator('iframe')],
          });
          shots.push(path);
        },
      },
    );
    await person.chooseAnOffer();
    await person.signAndPay();
    await person.openCustomerSpace();
    // Every screen from the home page's first question to the customer space's contracts.
    expect(shots.length).toBeGreaterThan(10);
  });
}
