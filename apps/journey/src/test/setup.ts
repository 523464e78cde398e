// Testing Library as every package's tests set it up (@souscrire/vitest-config/testing-library).
import { setUpTestingLibrary } from '@souscrire/vitest-config/testing-library';
import { cleanup, configure } from '@testing-library/react';

setUpTestingLibrary({ configure, cleanup });
