import { CORE_URL, E2E_ADDRESSES } from './support/core.ts';
import { expect, test } from './support/csp-test.ts';

const MAIF = `http://maif.localhost:${E2E_ADDRESSES.journeyPort}`;

// issue 18: the web server sends the home page rendered (tooling/web-server, the journey's render module), so a
// phone paints it from the HTML before the page's code has downloaded and run; the browser then hydrates it
// (the hydrated page's accessibility is checked by the specs that start from the home page).
test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test("the home page is whole in the tenant's colours: heading, products, start, language links", async ({
    page,
  }) => {
    await page.goto(`${MAIF}/fr-FR`);
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'maif');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(/• MAIF$/);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      /^MAIF : l'assurance/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Quelle assurance recherchez-vous/);
    await expect(page.getByRole('radio')).not.toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Commencer mon devis' })).toBeVisible();
    // The five languages (folded behind the current one on a phone).
    await expect(page.locator('nav a[hreflang]')).toHaveCount(5);
    // The tenant's theme is in the page (MAIF's primary colour, #c41530, on the start button).
    await expect(page.getByRole('button', { name: 'Commencer mon devis' })).toHaveCSS(
      'background-color',
      'rgb(196, 21, 48)',
    );

    // The form works before any code has run: the browser asks the start's address, which the app answers.
    const card = page.getByRole('radio', { name: 'Responsabilité civile professionnelle', exact: true });
    await page.locator('label').filter({ has: card }).click();
    await page.getByRole('button', { name: 'Commencer mon devis' }).click();
    await expect(page).toHaveURL(`${MAIF}/fr-FR/intent?type=product&product_slug=rc-pro`);
  });
});

test('the browser takes the rendered page over without asking the core for the catalogue again', async ({
  page,
}) => {
  const catalogueCalls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${CORE_URL}/v2/products`)) catalogueCalls.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/fr-FR');
  // spec 9's page transition is for the pages after a navigation: the page a visit lands on is painted at once.
  await expect(page.locator('.sc-page')).toHaveCSS('animation-name', 'none');
  const card = page.getByRole('radio', { name: 'Responsabilité civile professionnelle', exact: true });
  // A card reacts only once the page is hydrated: a person clicks it until it is chosen.
  await expect(async () => {
    await page.locator('label').filter({ has: card }).click();
    await expect(card).toBeChecked({ timeout: 500 });
  }).toPass();
  await page.getByRole('button', { name: 'Commencer mon devis' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quelle est votre activité ?');
  await expect(page.locator('.sc-page')).toHaveCSS('animation-name', 'sc-page-in');
  expect(catalogueCalls).toEqual([]);
  // React reports a page that does not match what the server sent (a hydration error) on the console.
  expect(errors).toEqual([]);
});
