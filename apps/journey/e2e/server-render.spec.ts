import { holdRequests, whenHydrated } from './support/browser-render.ts';
import { coreCallPath, E2E_ADDRESSES, holdProof, prospectAt } from './support/core.ts';
import { expect, test } from './support/csp-test.ts';
import { holdSessionCookies } from './support/session-cookie.ts';

const MAIF = `http://maif.localhost:${E2E_ADDRESSES.journeyPort}`;

// The web server sends the home page rendered (tooling/web-server, the journey's render module), so a
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

  test('the offer page is whole and styled: its formulas, prices, excess levels and Continue', async ({
    page,
    isMobile,
  }) => {
    const id = await prospectAt('offer');
    await holdProof(page, id);
    await page.goto(`/fr-FR/souscription/${id}/offre`);
    await expect(page).toHaveTitle('Votre offre - Souscription • +Simple');
    // It only shows until its code has run: its choices are React's.
    await expect(page.locator('#root')).toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1, name: 'Votre offre' })).toBeVisible();
    const formulas = page.getByRole('radiogroup', { name: 'Choisissez votre formule' });
    await expect(formulas.getByRole('radio')).toHaveCount(3);
    await expect(formulas.getByText('Recommandée', { exact: true })).toBeVisible();
    await expect(page.getByText(/623,00\s€/)).toBeVisible();
    await expect(
      page.getByRole('radiogroup', { name: 'Niveau de franchise' }).getByRole('radio'),
    ).toHaveCount(3);
    // The step screen's own stylesheet is in the page (its summary is a grid, on a phone one line of small
    // text in the sticky bar), and react-aria's hidden radios stay hidden (their style attribute allowed by
    // its hash).
    const summary = page.getByRole('region', { name: 'Votre choix' });
    if (isMobile) await expect(summary).toHaveCSS('font-size', '14px');
    else await expect(summary).toHaveCSS('display', 'grid');
    const hidden = formulas.getByRole('radio').first().locator('xpath=..');
    await expect(hidden).toHaveCSS('position', 'absolute');
    await expect(hidden).toHaveCSS('width', '1px');
    await expect(page.getByRole('button', { name: 'Continuer' })).toBeVisible();
  });
});

test.describe('the offer page, rendered on the server', () => {
  test('hydrates from the answers it was rendered from, without a mismatch, and then works', async ({
    page,
  }) => {
    const id = await prospectAt('offer');
    await holdProof(page, id);
    const coreReads: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (coreCallPath(request.url())?.startsWith(`/v2/prospects/${id}`) && request.method() === 'GET')
        coreReads.push(new URL(request.url()).pathname);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`/fr-FR/souscription/${id}/offre`);
    await whenHydrated(page);
    // The browser did not read the offer again: the page came with it.
    expect(coreReads.filter((path) => path.endsWith('/offer'))).toEqual([]);
    // One description, in the head (the server's); none left in the body.
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);

    // A person presses the cards themselves (on a phone, the summary bar sits over the radios' centre).
    const formula = page.getByRole('radio', { name: 'Équilibrée' });
    await page.locator('label').filter({ has: formula }).click();
    await expect(formula).toBeChecked();
    const excess = page.getByRole('radio', { name: /^Franchise de 250/ });
    await page.locator('label').filter({ has: excess }).click();
    await expect(page.getByRole('region', { name: 'Votre choix' })).toContainText('Total');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(new RegExp(`${id}/recapitulatif$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifiez vos réponses' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('is left to the browser without the proof, with a session the core does not confirm, and for a step that needs one', async ({
    page,
    context,
    baseURL,
  }) => {
    const id = await prospectAt('offer');
    await holdProof(page, id);
    const rendered = async (path: string) =>
      (await (await page.request.get(path)).text()).includes('id="sc-journey-data"');
    expect(await rendered(`/fr-FR/souscription/${id}/offre`)).toBe(true);
    expect(await rendered(`/fr-FR/souscription/${id}/documents`)).toBe(false);
    // A step before the workflow's current one would have the server move the workflow: it only reads.
    expect(await rendered(`/fr-FR/souscription/${id}/eligibilite`)).toBe(false);
    // A session is read with only once the core confirms that it may act on the prospect, which an unknown one
    // may not (the payment page of a session the core confirms: sepa-debit.spec.ts).
    await holdSessionCookies(context, baseURL ?? '', 'a-session');
    expect(await rendered(`/fr-FR/souscription/${id}/offre`)).toBe(false);
    expect(await rendered(`/fr-FR/souscription/${id}/documents`)).toBe(false);
    // A browser holding no proof of the prospect: its reads would be refused, the server reads nothing.
    await context.clearCookies();
    expect(await rendered(`/fr-FR/souscription/${id}/offre`)).toBe(false);
  });
});

test("a start pressed before the page's code has started says what is missing in the journey's words", async ({
  page,
}) => {
  // The configuration is held until the visitor has pressed: the page is still the server's HTML alone.
  const answerConfiguration = await holdRequests(page, '**/config.json');
  await page.goto('/fr-FR');
  await page.getByRole('button', { name: 'Commencer mon devis' }).click();
  answerConfiguration();
  await whenHydrated(page);
  // The browser's bubble said it first; once the page has its code, the page says it too, tied to the cards,
  // with the focus on the first.
  const products = page.getByRole('radiogroup', { name: "Produit d'assurance" });
  await expect(products).toHaveAccessibleDescription('Choisissez un produit pour commencer votre devis.');
  await expect(products.getByRole('radio').first()).toBeFocused();
  await expect(page).toHaveURL(/\/fr-FR$/);
});

test('the browser takes the rendered page over without asking the core for the catalogue again', async ({
  page,
}) => {
  const catalogueCalls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (coreCallPath(request.url())?.startsWith('/v2/products')) catalogueCalls.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/fr-FR');
  // The page transition is for the pages after a navigation: the page a visit lands on is painted at once.
  await expect(page.locator('.sc-page')).toHaveCSS('animation-name', 'none');
  // A card ticked at once, on the HTML alone or not: once React has the page, the app knows it is chosen.
  const card = page.getByRole('radio', { name: 'Responsabilité civile professionnelle', exact: true });
  const label = page.locator('label').filter({ has: card });
  await label.click();
  await whenHydrated(page);
  await expect(label).toHaveAttribute('data-selected', 'true');
  await expect(card).toBeChecked();
  await page.getByRole('button', { name: 'Commencer mon devis' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quelle est votre activité ?');
  await expect(page.locator('.sc-page')).toHaveCSS('animation-name', 'sc-page-in');
  expect(catalogueCalls).toEqual([]);
  // React reports a page that does not match what the server sent (a hydration error) on the console.
  expect(errors).toEqual([]);
});
