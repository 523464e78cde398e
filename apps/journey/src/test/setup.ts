// Unmounts rendered components after each test (Testing Library), and lets its queries that wait (findBy...,
// waitFor) wait 5 s rather than 1 s: CI runs these tests on two cores beside the e2e suite.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
