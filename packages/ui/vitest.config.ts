import { isolatedWhereMocking, sourceResolution, testSettings } from '@souscrire/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolution,
  plugins: [react()],
  test: {
    ...testSettings,
    setupFiles: ['./src/test/setup.ts'],
    projects: isolatedWhereMocking(import.meta.dirname, ['src/**/*.test.{ts,tsx}']),
  },
});
