import { describe, expect, test } from 'vitest';
import { withProspectProof } from './proof-header.ts';
import { cookieProofs, keepProspectProof, proofCookie } from './prospect-proof.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('withProspectProof', () => {
  test('a write on a prospect carries the proof kept for it, and only for it', () => {
    const storage = memoryStorage();
    keepProspectProof('p-1', 'proof-of-p1', storage, () => undefined);
    const write = new Request('http://core.test/v2/prospects/p-1/criterias', { method: 'PUT' });
    withProspectProof(write, storage);
    expect(write.headers.get('x-prospect-proof')).toBe('proof-of-p1');
    const other = new Request('http://core.test/v2/prospects/p-2', { method: 'PUT' });
    withProspectProof(other, storage);
    expect(other.headers.has('x-prospect-proof')).toBe(false);
  });

  test('a read of a prospect carries it too: every read of a prospect needs its proof', () => {
    const storage = memoryStorage();
    keepProspectProof('p-1', 'proof-of-p1', storage, () => undefined);
    const read = new Request('http://core.test/v2/prospects/p-1/offer');
    withProspectProof(read, storage);
    expect(read.headers.get('x-prospect-proof')).toBe('proof-of-p1');
  });

  test('the web server reads the proof the cookie of the request carries', () => {
    const read = new Request('http://core.test/v2/prospects/p-1?include=step');
    withProspectProof(read, cookieProofs(`locale=fr-FR; ${proofCookie('p-1', 'from-cookie', true)}`));
    expect(read.headers.get('x-prospect-proof')).toBe('from-cookie');
    const other = new Request('http://core.test/v2/prospects/p-2');
    withProspectProof(other, cookieProofs(proofCookie('p-1', 'from-cookie', true).split(';')[0] ?? ''));
    expect(other.headers.has('x-prospect-proof')).toBe(false);
  });

  test('calls on no prospect carry none; a header already set is kept', () => {
    const storage = memoryStorage();
    keepProspectProof('p-1', 'proof-of-p1', storage, () => undefined);
    const create = new Request('http://core.test/v2/prospects', { method: 'POST' });
    withProspectProof(create, storage);
    expect(create.headers.has('x-prospect-proof')).toBe(false);
    const set = new Request('http://core.test/v2/prospects/p-1/contracts', {
      method: 'POST',
      headers: { 'X-Prospect-Proof': 'given' },
    });
    withProspectProof(set, storage);
    expect(set.headers.get('x-prospect-proof')).toBe('given');
  });
});
