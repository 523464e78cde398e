import { sourceResolution } from '@souscrire/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolution,
  test: {
    include: ['src/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      // result.ts holds only a type and index.ts only re-exports (index.test.ts checks its list).
      exclude: ['src/**/*.test.ts', 'src/**/*.test-d.ts', 'src/result.ts', 'src/index.ts'],
      reporter: ['text', 'json-summary'],
      // The package is pure logic: every branch is a product rule and has its case.
      thresholds: { branches: 100, functions: 100, lines: 100, statements: 100 },
    },
  },
});
