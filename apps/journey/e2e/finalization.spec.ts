import { readFile } from 'node:fs/promises';
import { expect, test } from './support/csp-test.ts';
import { Person, type Persona, uniqueContact } from './support/person.ts';

// The end of the journey, clicking only from the home page, on a brand opened on its own host (card) and on
// maif (SEPA): the finalization shows the contract issued with its number, start date, premium and payments,
// offers the signed contract to download, says how to sign in next time, and its link lands in the customer
// space signed in, showing the same contract number. Once the contract is issued, the sidebar leads nowhere
// back into the subscription, and Back stays with the brand.

const PERSONAS: Record<string, () => Persona> = {
  plussimple: () => ({
    tenant: 'plussimple',
    ownHost: true,
    language: 'fr',
    country: 'FR',
    product: 'Responsabilité civile professionnelle',
    activity: 'boulan',
    postalCode: '75011',
    ...uniqueContact('finish.fr', '+336', ''),
    payment: 'card',
    iban: '',
  }),
  maif: () => ({
    tenant: 'maif',
    language: 'fr',
    country: 'FR',
    product: 'Multirisque professionnelle',
    activity: 'boulan',
    postalCode: '69001',
    ...uniqueContact('finish.maif', '+337', ''),
    payment: 'sepa',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
  }),
};

for (const [tenant, persona] of Object.entries(PERSONAS)) {
  test(`${tenant}: the finalization shows the contract issued, its signed contract and the way in`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const person = new Person(page, persona());
    const { t } = person;
    await person.chooseAnOffer();
    const journeyHost = new URL(page.url()).hostname;
    await person.signAndPay();
    const number = await person.seeFinalization('finalization.title.create');
    expect(number.startsWith(`${tenant.toUpperCase()}-`)).toBe(true);

    // The contract: its start date, premium and payments (SEPA: the first debit; card: the payment made).
    const term = (id: string) => page.getByRole('term').filter({ hasText: t(id) });
    for (const id of ['finalization.contract.starts-on', 'finalization.contract.premium']) {
      await expect(term(id)).toBeVisible();
    }
    await expect(
      term(
        persona().payment === 'sepa' ? 'finalization.payment.first-debit' : 'finalization.payment.card-paid',
      ),
    ).toBeVisible();
    await expect(page.getByText(t('finalization.next.title'))).toBeVisible();
    await expect(page.getByText(person.persona.email, { exact: false }).first()).toBeVisible();

    // The sidebar (on a phone, the menu) offers no way back into the subscription.
    const menu = page.getByRole('button', { name: t('layout.menu.open') });
    if (await menu.isVisible()) await menu.click();
    const sidebar = page
      .getByRole('navigation', { name: t('layout.steps-navigation') })
      .filter({ visible: true });
    await expect(sidebar.getByText(t('sidebar.steps.offer'))).toBeVisible();
    await expect(sidebar.getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('sidebar.actions.save-for-later') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: t('sidebar.actions.send-offer') })).toHaveCount(0);
    if (await page.getByRole('button', { name: t('layout.menu.close') }).isVisible()) {
      await page.getByRole('button', { name: t('layout.menu.close') }).click();
    }

    // The signed contract, downloaded from the screen.
    const downloading = page.waitForEvent('download');
    await page
      .getByRole('link', { name: t('documents.download').replace('{name}', 'Contrat signé') })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number}-signed-contract.pdf`);
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The customer space, signed in, shows the same number.
    await page.getByRole('link', { name: t('finalization.go') }).click();
    await person.seeContract();
    expect(new URL(page.url()).hostname).toBe(journeyHost);
    await expect(
      person.contract().getByText(t('space.contract.number').replace('{number}', number)),
    ).toBeVisible();

    // Back returns to the finalization, which the issued contract leaves for the brand's customer space again.
    await page.goBack();
    await expect(page.getByRole('button', { name: t('space.layout.logout') })).toBeVisible({
      timeout: 15_000,
    });
    expect(new URL(page.url()).hostname).toBe(journeyHost);
    await expect(page.getByRole('heading', { level: 1, name: t('space.login.title') })).toHaveCount(0);
  });
}
