import { sourceResolution } from '@souscrire/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolution,
  test: {
    include: ['src/**/*.test.ts'],
    // Seeds one PGlite for the whole run; each test file opens a copy of it (src/testing/global-setup.ts).
    globalSetup: ['src/testing/global-setup.ts'],
    hookTimeout: 120_000,
    testTimeout: 60_000,
  },
});
