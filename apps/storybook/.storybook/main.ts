import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { uiPlugin } from '@souscrire/ui/vite-plugin';
import { SOURCE_CONDITION } from '@souscrire/vitest-config';
import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions } from 'vite';
import { SITE_LOCALES } from './locales.ts';

const config: StorybookConfig = {
  stories: ['../docs/*.mdx', '../../../packages/ui/src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // The kit and the themes are read from their sources: no package has to be built first.
      resolve: { ...viteConfig.resolve, conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
      plugins: [
        ...(viteConfig.plugins ?? []),
        // react-aria's built-in strings only for the five interface languages.
        optimizeLocales.vite({ locales: SITE_LOCALES.map((locale) => locale.language) }),
        uiPlugin(),
      ],
    };
  },
};

export default config;
