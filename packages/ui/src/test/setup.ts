// Adds the DOM matchers (toBeVisible, toHaveAttribute...) to vitest's expect, and sets Testing Library up as
// every package's tests do (@souscrire/vitest-config/testing-library).
import '@testing-library/jest-dom/vitest';
import { setUpTestingLibrary } from '@souscrire/vitest-config/testing-library';
import { cleanup, configure } from '@testing-library/react';

setUpTestingLibrary({ configure, cleanup });
