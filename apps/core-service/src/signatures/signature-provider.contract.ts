import { describe, expect, test } from 'vitest';
import type { CodeRecipient, SignatureProvider } from './signature-provider.ts';

/** A provider under test, with what a test needs of it: new signatures, the code it sent, its limits. */
export type SignatureProviderFixture = {
  provider: SignatureProvider;
  /** A new signature, pending, and whom its codes go to. */
  newSignature(): Promise<CodeRecipient>;
  /** The code last sent for the signature, read where the provider's test mode shows it. */
  lastCode(recipient: CodeRecipient): Promise<string>;
  /** Checks per signature in all, and codes sent per signature in all. */
  limits: { attempts: number; codes: number; resendSeconds: number; codeMinutes: number };
  /**
   * Moves the signature's last code back in time by `seconds`, where the provider allows it (its sandbox);
   * without it, the tests of resending and expiry are skipped.
   */
  age?: (signatureId: string, seconds: number) => Promise<void>;
};

/**
 * The contract every e-signature provider passes: a signing page per signature, a code sent then checked
 * (the right one signs, another does not), resending only after its delay with the new code replacing the
 * old, a code that expires, and no code or check beyond the signature's limits. Run it from a `*.test.ts`
 * with the adapter's fixture.
 *
 * @example
 * describeSignatureProviderContract('sandbox', async () => ({ provider, newSignature, lastCode, limits, age }));
 */
export function describeSignatureProviderContract(
  name: string,
  makeFixture: () => Promise<SignatureProviderFixture>,
): void {
  describe(`e-signature provider contract: ${name}`, () => {
    test('each signature has a signing page of its own, at an absolute address', async () => {
      const { provider, newSignature } = await makeFixture();
      const first = await newSignature();
      const second = await newSignature();
      const page = provider.frameUrl(first.signatureId, 'http://localhost:4000', 'fr');
      expect(URL.canParse(page)).toBe(true);
      expect(provider.frameUrl(second.signatureId, 'http://localhost:4000', 'fr')).not.toBe(page);
    });

    test('the code sent signs; another code does not, and the right one still does after it', async () => {
      const { provider, newSignature, lastCode } = await makeFixture();
      const recipient = await newSignature();
      expect(await provider.sendCode(recipient)).toEqual({ sent: true });
      const code = await lastCode(recipient);
      expect(code).toMatch(/^\d{6}$/);
      const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect(await provider.checkCode(recipient.signatureId, other)).toBe('wrong');
      expect(await provider.checkCode(recipient.signatureId, code)).toBe('valid');
    });

    test('a second code at once is refused with the seconds to wait', async () => {
      const { provider, newSignature, limits } = await makeFixture();
      const recipient = await newSignature();
      await provider.sendCode(recipient);
      const again = await provider.sendCode(recipient);
      expect(again.sent).toBe(false);
      const wait = again.sent ? 0 : (again.retryIn ?? 0);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(limits.resendSeconds);
    });

    test('past its attempts, a signature refuses even the right code', async () => {
      const { provider, newSignature, lastCode, limits } = await makeFixture();
      const recipient = await newSignature();
      await provider.sendCode(recipient);
      const code = await lastCode(recipient);
      const other = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      for (let attempt = 0; attempt < limits.attempts; attempt += 1) {
        expect(await provider.checkCode(recipient.signatureId, other)).toBe('wrong');
      }
      expect(await provider.checkCode(recipient.signatureId, code)).toBe('exhausted');
    });

    test('after the delay a new code is sent and replaces the old; past the codes allowed, none', async (context) => {
      const { provider, newSignature, lastCode, limits, age } = await makeFixture();
      if (age === undefined) return context.skip();
      const recipient = await newSignature();
      await provider.sendCode(recipient);
      const first = await lastCode(recipient);
      for (let sent = 1; sent < limits.codes; sent += 1) {
        await age(recipient.signatureId, limits.resendSeconds + 1);
        expect(await provider.sendCode(recipient)).toEqual({ sent: true });
      }
      const last = await lastCode(recipient);
      await age(recipient.signatureId, limits.resendSeconds + 1);
      expect(await provider.sendCode(recipient)).toEqual({ sent: false, retryIn: null });
      if (first !== last) expect(await provider.checkCode(recipient.signatureId, first)).toBe('wrong');
      expect(await provider.checkCode(recipient.signatureId, last)).toBe('valid');
    });

    test('a code past its minutes has expired', async (context) => {
      const { provider, newSignature, lastCode, limits, age } = await makeFixture();
      if (age === undefined) return context.skip();
      const recipient = await newSignature();
      await provider.sendCode(recipient);
      await age(recipient.signatureId, limits.codeMinutes * 60 + 1);
      expect(await provider.checkCode(recipient.signatureId, await lastCode(recipient))).toBe('expired');
    });
  });
}
