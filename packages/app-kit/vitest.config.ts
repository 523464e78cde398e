import { sourceResolution } from '@souscrire/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolution,
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
});
