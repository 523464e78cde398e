import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// Debian's Chromium: browsers are never downloaded on these machines (ENVIRONMENT.md).
const chromium = playwright({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
});

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
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  test: { projects: [themeProject('plussimple'), themeProject('maif')] },
});
