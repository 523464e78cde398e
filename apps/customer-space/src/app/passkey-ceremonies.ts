import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { components } from '@souscrire/core-api';

type Schemas = components['schemas'];

/**
 * The browser's two WebAuthn ceremonies, as the customer space uses them: whether the browser has WebAuthn,
 * creating a passkey for the core's options, and signing the core's challenge with one. The pages take them as
 * a prop (tests hand in their own); {@link browserPasskeys} is the browser's, through @simplewebauthn/browser.
 */
export type PasskeyCeremonies = {
  supported(): boolean;
  create(options: Schemas['PasskeyCreationOptions']): Promise<Schemas['PasskeyAttestation']>;
  get(options: Schemas['PasskeyRequestOptions']): Promise<Schemas['PasskeyAssertion']>;
};

/**
 * The browser's ceremonies (`navigator.credentials.create()` and `get()`, through @simplewebauthn/browser).
 *
 * @example
 * if (browserPasskeys.supported()) await browserPasskeys.get(options);
 */
export const browserPasskeys: PasskeyCeremonies = {
  supported: () => browserSupportsWebAuthn(),
  create: (optionsJSON) => startRegistration({ optionsJSON }),
  get: (optionsJSON) => startAuthentication({ optionsJSON }),
};

/** The names of an error and of its cause (@simplewebauthn/browser keeps the browser's name and error). */
function errorNames(error: unknown): unknown[] {
  const cause = (error as { cause?: unknown } | null)?.cause;
  return [error, cause].map((candidate) => (candidate as { name?: unknown } | null)?.name);
}

/**
 * Whether a ceremony ended without a passkey because the person (or the browser's time limit) stopped it: the
 * browser then throws `NotAllowedError` (WebAuthn Level 3, 5.1.3 and 5.1.4), which the pages tell as a
 * cancellation rather than a failure.
 */
export function ceremonyCancelled(error: unknown): boolean {
  return errorNames(error).includes('NotAllowedError');
}

/** Whether the device already holds a passkey of this account (`excludeCredentials` matched: `InvalidStateError`). */
export function alreadyOnDevice(error: unknown): boolean {
  return errorNames(error).includes('InvalidStateError');
}
