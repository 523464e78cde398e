import { defineConfig } from 'vitest/config';

export default defineConfig({
  // dependency-cruiser walks the whole repository; on a loaded CI machine that takes more than 5 s.
  test: { include: ['*.test.ts'], testTimeout: 120_000 },
});
