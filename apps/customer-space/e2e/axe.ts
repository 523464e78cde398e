import { expect, type Page } from '@playwright/test';
import { axeViolations } from '@souscrire/vitest-config/axe';

/** Axe finds nothing on the page as it stands; a violation is named with the elements it concerns. */
export async function expectNoAxeViolations(page: Page) {
  const results = await axeViolations(page);
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
    ),
  ).toEqual([]);
}
