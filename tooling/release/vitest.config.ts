import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One file at a time: each starts servers of its own from a copy of the bundle.
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
