import { describe, expect, test, vi } from 'vitest';
import {
  cookieProofs,
  keepProspectProof,
  proofCookie,
  prospectProof,
  takeProofFromUrl,
} from './prospect-proof.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (name: string) => values.get(name) ?? null,
    setItem: (name: string, value: string) => void values.set(name, value),
  };
}

describe('prospect proofs in the browser', () => {
  test('are kept per prospect', () => {
    const storage = memoryStorage();
    keepProspectProof('p-1', 'secret-1', storage);
    expect(prospectProof('p-1', storage)).toBe('secret-1');
    expect(prospectProof('p-2', storage)).toBeUndefined();
  });

  test('are handed to the web server in a cookie of their own, which a request carries back', () => {
    const cookies: string[] = [];
    keepProspectProof('p-1', 'secret-1', memoryStorage(), (cookie) => cookies.push(cookie));
    expect(cookies).toEqual([proofCookie('p-1', 'secret-1', false)]);
    expect(cookies[0]).toMatch(
      /^souscrire\.prospect-proof\.p-1=secret-1; Max-Age=2592000; Path=\/; SameSite=Lax$/,
    );
    const sent = (cookies[0] ?? '').split(';')[0] ?? '';
    expect(prospectProof('p-1', cookieProofs(`locale=fr-FR; ${sent}`))).toBe('secret-1');
    expect(prospectProof('p-2', cookieProofs(sent))).toBeUndefined();
    expect(proofCookie('p-1', 'secret-1', true)).toMatch(/; Secure/);
  });

  test('a storage that refuses reads and writes leaves no proof and throws nothing', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => keepProspectProof('p-1', 'secret', broken)).not.toThrow();
    expect(prospectProof('p-1', broken)).toBeUndefined();
    expect(prospectProof('p-1', undefined)).toBeUndefined();
  });

  test.each([
    [
      'https://x/fr-FR/intent?type=subscription&prospect_id=p-1&prospect_proof=s-1#top',
      '/fr-FR/intent?type=subscription&prospect_id=p-1#top',
      's-1',
    ],
    ['https://x/fr-FR/intent?prospect_proof=s-1', '/fr-FR/intent', undefined],
    ['https://x/fr-FR/intent?prospect_id=p-1&prospect_proof=', '/fr-FR/intent?prospect_id=p-1', undefined],
  ])('takes the proof of %s out of the address', (address, cleaned, kept) => {
    const storage = memoryStorage();
    expect(takeProofFromUrl(new URL(address), storage)).toBe(cleaned);
    expect(prospectProof('p-1', storage)).toBe(kept);
  });

  test('an address without a proof is left alone, and the browser storage is not opened for it', () => {
    expect(
      takeProofFromUrl(new URL('https://x/fr-FR/intent?prospect_id=p-1'), memoryStorage()),
    ).toBeUndefined();
    const opened = vi.spyOn(globalThis, 'localStorage', 'get');
    expect(takeProofFromUrl(new URL('https://x/fr-FR/souscription/p-1/offre'))).toBeUndefined();
    expect(opened).not.toHaveBeenCalled();
    opened.mockRestore();
  });

  test("with no storage given, a proof is kept in the browser's", () => {
    takeProofFromUrl(new URL('https://x/fr-FR/intent?prospect_id=p-9&prospect_proof=s-9'));
    expect(prospectProof('p-9')).toBe('s-9');
    localStorage.clear();
  });
});
