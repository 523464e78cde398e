import { sourceResolution, testSettings } from '@souscrire/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolution,
  plugins: [react()],
  test: {
    ...testSettings,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
