import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import { anotherDevice } from './support/devices.ts';
import { frenchPersona, Person, readResumeLink, uniqueContact } from './support/person.ts';

// Agent-started journeys, clicking only: an agent opens the journey from their agent link
// and answers the introduction, the criteria and the contact details in their own browser, then saves the
// subscription for later: the link goes to the prospect's address. The prospect opens it on their own device
// (a new browser context: none of the agent's storage), declares, chooses the offer, signs and pays, and in the
// customer space reads, answer by answer, which ones their agent gave and which ones they gave.
// plussimple on the desktop, MAIF on a phone: two tenant themes.

type Agent = { tenant: string; token: string; name: string };
const AGENTS = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../core-service/src/data/agents.json'), 'utf8'),
) as Agent[];

test('an agent starts the subscription from their link, the prospect finishes it, the customer space says who gave each answer', async ({
  page,
  browser,
}, testInfo) => {
  // A whole journey in two browsers, each screen checked with axe: up to 5 minutes on a busy machine.
  test.setTimeout(300_000);
  const tenant = testInfo.project.name === 'phone' ? 'maif' : 'plussimple';
  const agent = AGENTS.find((candidate) => candidate.tenant === tenant);
  if (agent === undefined) throw new Error(`no development agent of ${tenant}`);
  const persona = frenchPersona({ tenant, ...uniqueContact('agent', '+336', '') });

  // The agent, in their browser: from their link to the declarations, then 'Save for later' to the prospect.
  const byAgent = new Person(page, persona);
  const { t } = byAgent;
  await byAgent.startFromAgentLink('rc-pro', agent.token);
  await byAgent.introduce();
  await byAgent.answerCriteria({ revenue: '250000' });
  await byAgent.confirmContact();
  await byAgent.reach('killing.title');
  await byAgent.sendByEmail('sidebar.actions.save-for-later');

  // The prospect, on their own device, opens the link e-mailed to them and finishes as themselves.
  const link = await readResumeLink(tenant, persona.email);
  const device = await anotherDevice(browser, testInfo);
  const prospect = new Person(device, persona);
  await device.goto(link);
  await prospect.declare();
  await prospect.chooseOffer();
  await prospect.checkAnswers();
  await prospect.signAndPay();
  await prospect.openCustomerSpace();

  // Each answer says who gave it, in words: the agent's (criteria, contact details), the prospect's
  // (declarations, offer).
  const answers = await prospect.seeWhoGaveTheAnswers(agent.name);
  const byTheAgent = t('space.answers.given-by-agent').replace('{agent}', agent.name);
  const byYou = t('space.answers.given-by-you');
  const row = (label: string | RegExp): Locator =>
    answers.locator('.sc-space-answers__row').filter({ has: device.getByRole('term').getByText(label) });
  const section = (name: string) =>
    answers.getByRole('heading', {
      level: 4,
      name: t('space.answers.section').match(`${name} \\{([^}]*)\\}`)?.[1],
    });
  await expect(section('criteria')).toBeVisible();
  await expect(row(/^Chiffre d.affaires annuel$/)).toContainText(byTheAgent);
  await expect(row('Adresse e-mail')).toContainText(persona.email);
  await expect(row('Adresse e-mail')).toContainText(byTheAgent);
  await expect(row(/procédure collective/)).toContainText(byYou);
  await expect(row('Formule')).toContainText(byYou);
  // Both givers are there, and nothing is said by colour alone: each row carries its words.
  expect(await answers.getByText(byTheAgent).count()).toBeGreaterThan(3);
  expect(await answers.getByText(byYou).count()).toBeGreaterThan(1);
  const rows = await answers.locator('.sc-space-answers__row').all();
  for (const each of rows) await expect(each).toContainText(new RegExp(`${byTheAgent}|${byYou}`));
  // The excess reads as an amount, not a code.
  await expect(row('Franchise')).toContainText('€');
  await device.screenshot({
    path: testInfo.outputPath(`who-gave-the-answers-${tenant}.png`),
    fullPage: true,
  });
  // As the screen shows them: the agent's answers, then the prospect's.
  for (const [name, top] of [
    ['agent', answers.getByRole('heading', { level: 3 })],
    ['prospect', section('declarations')],
  ] as const) {
    await top.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await device.screenshot({ path: testInfo.outputPath(`who-gave-${name}-${tenant}.png`) });
  }
  await device.context().close();
});
