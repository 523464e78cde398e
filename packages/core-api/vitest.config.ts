import { sourceResolution } from '@souscrire/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolution,
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'examples/**/*.test.ts', 'scripts/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
});
