import { afterEach } from 'vitest';

/** What {@link setUpTestingLibrary} uses of `@testing-library/react` (the caller's own copy of it). */
export interface TestingLibrary {
  configure: (options: { asyncUtilTimeout: number }) => void;
  cleanup: () => void;
}

/**
 * Sets Testing Library up the same way in every package's test setup file: its waiting queries (`findBy…`,
 * `waitFor`) wait 5 s rather than 1 s (CI runs the unit tests on two cores beside the e2e suite), and what a
 * test rendered is unmounted after it. The package passes its own `@testing-library/react`, so this preset
 * depends on none.
 *
 * @example
 * // src/test/setup.ts
 * import { cleanup, configure } from '@testing-library/react';
 * import { setUpTestingLibrary } from '@souscrire/vitest-config/testing-library';
 * setUpTestingLibrary({ configure, cleanup });
 */
export function setUpTestingLibrary({ configure, cleanup }: TestingLibrary): void {
  configure({ asyncUtilTimeout: 5_000 });
  afterEach(() => {
    cleanup();
  });
}
