import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { pdfText } from '@souscrire/vitest-config/pdf-text';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './support/csp-test.ts';
import { expectAccessible, Person, type Persona, readMailbox, uniqueContact } from './support/person.ts';
import { expectServerSessionCookie, watchCoreCalls } from './support/session-cookie.ts';

// The end of the journey, clicking only from the home page, on two brands each opened on its own host
// (plussimple by card, plussimple-de by SEPA) and on maif (SEPA): the finalization shows the contract issued with
// its number, start date, premium and payments, offers the signed contract and the certificate to download and says how to sign in
// next time. Once the contract is issued, the sidebar leads nowhere back into the subscription. Its link lands
// in the customer space of the same host already signed in, showing the same contract number: the session goes
// along with a single-use hand-off code, and no address the browser visits holds a session token
// (docs/security.md, "Hand-off between the journey and the customer space"). Back stays with the brand. There
// the client downloads the certificate, whose verification address a stranger finds valid, and the proof-of-sale
// file, whose documents match their SHA-256; changes the IBAN of a contract paid by direct debit (the mandate text and the 8-week refund right
// shown again, the mandate accepted: a new mandate reference), asks to cancel the new contract (the notice and
// end date stated, a confirmation asked, then the contract's status says until when it covers), changes their
// phone and e-mail (the phone at once; the e-mail waiting for confirmation until the link e-mailed to the new
// address is opened, then the account shows it among its recent changes), downloads their data with those
// changes recorded and asks to delete their account (in French and German). Each brand plays on one viewport
// (a whole journey is half a minute of CI's time): plussimple by card and maif on a phone, plussimple-de on a
// desktop; real-journey.spec.ts plays plussimple in French on the desktop.

const PERSONAS: Record<string, { project: 'desktop' | 'phone'; persona: () => Persona }> = {
  plussimple: {
    project: 'phone',
    persona: () => ({
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
  },
  'plussimple-de': {
    project: 'desktop',
    persona: () => ({
      tenant: 'plussimple-de',
      ownHost: true,
      language: 'de',
      country: 'DE',
      product: 'Berufshaftpflichtversicherung',
      activity: 'Bäckerei',
      postalCode: '10115',
      ...uniqueContact('finish.de', '+49151', ''),
      payment: 'sepa',
      iban: 'DE89 3704 0044 0532 0130 00',
    }),
  },
  maif: {
    project: 'phone',
    persona: () => ({
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
  },
};

/** The signed contract's name in each language, as the core names the document. */
const SIGNED_CONTRACT = (
  JSON.parse(
    readFileSync(join(import.meta.dirname, '../../core-service/src/data/document-templates.json'), 'utf8'),
  ) as { 'signed-contract': { title: Record<string, string> } }
)['signed-contract'].title;

/** The signed contract's download link, named with its formula: 'Unterzeichneter Vertrag (Ausgewogen) herunterladen'. */
function downloadName(download: string, language: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before = '', after = ''] = download.split('{name}');
  return new RegExp(`^${literal(before)}${literal(SIGNED_CONTRACT[language] ?? '')}.*${literal(after)}$`);
}

/** Every address the page's frames navigate to and request. */
function watchAddresses(page: Page) {
  const navigations: string[] = [];
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    navigations.push(frame.url());
    visited.push(frame.url());
  });
  page.on('request', (request) => visited.push(request.url()));
  return { navigations, visited };
}

/**
 * Proof the client can show, from the customer space: the certificate of insurance (a PDF whose verification
 * address, on the space's host, anyone opens without a login and finds it valid, with nothing of the contract but
 * the company and the period), and the proof-of-sale file (a zip whose documents match their SHA-256 and whose
 * record names the contract and its signature's audit).
 */
async function showProof(page: Page, card: Locator, t: (id: string) => string, number: string, host: string) {
  await expect(card.getByRole('heading', { name: t('space.proof.title') })).toBeVisible();
  const certifying = page.waitForEvent('download');
  await card.getByRole('button', { name: t('space.proof.certificate') }).click();
  const certificate = await certifying;
  expect(certificate.suggestedFilename()).toBe(`certificate-${number}.pdf`);
  const pdf = (await pdfText(new Uint8Array(await readFile((await certificate.path()) ?? '')))).replace(
    /\s+/g,
    ' ',
  );
  const address = /(http:\/\/\S+\/verify\?code=[A-Za-z0-9_-]{22})/.exec(pdf)?.[1] ?? '';
  expect(new URL(address).hostname).toBe(host);

  const proving = page.waitForEvent('download');
  await card.getByRole('button', { name: t('space.proof.file') }).click();
  const proof = await proving;
  expect(proof.suggestedFilename()).toBe(`proof-of-sale-${number}.zip`);
  const entries = unzipSync(new Uint8Array(await readFile((await proof.path()) ?? '')));
  const sums = strFromU8(entries.SHA256SUMS ?? new Uint8Array())
    .trim()
    .split('\n');
  expect(sums.length).toBeGreaterThan(0);
  for (const line of sums) {
    const [sha256, file = ''] = line.split('  ');
    expect(
      createHash('sha256')
        .update(entries[file] ?? new Uint8Array())
        .digest('hex'),
    ).toBe(sha256);
  }
  const record = JSON.parse(strFromU8(entries['proof-of-sale.json'] ?? new Uint8Array())) as {
    contract: { number: string };
    signature: { signed_at: string } | null;
  };
  expect(record.contract.number).toBe(number);
  expect(record.signature?.signed_at).toBeTruthy();

  // Whoever holds the certificate (its QR code) opens the address in a browser of their own.
  const stranger = await (page.context().browser()?.newContext() ?? Promise.reject(new Error('no browser')));
  try {
    const verifier = await stranger.newPage();
    await verifier.goto(address);
    await expect(verifier.getByRole('heading', { level: 1, name: t('space.verify.title') })).toBeVisible();
    await expect(verifier.getByText(t('space.verify.valid'))).toBeVisible();
    const [company = ''] = t('space.verify.company').split('{company}');
    await expect(verifier.getByText(company, { exact: false })).toBeVisible();
    await expect(verifier.getByText(number)).toHaveCount(0);
    await expectAccessible(verifier);
  } finally {
    await stranger.close();
  }
}

for (const [tenant, { project, persona }] of Object.entries(PERSONAS)) {
  test(`${tenant}: the finalization shows the contract issued, its signed contract and its certificate of insurance, and lands in the customer space of its own host signed in, where the client downloads the certificate and the proof of sale, changes the IBAN when paid by direct debit, asks to cancel, changes their phone and e-mail, downloads their data and asks to delete their account`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== project, `played on the ${project}`);
    test.setTimeout(150_000);
    const { navigations, visited } = watchAddresses(page);
    const calls = watchCoreCalls(page);
    const person = new Person(page, persona());
    const { t } = person;
    await person.chooseAnOffer();
    const journeyHost = new URL(page.url()).hostname;
    expect(journeyHost).toBe(`${tenant}.localhost`);
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
      .getByRole('link', { name: downloadName(t('documents.download'), person.persona.language) })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${number}-signed-contract.pdf`);
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The certificate of insurance, beside it.
    const certificateName = t('documents.download').replace('{name}', t('finalization.certificate.name'));
    const certifying = page.waitForEvent('download');
    await page.getByRole('link', { name: certificateName }).click();
    const certificate = await certifying;
    expect(certificate.suggestedFilename()).toBe(`${number}-certificate.pdf`);
    const certificateBytes = await readFile((await certificate.path()) ?? '');
    expect(certificateBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The journey's session, in the cookie its web server set, out of any script's reach.
    await expectServerSessionCookie(page);
    const journeySession = (await page.context().cookies(page.url())).find(
      (cookie) => cookie.name === 'client_session',
    )?.value;

    // The customer space, signed in at once (no login form on the way), shows the same number.
    await page.getByRole('link', { name: t('finalization.go') }).click();
    await person.seeContract();
    const landed = new URL(page.url());
    expect(landed.hostname).toBe(journeyHost);
    expect(landed.searchParams.has('hand_off')).toBe(false);
    await expect(page.getByRole('button', { name: t('space.layout.logout') })).toBeVisible();
    await expect(
      person.contract().getByText(t('space.contract.number').replace('{number}', number)),
    ).toBeVisible();
    expect(navigations.some((url) => url.includes('hand_off='))).toBe(true);
    expect(navigations.filter((url) => new URL(url).pathname.endsWith('/login'))).toEqual([]);
    // The space's own session, exchanged by its web server for the code; no session in any address, and no
    // answer a script read carried one.
    await expectServerSessionCookie(page);
    const spaceSession = (await page.context().cookies(page.url())).find(
      (cookie) => cookie.name === 'client_session',
    )?.value;
    expect(spaceSession).not.toBe(journeySession);
    for (const token of [journeySession, spaceSession]) {
      expect(visited.filter((url) => url.includes(token ?? 'no session'))).toEqual([]);
    }
    expect(visited.filter((url) => url.includes('client_token='))).toEqual([]);
    calls.expectOnlyThroughTheApp();

    // Back returns to the finalization, which the issued contract leaves for the brand's customer space again.
    await page.goBack();
    await expect(page.getByRole('button', { name: t('space.layout.logout') })).toBeVisible({
      timeout: 15_000,
    });
    expect(new URL(page.url()).hostname).toBe(journeyHost);
    await expect(page.getByRole('heading', { level: 1, name: t('space.login.title') })).toHaveCount(0);

    const card = person.contract();
    await showProof(page, card, t, number, landed.hostname);
    if (person.persona.payment === 'sepa') {
      // The client changes the IBAN: the payment screen's mandate text and 8-week refund right again, the
      // mandate accepted, then a new mandate reference stands on the contract.
      const before = /SOUSCRIRE-\d{4}-\d{6}/.exec((await card.textContent()) ?? '')?.[0];
      await card.getByRole('button', { name: t('space.iban.action') }).click();
      await expect(card.getByRole('heading', { name: t('space.iban.title') })).toBeFocused();
      const [authorise = ''] = t('payment.sepa.mandate.text').split('{creditor}');
      await expect(card.getByText(authorise, { exact: false })).toBeVisible();
      await expect(card.getByText(t('payment.sepa.mandate.refund'))).toBeVisible();
      await card.getByRole('textbox', { name: t('payment.sepa.holder') }).fill('Jeanne Martin');
      // Another account than the one the subscription paid with, valid for the bank's checks.
      const iban = person.persona.iban.startsWith('DE')
        ? 'FR76 3000 6000 0112 3456 7890 189'
        : 'DE89 3704 0044 0532 0130 00';
      await card.getByRole('textbox', { name: t('payment.sepa.iban') }).fill(iban);
      await expectAccessible(page);
      await card.getByRole('button', { name: t('space.iban.submit') }).click();
      await expect(card.getByText(t('errors.sepa.mandate-required')).first()).toBeVisible();
      const consent = card.getByRole('checkbox', { name: t('payment.sepa.mandate.accept') });
      await consent.focus();
      await page.keyboard.press('Space');
      await expect(consent).toBeChecked();
      await card.getByRole('button', { name: t('space.iban.submit') }).click();
      const [signed = ''] = t('space.iban.done').split('{reference}');
      const done = card.getByText(signed, { exact: false });
      await expect(done).toBeVisible();
      await expect(card.locator(':focus')).toContainText(signed);
      const after = /SOUSCRIRE-\d{4}-\d{6}/.exec((await done.textContent()) ?? '')?.[0] ?? '';
      expect(after).not.toBe(before);
      await expect(card.getByText(t('space.contract.mandate').replace('{reference}', after))).toBeVisible();
      await expect(
        card.getByText(
          t('space.contract.iban').replace(
            '{iban}',
            `${iban.slice(0, 2)}•• •••• ${iban.replaceAll(' ', '').slice(-4)}`,
          ),
        ),
      ).toBeVisible();
      await expectAccessible(page);
    } else {
      // Paid by card: there is no mandate to change.
      await expect(card.getByRole('button', { name: t('space.iban.action') })).toHaveCount(0);
    }

    // The client asks to cancel: the panel states the notice and the end date, asks for a confirmation,
    // then the contract says until when it covers.
    await card.getByRole('button', { name: t('space.cancel.action') }).click();
    await expect(card.getByRole('heading', { name: t('space.cancel.title') })).toBeFocused();
    const ends = t('space.cancel.effective-date').split('{date}')[0] ?? '';
    await expect(card.getByText(ends, { exact: false })).toBeVisible();
    await expectAccessible(page);
    await card.getByRole('button', { name: t('space.cancel.submit') }).click();
    await expect(card.getByText(t('space.cancel.confirm-required')).first()).toBeVisible();
    await card.getByRole('checkbox').focus();
    await page.keyboard.press('Space');
    await expect(card.getByRole('checkbox')).toBeChecked();
    await card.getByRole('button', { name: t('space.cancel.submit') }).click();
    await expect(page.getByText(t('space.cancel.done'))).toBeVisible();
    const until = t('space.contract.status.cancellation-requested').split('{date}')[0] ?? '';
    await expect(card.getByText(until, { exact: false })).toBeVisible();
    await expect(card.getByRole('button', { name: t('space.cancel.action') })).toHaveCount(0);
    await expectAccessible(page);

    // The client changes their phone and their e-mail on the account page: the phone at once, the e-mail waits
    // for its confirmation until the link e-mailed to the new address is opened; then the account shows it.
    await page.getByRole('link', { name: t('space.account.link') }).click();
    const contact = page.getByRole('region', { name: t('space.contact.title') });
    const email = contact.getByRole('textbox', { name: t('space.contact.email-label') });
    await expect(email).toHaveValue(person.persona.email);
    const phone = contact.getByRole('textbox', { name: t('space.contact.phone-label') });
    await expect(phone).not.toHaveValue('');
    await expectAccessible(page);
    const newEmail = person.persona.email.replace('@', '.new@');
    await email.fill(newEmail);
    // A mobile number of the brand's country, typed in its national form, kept in international form.
    const [typed, kept] =
      person.persona.country === 'DE'
        ? ['0151 98765432', '+4915198765432']
        : ['07 98 76 54 32', '+33798765432'];
    await phone.fill(typed);
    await contact.getByRole('button', { name: t('space.contact.submit') }).click();
    await expect(contact.getByText(t('space.contact.saved'))).toBeVisible();
    await expect(contact.getByRole('textbox', { name: t('space.contact.phone-label') })).toHaveValue(kept);
    const [waiting = ''] = t('space.contact.pending').replace('{email}', newEmail).split('{login}');
    await expect(contact.getByText(waiting, { exact: false })).toBeVisible();
    await expectAccessible(page);
    const link = await readMailbox(tenant, newEmail, /(http:\/\/\S+?\/email\?token=[A-Za-z0-9_-]+)/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: t('space.email.title') })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: t('space.email.submit') }).click();
    await expect(page.getByText(t('space.email.done').replace('{login}', newEmail))).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: t('space.email.account-link') }).click();
    await expect(
      page.getByRole('region', { name: t('space.contact.title') }).getByRole('textbox', {
        name: t('space.contact.email-label'),
      }),
    ).toHaveValue(newEmail);
    await expect(page.getByText(waiting, { exact: false })).toHaveCount(0);
    // The account's recent changes list it, made through the e-mail's link.
    const recent = page.getByRole('region', { name: t('space.changes.title') });
    await expect(recent.getByRole('listitem').first()).toContainText(t('space.changes.kind.email_confirmed'));
    await expect(recent.getByRole('listitem').first()).toContainText(t('space.changes.by.link'));

    // The client downloads their data from the account page: the account, the contract, its answers, how it
    // was signed, its payment's reference and the changes made here, in one JSON file.
    await expect(page.getByRole('heading', { level: 2, name: t('space.data.title') })).toBeVisible();
    await expectAccessible(page);
    const exporting = page.waitForEvent('download');
    await page.getByRole('button', { name: t('space.data.download') }).click();
    const exported = await exporting;
    expect(exported.suggestedFilename()).toBe('my-data.json');
    const mine = JSON.parse(await readFile((await exported.path()) ?? '', 'utf8'));
    expect(mine.client.login).toBe(newEmail);
    expect(mine.changes.map((change: { change: string }) => change.change)).toEqual([
      'email_confirmed',
      'email_change_requested',
      'contact_changed',
      'cancellation_requested',
      ...(person.persona.payment === 'sepa' ? ['iban_changed'] : []),
    ]);
    expect(mine.contracts.map((entry: { contract: { number: string } }) => entry.contract.number)).toContain(
      number,
    );
    expect(mine.contracts[0].signature.phone).toBeTruthy();

    // Then asks to delete the account: what is kept is said, the confirmation is required, the request recorded.
    const deletion = page.getByRole('region', { name: t('space.deletion.title') });
    await expect(deletion.getByText(t('space.deletion.body'))).toBeVisible();
    await deletion.getByRole('button', { name: t('space.deletion.submit') }).click();
    await expect(deletion.getByText(t('space.deletion.confirm-required')).first()).toBeVisible();
    const confirm = deletion.getByRole('checkbox', { name: t('space.deletion.confirm-label') });
    await confirm.focus();
    await page.keyboard.press('Space');
    await expect(confirm).toBeChecked();
    await deletion.getByRole('button', { name: t('space.deletion.submit') }).click();
    const recorded = t('space.deletion.done').split('{date}')[0] ?? '';
    await expect(deletion.getByText(recorded)).toBeVisible();
    await expect(deletion.locator(':focus')).toContainText(recorded);
    await expectAccessible(page);
  });
}
