import { expect, type FrameLocator, type Page, test } from '@playwright/test';
import { analyzeWhenStill } from './support/accessibility.ts';
import { holdRequests, whenHydrated } from './support/browser-render.ts';
import {
  call,
  frenchMobile,
  lastSmsCode,
  prospectWithSession,
  sign,
  TENANT,
  type Workflow,
  walkTo,
} from './support/contract-prospect.ts';
import { CORE_URL, SPACE_URL } from './support/core.ts';
import { frenchPersona, Person } from './support/person.ts';
import { expectServerSessionCookie, holdSessionCookies } from './support/session-cookie.ts';

// The contract steps (documents, shareholders, signature, payment, finalization) through the real core: a
// prospect is brought to the offer and its contracts made by the core's API, as the earlier screens do, and
// the browser gets the client session those contracts answer (the cookies the journey's web server sets).
// The prospects come from support/contract-prospect.ts; the screens read in order as the steps they test.

/** Opens a step of a prospect ready to sign, with the client session in the browser. */
async function openStep(
  page: Page,
  target: string,
  path: string,
  options: { signed?: boolean; paid?: boolean } = {},
) {
  const phone = frenchMobile();
  const { id, session } = await prospectWithSession(phone);
  if (options.signed || options.paid) await sign(id, session, phone);
  if (options.paid) {
    await fetch(`${CORE_URL}/v2/prospects/${id}/payments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer dev-token-${TENANT}`,
        'content-type': 'application/json',
        'x-client-session': session,
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({
        method: 'sepa',
        frequency: 'annual',
        iban: 'FR7630006000011234567890189',
        account_holder: 'Transports Lumière',
      }),
    });
  }
  await walkTo(id, target);
  await holdSessionCookies(page.context(), journeyUrl(), session);
  await page.goto(`/fr-FR/souscription/${id}/${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A page behind the session comes rendered by the server: a press counts once the app has taken it over.
  await whenHydrated(page);
  return { id, session, phone };
}

function journeyUrl(): string {
  return `http://localhost:${process.env.E2E_JOURNEY_PORT ?? 5180}`;
}

/** Axe on the journey's own page; a provider's framed page (signing, card fields) is not ours to fix. */
async function expectNoViolation(page: Page, providerFrame?: string) {
  // react-aria's live announcer keeps, for a few seconds after a dialog closes, a node labelled by the gone
  // dialog: transient, and not our markup.
  const results = await analyzeWhenStill(page, {
    exclude: [
      '[data-testid="debug-panel"]',
      '[data-live-announcer]',
      ...(providerFrame ? [providerFrame] : []),
    ],
  });
  expect(results.violations).toEqual([]);
}

test.describe('documents', () => {
  test('Continue needs every acknowledgement and the conditions, then moves on', async ({ page }) => {
    const { id } = await openStep(page, 'documents', 'documents');
    await expect(page.getByRole('link', { name: /^Lire / }).first()).toHaveAttribute('href', /^blob:/);
    await expectNoViolation(page);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(
      page.getByText('Vous devez accepter les conditions avant de continuer.').first(),
    ).toBeVisible();
    const zip = page.waitForEvent('download');
    await page.getByRole('button', { name: /zip/ }).click();
    expect((await zip).suggestedFilename()).toBe('documents.zip');
    // The kit's checkboxes hide their input: ticked from the keyboard, as a keyboard user would.
    for (const box of await page.getByRole('checkbox').all()) {
      await box.focus();
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).not.toHaveURL(/\/documents$/);
    await expect
      .poll(
        async () => (await call<{ data: Workflow }>('GET', `/v2/prospects/${id}/steps`)).data.current_step,
      )
      .not.toBe('documents');
  });
});

test.describe('shareholders', () => {
  test('owners are added, refused above 100% with the input kept, then saved on the core', async ({
    page,
  }) => {
    const { id } = await openStep(page, 'shareholders', 'beneficiaires-effectifs');
    const first = page.getByRole('group', { name: 'Bénéficiaire effectif 1' });
    await expect(first.getByLabel('Prénom', { exact: true })).toHaveValue('Jeanne');
    await page.getByRole('button', { name: 'Ajouter un bénéficiaire effectif' }).click();
    const second = page.getByRole('group', { name: 'Bénéficiaire effectif 2' });
    await second.getByLabel('Prénom', { exact: true }).fill('Paul');
    await second.getByLabel('Nom', { exact: true }).fill('Durand');
    const person = new Person(page, frenchPersona());
    await person.typeBirthDate(second, '1990-02-03');
    await person.chooseNationality(second, 'DE');
    await second.getByLabel(/capital/).fill('40');
    await expectNoViolation(page);
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page.getByText('The ownership percentages add up to more than 100')).toBeVisible();
    await expect(second.getByLabel('Prénom', { exact: true })).toHaveValue('Paul');
    await first.getByLabel(/capital/).fill('60');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).not.toHaveURL(/beneficiaires-effectifs$/);
    const saved = await call<{
      data: { beneficiaries: { firstname: string; ownership_percentage: number }[] };
    }>('GET', `/v2/prospects/${id}/sanction-beneficiaries`);
    expect(saved.data.beneficiaries.map((owner) => [owner.firstname, owner.ownership_percentage])).toEqual([
      ['Jeanne', 60],
      ['Paul', 40],
    ]);
  });
});

test.describe('signature', () => {
  test('a cancelled signing says so; signing then the SMS code signs and moves to the payment', async ({
    page,
  }) => {
    const { phone } = await openStep(page, 'signature', 'signature');
    const frame = page.frameLocator('iframe[title="Signature électronique de vos documents"]');
    // One primary action at a time: the frame's Signer, not the page's Continue, until signed.
    await expect(page.getByRole('button', { name: 'Continuer' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
    // The signing page speaks the page's language.
    await frame.getByRole('button', { name: 'Annuler' }).click();
    await expect(page.getByText('signature annulée, réessayez dans quelques minutes')).toBeVisible();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(frame.getByRole('button', { name: 'Signer' })).toBeVisible();
    await expectNoViolation(page, 'iframe');
    await frame.getByRole('button', { name: 'Signer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Saisissez le code reçu par SMS' });
    const field = dialog.getByLabel('Code SMS');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(dialog.getByRole('button', { name: 'Renvoyer' })).toBeDisabled();
    await expectNoViolation(page);
    await field.fill('000000');
    await dialog.getByRole('button', { name: 'Signer' }).click();
    await expect(
      dialog.getByText("Ce code n'est pas valide. Vérifiez le SMS et réessayez.").first(),
    ).toBeVisible();
    await field.fill(await lastSmsCode(phone));
    await dialog.getByRole('button', { name: 'Signer' }).click();
    await expect(page).toHaveURL(/\/paiement$/);
  });
});

/** The provider's card fields, framed in the page in its language. */
const cardFields = (page: Page) =>
  page.frameLocator('iframe[title="Champs sécurisés de paiement par carte"]');

/** Types a card into the provider's fields, as a person does. */
async function typeCard(frame: FrameLocator, number: string) {
  await frame.getByLabel('Numéro de carte').fill(number);
  await frame.getByLabel("Date d'expiration (MM/AA)").fill('12/34');
  await frame.getByLabel('Cryptogramme').fill('123');
}

test.describe('payment', () => {
  test('SEPA: the IBAN sits next to the mandate, a wrong IBAN is refused, a right one pays', async ({
    page,
  }) => {
    await openStep(page, 'payment', 'paiement', { signed: true });
    await expect(page.getByText(/^Premier paiement/)).toBeVisible();
    await page.getByRole('radio', { name: 'Prélèvement SEPA' }).check({ force: true });
    await expect(page.getByText(/8 semaines/)).toBeVisible();
    await page.getByLabel('Titulaire du compte').fill('Transports Lumière');
    await page.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 180');
    const mandate = page.getByRole('checkbox', { name: "J'accepte le mandat de prélèvement SEPA" });
    await mandate.focus();
    await page.keyboard.press('Space');
    await expect(mandate).toBeChecked();
    await expectNoViolation(page);
    const first = page.waitForRequest((request) => request.url().endsWith('/payments'));
    await page.getByRole('button', { name: 'Confirmer le prélèvement' }).click();
    expect((await first).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByText('Ce champ doit être un IBAN valide').first()).toBeVisible();
    await page.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 189');
    await page.getByRole('button', { name: 'Confirmer le prélèvement' }).click();
    await expect(page).toHaveURL(/\/finalisation$/);
  });

  test('card: a declined card says so, a new attempt with the test card pays', async ({ page }) => {
    await openStep(page, 'payment', 'paiement', { signed: true });
    await page.getByRole('radio', { name: 'Carte bancaire' }).check({ force: true });
    await expect(page.getByText(/valider un paiement de 0/)).toBeVisible();
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/payments')) keys.push(request.headers()['idempotency-key'] ?? '');
    });
    // The provider's script frames its card fields, in the page's language.
    const frame = cardFields(page);
    await expect(frame.getByLabel('Numéro de carte')).toBeVisible();
    await expectNoViolation(page, 'iframe');
    const pay = async (number: string) => {
      await typeCard(frame, number);
      await frame.getByLabel('Cryptogramme').blur();
      await page.getByRole('button', { name: /^Payer/ }).click();
    };
    await pay('4000 0000 0000 0002');
    await expect(page.getByText("Le paiement n'a pas abouti", { exact: false })).toBeVisible();
    await expect(frame.getByText('Votre carte a été refusée.')).toBeVisible();
    await pay('4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/finalisation$/);
    expect(new Set(keys).size).toBe(2);
  });
});

test("card: a card typed before the fields' script has run counts once it runs", async ({ page }) => {
  // A slow network: the provider's frame shows its fields, and its script comes after the person has typed.
  const deliver = await holdRequests(page, '**/sandbox/payment-provider/card-fields.js');
  await openStep(page, 'payment', 'paiement', { signed: true });
  await page.getByRole('radio', { name: 'Carte bancaire' }).check({ force: true });
  await typeCard(cardFields(page), '4242 4242 4242 4242');
  // Pressed before the fields work: the page asks for the card; once the script has run, the card is complete.
  await page.getByRole('button', { name: /^Payer/ }).click();
  const incomplete = page.getByText(
    'Saisissez le numéro de votre carte, sa date d’expiration et son cryptogramme.',
  );
  await expect(incomplete.first()).toBeVisible();
  deliver();
  await expect(incomplete).toHaveCount(0);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/finalisation$/);
});

test('card: the bank asks to validate a 0 € authorisation, then the payment goes through', async ({
  page,
}) => {
  await openStep(page, 'payment', 'paiement', { signed: true });
  await page.getByRole('radio', { name: 'Carte bancaire' }).check({ force: true });
  const frame = cardFields(page);
  await typeCard(frame, '4000 0025 0000 3155');
  await frame.getByLabel('Cryptogramme').blur();
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(
    frame.getByText(/Votre banque vous demande de valider une autorisation de 0,00/),
  ).toBeVisible();
  await frame.getByRole('button', { name: 'Valider' }).click();
  await expect(page).toHaveURL(/\/finalisation$/);
});

test.describe('finalization', () => {
  test('the customer space is created, the new session stored, and linked', async ({ page }) => {
    const { session } = await openStep(page, 'finalization', 'finalisation', { paid: true });
    const link = page.getByRole('link', { name: 'Accéder à mon espace client' });
    await expect(link).toHaveAttribute('href', `${SPACE_URL}/fr-FR`);
    await expect(page.getByText('Bienvenue ! Votre espace client est prêt.')).toBeVisible();
    await expectServerSessionCookie(page);
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'client_session');
    expect(cookie?.value).not.toBe(session);
    await expectNoViolation(page);
  });
});
