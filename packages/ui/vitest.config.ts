import { sourceResolution } from '@souscrire/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolution,
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The whole repo's tests share two cores in CI: leave room for a loaded machine.
    testTimeout: 30_000,
  },
});
