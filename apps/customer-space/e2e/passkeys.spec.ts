import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { passwordLink } from './mailbox.ts';

// Passkeys, clicking only, in Chromium with a virtual authenticator (the DevTools protocol's WebAuthn domain: a
// platform authenticator with resident keys and user verification, as a phone's or a laptop's): sign in with
// the password, add a named passkey on the account page, sign out, sign in with the passkey, remove it.
// Each brand runs on one device: plussimple in French on the desktop, maif in German on the phone. The demo
// accounts' login budgets (10 per 15 minutes) are shared with the other specs of the run.

const LOGIN = 'demo.client@example.com';

type Texts = {
  loginTitle: string;
  email: string;
  password: string;
  logIn: string;
  passkeySignIn: string;
  contracts: string;
  account: string;
  passkeys: string;
  name: string;
  add: string;
  added: (name: string) => string;
  list: string;
  neverUsed: string;
  lastUsed: RegExp;
  remove: (name: string) => string;
  removed: (name: string) => string;
  unknown: RegExp;
  logOut: string;
};

const FRENCH: Texts = {
  loginTitle: 'Connectez-vous à votre espace client',
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  logIn: 'Se connecter',
  passkeySignIn: 'Utiliser une clé d’accès',
  contracts: 'Mes contrats',
  account: 'Mon compte',
  passkeys: 'Clés d’accès',
  name: 'Nom de la nouvelle clé d’accès',
  add: 'Ajouter une clé d’accès',
  added: (name) => `La clé d’accès ${name} a été ajoutée.`,
  list: 'Vos clés d’accès',
  neverUsed: 'Pas encore utilisée',
  lastUsed: /^Dernière utilisation le /,
  remove: (name) => `Supprimer la clé d’accès ${name}`,
  removed: (name) => `La clé d’accès ${name} a été supprimée`,
  unknown: /Cette clé d’accès n’ouvre aucun compte ici/,
  logOut: 'Se déconnecter',
};

const GERMAN: Texts = {
  loginTitle: 'Melden Sie sich in Ihrem Kundenbereich an',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  logIn: 'Anmelden',
  passkeySignIn: 'Passkey verwenden',
  contracts: 'Meine Verträge',
  account: 'Mein Konto',
  passkeys: 'Passkeys',
  name: 'Name des neuen Passkeys',
  add: 'Passkey hinzufügen',
  added: (name) => `Der Passkey ${name} wurde hinzugefügt.`,
  list: 'Ihre Passkeys',
  neverUsed: 'Noch nicht verwendet',
  lastUsed: /^Zuletzt verwendet am /,
  remove: (name) => `Passkey ${name} entfernen`,
  removed: (name) => `Der Passkey ${name} wurde entfernt`,
  unknown: /Dieser Passkey öffnet hier kein Konto/,
  logOut: 'Abmelden',
};

/**
 * maif's demo password is changed by the passwords spec: its client chooses one through a forgotten-password
 * link first, in German, as a person would.
 */
async function chooseGermanPassword(page: Page, origin: string): Promise<string> {
  const chosen = `passkey spec ${Date.now()}`;
  await page.goto(`${origin}/de-FR/login`);
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(LOGIN);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByText(`Wenn es für ${LOGIN} einen Kundenbereich gibt`)).toBeVisible();
  await page.goto(await passwordLink('maif'));
  await page.getByLabel('Neues Passwort', { exact: true }).fill(chosen);
  await page.getByLabel('Neues Passwort bestätigen', { exact: true }).fill(chosen);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr Passwort ist gespeichert.', { exact: false })).toBeVisible();
  return chosen;
}

const CASES = [
  {
    project: 'desktop',
    tenant: 'plussimple',
    locale: 'fr-FR',
    text: FRENCH,
    password: async () => 'souscrire-demo',
  },
  { project: 'phone', tenant: 'maif', locale: 'de-FR', text: GERMAN, password: chooseGermanPassword },
] as const;

for (const { project, tenant, locale, text, password } of CASES) {
  test(`${tenant} in ${locale}: a passkey added on the account page signs in, and once removed no longer does`, async ({
    page,
    baseURL,
  }, info) => {
    test.skip(info.project.name !== project, `${tenant} runs on the ${project} project`);
    test.setTimeout(90_000);
    const space = new URL(baseURL ?? '');
    space.hostname = `${tenant}.localhost`;
    const origin = space.origin;
    const name = `${project} ${Date.now() % 100_000}`;

    // The device's authenticator: it keeps the passkey, and the person's screen lock always says yes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable', { enableUI: false });
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    const secret = await password(page, origin);
    await page.goto(`${origin}/${locale}/login`);
    await expect(page.getByRole('heading', { level: 1, name: text.loginTitle })).toBeVisible();
    await page.getByRole('textbox', { name: text.email }).fill(LOGIN);
    await page.getByLabel(text.password, { exact: true }).fill(secret);
    await page.getByRole('button', { name: text.logIn, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.contracts })).toBeVisible();

    await page.getByRole('link', { name: text.account }).click();
    await expect(page.getByRole('heading', { level: 2, name: text.passkeys, exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: text.name }).fill(name);
    await page.getByRole('button', { name: text.add }).click();
    await expect(page.getByText(text.added(name))).toBeVisible();
    const listed = page
      .getByRole('list', { name: text.list })
      .getByRole('listitem')
      .filter({ hasText: name });
    await expect(listed.getByText(text.neverUsed)).toBeVisible();
    await expectNoAxeViolations(page);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    expect(credentials[0]?.rpId).toBe(`${tenant}.localhost`);

    await page.getByRole('button', { name: text.logOut }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.loginTitle })).toBeVisible();
    expect(
      (await page.context().cookies()).find((cookie) => cookie.name === 'client_session'),
    ).toBeUndefined();
    await expectNoAxeViolations(page);

    // No login typed: the device offers its passkey for the site, the screen lock unlocks it.
    await page.getByRole('button', { name: text.passkeySignIn }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.contracts })).toBeVisible();
    // The session is in the web server's HttpOnly cookie, as after a password login; no script reads it.
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === 'client_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await page.evaluate(() => document.cookie)).not.toContain(session?.value ?? 'no session');
    const signed = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(signed.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0);

    await page.getByRole('link', { name: text.account }).click();
    await expect(listed.getByText(text.lastUsed)).toBeVisible();
    await listed.getByRole('button', { name: text.remove(name) }).click();
    await expect(page.getByText(text.removed(name), { exact: false })).toBeVisible();
    await expect(listed).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The device still holds it, but it no longer opens the account.
    await page.getByRole('button', { name: text.logOut }).click();
    await page.getByRole('button', { name: text.passkeySignIn }).click();
    await expect(page.getByText(text.unknown)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
