import type { components } from '@souscrire/core-api';
import { vi } from 'vitest';
import type { PasskeyCeremonies } from '../app/passkey-ceremonies.ts';

type Schemas = components['schemas'];

/** What a browser answers `navigator.credentials.create()` with (opaque to the page: the core verifies it). */
export const ATTESTATION: Schemas['PasskeyAttestation'] = {
  id: 'Xc9uQ2lE0i1sZr8vN3pWq4tY7uA6bC5dE2fG1hJ0kL8',
  rawId: 'Xc9uQ2lE0i1sZr8vN3pWq4tY7uA6bC5dE2fG1hJ0kL8',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'eyJ9', attestationObject: 'o2Nm', transports: ['internal'] },
};

/** What a browser answers `navigator.credentials.get()` with. */
export const ASSERTION: Schemas['PasskeyAssertion'] = {
  id: 'Xc9uQ2lE0i1sZr8vN3pWq4tY7uA6bC5dE2fG1hJ0kL8',
  rawId: 'Xc9uQ2lE0i1sZr8vN3pWq4tY7uA6bC5dE2fG1hJ0kL8',
  type: 'public-key',
  clientExtensionResults: {},
  response: { clientDataJSON: 'eyJ9', authenticatorData: 'SZYN', signature: 'MEUC' },
};

/** The challenge options the core answers, as the page passes them to the browser untouched. */
export const REQUEST_OPTIONS: Schemas['PasskeyRequestOptions'] = {
  challenge: 'c2lnbi1pbg',
  rpId: 'plussimple.localhost',
  userVerification: 'required',
};

export const CREATION_OPTIONS: Schemas['PasskeyCreationOptions'] = {
  challenge: 'cmVnaXN0ZXI',
  rp: { name: 'Plus Simple', id: 'plussimple.localhost' },
  user: { id: 'dXNlcg', name: 'demo.client@example.com', displayName: 'demo.client@example.com' },
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};

/** The browser's ceremonies as a test wants them: WebAuthn present, each prompt answering `ATTESTATION`/`ASSERTION`. */
export function fakeCeremonies(overrides: Partial<PasskeyCeremonies> = {}) {
  return {
    supported: () => true,
    create: vi.fn(async () => ATTESTATION),
    get: vi.fn(async () => ASSERTION),
    ...overrides,
  } satisfies PasskeyCeremonies;
}

/** The error a browser throws when the person closes the prompt or it times out. */
export const cancelledPrompt = () =>
  new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
