import { test as base, expect } from '@playwright/test';

/** A Content-Security-Policy violation seen in a page or one of its frames. */
export type CspViolation = { directive: string; blocked: string; source: string };

/**
 * Playwright's `test` that fails a test on any Content-Security-Policy violation (the e2e suite
 * raises none) in any page of the test's context and in every frame (the core's signing and card frames
 * too): a `securitypolicyviolation` listener added before any script of the page runs, and the console's
 * "Refused to ..." errors as a second witness.
 *
 * @example
 * import { test } from './support/csp-test.ts';
 * test('the home page', async ({ page }) => { await page.goto('/fr-FR'); });
 */
export const test = base.extend<{ cspViolations: CspViolation[] }>({
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
