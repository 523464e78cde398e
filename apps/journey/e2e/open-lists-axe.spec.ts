import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, frenchPersona, Person } from './support/person.ts';

// The search lists of the introduction (activity, city, company), open with their results, pass axe like the
// screens around them: what the list hides from assistive technology cannot take the focus (aria-hidden-focus:
// the skip link, the header, the sidebar), and each result is named by the text it shows
// (label-content-name-mismatch). Reached by clicking and typing from the home page, on a desktop and a phone.

/** Types in a search and waits for its list open with results, then checks the page with axe. */
async function expectOpenListAccessible(page: Page, label: string | RegExp, text: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label });
  await combobox.fill(text);
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  // A result (the list's 'searching' or 'no result' line has no label part).
  const first = listbox
    .getByRole('option')
    .filter({ has: page.locator('[slot="label"]') })
    .first();
  await expect(first).toBeVisible();
  // A result is named by all it shows: its name and what helps recognise it.
  const shown = ((await first.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  await expect(first).toHaveAccessibleName(shown);
  await expectAccessible(page);
  // While the list is open, nothing outside it that assistive technology cannot see can take the focus.
  const hiddenButFocusable = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '[aria-hidden="true"] :is(a[href], button, input, select, textarea, [tabindex])',
      ),
    ]
      .filter(
        (element) =>
          !element.closest('[inert]') && element.tabIndex >= 0 && !element.hasAttribute('disabled'),
      )
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(hiddenButFocusable).toEqual([]);
  await combobox.press('Escape');
  await expect(listbox).toBeHidden();
}

test('the activity, city and company lists pass axe while open', async ({ page }) => {
  test.setTimeout(90_000);
  const person = new Person(page, frenchPersona());
  await person.startFromHome();
  await person.reach('activity.title');
  await expectOpenListAccessible(page, person.t('activity.search.label'), person.persona.activity);
  await person.pickFirst(person.t('activity.search.label'), person.persona.activity);
  await person.continue();
  await person.reach('city.title');
  await expectOpenListAccessible(page, new RegExp(person.t('city.search.label')), person.persona.postalCode);
  await person.pickFirst(new RegExp(person.t('city.search.label')), person.persona.postalCode);
  await person.continue();
  await person.reach('company.title');
  await expectOpenListAccessible(page, person.t('company.search.label'), 'boulangerie');
});
