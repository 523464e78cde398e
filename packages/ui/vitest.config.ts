import { isolatedWhereMocking, sourceResolution, testSettings } from '@souscrire/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { uiPlugin } from './src/vite-plugin/index.ts';

export default defineConfig({
  ...sourceResolution,
  plugins: [react(), uiPlugin()],
  test: {
    ...testSettings,
    setupFiles: ['./src/test/setup.ts'],
    // react-aria goes through the bundler's plugins, as in an app: its combo box strings come from `uiPlugin`.
    server: { deps: { inline: ['react-aria', 'react-aria-components'] } },
    projects: isolatedWhereMocking(import.meta.dirname, ['src/**/*.test.{ts,tsx}']),
  },
});
