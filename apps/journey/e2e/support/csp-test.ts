import { test as base, expect, type Page } from '@playwright/test';

/** A Content-Security-Policy violation seen in a page or one of its frames. */
export type CspViolation = { directive: string; blocked: string; source: string };

/**
 * Playwright's `test` that fails a test on any Content-Security-Policy violation (the e2e suite
 * raises none) in any page of the test's context and in every frame (the core's signing and card frames
 * too): a `securitypolicyviolation` listener added before any script of the page runs, and the console's
 * "Refused to ..." errors as a second witness. It also fails a test on any error a page of the context logs
 * in its console (a failed request included) and on any uncaught exception: every screen a test passes
 * through is free of console errors, those a test provokes on purpose aside (`expectedConsoleErrors`).
 *
 * @example
 * import { test } from './support/csp-test.ts';
 * test('the home page', async ({ page }) => { await page.goto('/fr-FR'); });
 * // A spec that provokes a refusal says which:
 * test.use({ expectedConsoleErrors: [/status of 403/] });
 */
export const test = base.extend<{
  cspViolations: CspViolation[];
  expectedConsoleErrors: RegExp[];
  consoleErrors: string[];
}>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ context, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const keep = (text: string) => {
        if (!expectedConsoleErrors.some((expected) => expected.test(text))) errors.push(text);
      };
      const watch = (page: Page) => {
        page.on('console', (message) => {
          // CSP refusals are the cspViolations fixture's to report.
          if (message.type() !== 'error' || /Content Security Policy/i.test(message.text())) return;
          keep(`${message.text()} (${message.location().url})`);
        });
        page.on('pageerror', (error) => keep(`uncaught: ${error.message}`));
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'errors logged in the console').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__souscrireCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __souscrireCspViolation?: (v: unknown) => void })
            .__souscrireCspViolation;
          report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.documentURI}${event.lineNumber ? `:${event.lineNumber}` : ''}`,
          });
        });
      });
      context.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
          violations.push({ directive: 'console', blocked: message.text(), source: message.location().url });
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
