import { expect, test } from '@playwright/test';
import { whenHydrated } from './support/browser-render.ts';
import { answerIntroduction, createSubscription, criteriaSubSteps, holdProof } from './support/core.ts';

test('the bare criteria route lands on the first sub-step going forwards and on the last going backwards', async ({
  page,
}) => {
  const id = await createSubscription('plussimple');
  await holdProof(page, id);
  // The activity screen's Continue saves an answer: give one, as a visitor would.
  await answerIntroduction('plussimple', id);
  const subSteps = await criteriaSubSteps('plussimple', id);
  expect(subSteps.length).toBeGreaterThan(1);
  const base = `/fr-FR/souscription/${id}`;
  await page.goto(`/fr-FR/intent?type=subscription&prospect_id=${id}`);
  await expect(page).toHaveURL(new RegExp(`${base}/activite$`));
  // The screen the web server rendered takes presses once the app has taken it over (a person's first press
  // before that is lost on an inert page).
  await whenHydrated(page);
  const next = page.getByRole('button', { name: 'Continuer' });
  const back = page.getByRole('button', { name: 'Retour' });

  // activity -> city -> company -> criteria (first sub-step)
  for (const word of ['ville', 'entreprise', `criteres/${subSteps[0]}`]) {
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${base}/${word}$`));
  }
  // through the sub-steps, then out to the contact details confirmation (first sub-step)
  for (const subStep of subSteps.slice(1)) {
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${base}/criteres/${subStep}$`));
  }
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${base}/confirmation/contact$`));
  // backwards out of the confirmation lands on the last criteria sub-step
  await back.click();
  await expect(page).toHaveURL(new RegExp(`${base}/criteres/${subSteps.at(-1)}$`));
});
