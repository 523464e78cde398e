import { chromiumLaunchOptions } from '@souscrire/vitest-config/chromium';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const chromium = playwright({ launchOptions: chromiumLaunchOptions });

/**
 * One project per tenant theme: every story's play function and axe run in each, so accessibility
 * (contrast above all) is checked in plussimple's colours and in another tenant's.
 */
function themeProject(tenant: string): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: '.storybook', initialGlobals: { tenant } })],
    test: {
      name: `stories:${tenant}`,
      // On a loaded two-core CI machine a story's frame has once come up empty ('No Preview') while every
      // story passed on its own: one retry in CI keeps a real failure (it fails twice) and drops that flake.
      retry: process.env.CI ? 1 : 0,
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

/**
 * The built static site (`storybook build`), opened in Chromium: every docs page renders its heading and a
 * story preview without an error, and the Locale toolbar translates the stories.
 */
const staticSite: TestProjectInlineConfiguration = {
  test: { name: 'static-site', include: ['static-site.test.ts'], environment: 'node', testTimeout: 30_000 },
};

export default defineConfig({
  test: { projects: [themeProject('plussimple'), themeProject('maif'), staticSite] },
});
