import { expect, type FrameLocator, type Page } from '@playwright/test';
import { test } from './support/csp-test.ts';
import { coreText, frenchPersona, Person, uniqueContact } from './support/person.ts';

// The signature, as a person on a small phone meets it: the signing frame sizes to its page, so its Sign and
// Cancel are in view without scrolling inside the frame (at 360 px, then 320 px); a Continue pressed before
// signing says what to do, tied to it; payment is not offered as a link before the documents are signed. None
// of it breaks the Content-Security-Policy (the signing page's script, the frame's height).

/** Whether a button of the signing page lies wholly inside the frame's window, the frame scrolled to its top. */
async function inFrameView(frame: FrameLocator, name: string): Promise<boolean> {
  return frame.getByRole('button', { name }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    return (
      (document.scrollingElement?.scrollTop ?? 0) === 0 && box.top >= 0 && box.bottom <= window.innerHeight
    );
  });
}

/** The steps menu (the sidebar on a desktop, the progress header's menu on a phone), opened. */
async function stepsMenu(page: Page, person: Person) {
  const open = page.getByRole('button', { name: person.t('layout.menu.open') });
  if (await open.isVisible()) await open.click();
  return page
    .getByRole('navigation', { name: person.t('layout.steps-navigation') })
    .filter({ visible: true });
}

test('the signature fits a phone, says what to do before signing, and offers no payment yet', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const person = new Person(page, frenchPersona({ ...uniqueContact('sophie', '+336', '') }));
  const { t } = person;
  await person.chooseAnOffer();
  await person.acknowledgeDocuments();
  await person.declareOwnersIfAsked();
  await person.reach('signature.title', 'iframe');

  // Before signing, payment is named in the steps but is no link.
  const steps = await stepsMenu(page, person);
  await expect(steps.getByText(t('sidebar.steps.payment'), { exact: true })).toBeVisible();
  await expect(steps.getByRole('link', { name: t('sidebar.steps.payment') })).toHaveCount(0);
  const close = page.getByRole('button', { name: t('layout.menu.close') });
  if (await close.isVisible()) await close.click();

  // Continue before signing: what to do, next to Continue and tied to it.
  const next = page.getByRole('button', { name: t('common.continue'), exact: true });
  await next.click();
  await expect(page.getByRole('alert').filter({ hasText: t('signature.continue-unsigned') })).toBeVisible();
  await expect(next).toHaveAccessibleDescription(t('signature.continue-unsigned'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('signature.title'));

  // The frame sizes to the signing page: Sign and Cancel in view without scrolling inside it.
  const iframe = page.locator(`iframe[title="${t('signature.frame.title')}"]`);
  const frame = iframe.contentFrame();
  const widths = testInfo.project.name === 'phone' ? [360, 320] : [1280];
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 640 });
    // The frame is as tall as the page it shows (within a pixel), whatever the width.
    await expect
      .poll(async () => {
        const inner = await frame.locator('body').evaluate((body) => body.getBoundingClientRect().height);
        return Math.abs((await iframe.evaluate((element) => element.clientHeight)) - inner) <= 1;
      })
      .toBe(true);
    for (const id of ['signing.sign', 'signing.cancel']) {
      await expect.poll(() => inFrameView(frame, coreText(id, 'fr'))).toBe(true);
    }
    // What the person sees with the frame in view (a full-page capture does not paint a framed page whole).
    await iframe.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`signature-${width}.png`) });
  }

  // Signed: the message goes, and payment follows.
  await person.sign();
  await person.reach('payment.title', '.sc-payment__card-fields iframe');
});
