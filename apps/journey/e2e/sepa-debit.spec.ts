import { expect, test } from '@playwright/test';
import { frenchPersona, Person, uniqueContact } from './support/person.ts';

// SEPA's slow confirmation, clicking only from the home page: the payment screen shows the
// debit calendar of the chosen frequency (dates and amounts, in French), the subscription finishes with the
// contract issued and its payment pending, then the sandbox bank collects the debit and the customer space
// shows the contract active. A reload on the payment page comes rendered by the server. In both tenant themes: plussimple's on the desktop, maif's on the phone (as
// real-journey.spec.ts pairs its visitors with one viewport each: a whole journey is a minute of CI's time).

/** A French visitor buying business multi-risk insurance, paying by SEPA from an account the bank collects. */
const persona = (tenant: string) =>
  frenchPersona({
    tenant,
    product: 'Multirisque professionnelle',
    ...uniqueContact('lucie', '+336', ''),
    payment: 'sepa',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
  });

/** Today, as the French calendar writes it ('23 novembre 2026'): the first debit's date. */
const today = () =>
  new Intl.DateTimeFormat('fr-FR', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());

for (const { tenant, project } of [
  { tenant: 'plussimple', project: 'desktop' },
  { tenant: 'maif', project: 'phone' },
]) {
  test(`${tenant}: SEPA's debit calendar, the contract issued with its payment pending, then paid once the bank collects`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `played on the ${project}`);
    // A whole journey from the home page, then the bank: minutes on a busy machine.
    test.setTimeout(300_000);
    const person = new Person(page, persona(tenant));
    const { t } = person;
    await person.chooseAnOffer();
    await person.acknowledgeDocuments();
    await person.declareOwnersIfAsked();
    await person.sign();

    // A reload of the payment page: the web server renders it with the session of its HttpOnly cookie, so the
    // document itself, before any script runs, carries the amounts and the payment methods; the app then takes
    // the page over and the person goes on.
    await person.reach('payment.title', '.sc-payment__card-fields iframe');
    const reloaded = await page.reload();
    const document = (await reloaded?.text()) ?? '';
    expect(document).toContain('class="sc-payment__first"');
    expect(document).toContain(t('payment.method.sepa'));
    await person.reach('payment.title', '.sc-payment__card-fields iframe');

    // The calendar follows the frequency: one debit a year, then twelve, the first fees included.
    const annual = await person.seeDebitCalendar('annual', 1);
    await expect(annual.getByRole('columnheader')).toHaveText([
      t('payment.schedule.due-on'),
      t('payment.schedule.amount'),
    ]);
    await expect(annual.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(today());
    const monthly = await person.seeDebitCalendar('monthly', 12);
    const amounts = await monthly.locator('tbody tr td:last-child').allTextContents();
    const euros = amounts.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    // The first debit carries the 10 € fees of monthly payment; the eleven others are equal.
    expect(new Set(euros.slice(1)).size).toBe(1);
    expect(Math.round(((euros[0] ?? 0) - (euros[1] ?? 0)) * 100)).toBe(1000);
    await expect(page.getByText(t('payment.schedule.sepa-note'))).toBeVisible();
    await monthly.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${tenant}-payment-calendar.png`), fullPage: true });

    await person.pay();
    await person.finish('finalization.title.create');
    await expect(person.contract().getByText(t('space.contract.payment-pending-note'))).toBeVisible();
    await expect(person.contract().getByRole('table').getByRole('row')).toHaveCount(13);
    await page.screenshot({ path: testInfo.outputPath(`${tenant}-space-pending.png`), fullPage: true });

    await person.seeTheBankCollect();
    await page.screenshot({ path: testInfo.outputPath(`${tenant}-space-paid.png`), fullPage: true });
  });
}
