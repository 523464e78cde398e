import { expect, test } from '@playwright/test';
import type { Locale } from '@souscrire/i18n';
import { expectNoAxeViolations } from './axe.ts';
import { passwordLink } from './mailbox.ts';
import { texts } from './texts.ts';

// The demo clients of maif (in French) and plussimple-de (in German), from the core's seed: plussimple's is the
// certificates' spec's, so neither changes the other's password.
const LOGIN = 'demo.client@example.com';

const CLIENTS: { tenant: string; locale: Locale }[] = [
  { tenant: 'maif', locale: 'fr-FR' },
  { tenant: 'plussimple-de', locale: 'de-DE' },
];

for (const { tenant, locale } of CLIENTS) {
  test(`${tenant} in ${locale}: a forgotten password, a link by e-mail, a new password, then changed again from the account page`, async ({
    page,
    baseURL,
  }, info) => {
    // Four passwords hashed with scrypt at OWASP's cost (about 0.5 s each on a busy machine) and two e-mails.
    test.setTimeout(90_000);
    const t = await texts(locale);
    const space = new URL(baseURL ?? '');
    space.hostname = `${tenant}.localhost`;
    const chosen = `chosen by ${info.project.name} ${Date.now()}`;
    const changed = `changed by ${info.project.name} ${Date.now()}`;
    const email = () => page.getByRole('textbox', { name: t('email-form.email.label') });
    const logIn = async (password: string) => {
      await email().fill(LOGIN);
      await page.getByLabel(t('login.password.label'), { exact: true }).fill(password);
      await page.getByRole('button', { name: t('login.submit') }).click();
      await expect(page.getByRole('heading', { level: 1, name: t('space.contracts.title') })).toBeVisible();
    };
    // The new password twice: on the link's page and on the account page alike.
    const choose = async (password: string, confirmation = password) => {
      await page.getByLabel(t('space.password.new-label'), { exact: true }).fill(password);
      await page.getByLabel(t('space.password.confirm-label'), { exact: true }).fill(confirmation);
      await page.getByRole('button', { name: t('space.password.submit') }).click();
    };

    await page.goto(`${space.origin}/${locale}/login`);
    await page.getByRole('link', { name: t('space.login.forgotten') }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('space.forgotten.title') })).toBeVisible();
    // Nothing typed: the summary and the field say what to do, in the page's language (no browser message).
    await page.getByRole('button', { name: t('space.forgotten.submit') }).click();
    await expect(page.getByRole('link', { name: t('space.forgotten.email-required') })).toBeVisible();
    await email().fill(LOGIN);
    await page.getByRole('button', { name: t('space.forgotten.submit') }).click();
    await expect(page.getByText(t('space.forgotten.sent', { login: LOGIN }))).toBeVisible();
    await expectNoAxeViolations(page);

    // The e-mail's link opens the page that chooses the password, in the client's language; the two fields
    // must agree.
    const link = await passwordLink(tenant);
    expect(link.startsWith(`${space.origin}/${locale}/password?token=`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: t('space.password.title') })).toBeVisible();
    await choose(chosen, `${chosen} typo`);
    await expect(page.getByRole('link', { name: t('space.password.confirm-mismatch') })).toBeVisible();
    await choose(chosen);
    await expect(page.getByText(t('space.password.saved'))).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: t('space.login.submit') }).click();
    await logIn(chosen);

    // The same link a second time is refused, and leads to a new one.
    await page.goto(link);
    await choose('someone else again');
    await expect(page.getByText(t('space.password.invalid-link'))).toBeVisible();
    await expect(page.getByRole('link', { name: t('space.password.ask-new-link') })).toBeVisible();

    await page.goto(`${space.origin}/${locale}/account`);
    await expect(page.getByRole('heading', { level: 1, name: t('space.account.title') })).toBeVisible();
    await page.getByLabel(t('space.account.current-label'), { exact: true }).fill(chosen);
    await choose(changed);
    await expect(page.getByText(t('space.account.changed'))).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t('space.layout.logout') }).click();
    await logIn(changed);
  });
}
