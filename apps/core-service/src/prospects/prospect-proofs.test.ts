import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { hashToken } from '../infrastructure/token-hash.ts';
import { KNOWN_PROOFS_CAPACITY, proofOrigin } from './prospect-proofs.ts';

const PROSPECT = '0b9e7c1e-3f5a-4d2b-9c8e-1a2b3c4d5e6f';
const OTHER_PROSPECT = '7c1e0b9e-5a3f-2b4d-8e9c-6f5e4d3c2b1a';

/** A database holding `proofs` (proof → its prospect, in tenant maif), counting the queries it answers. */
function proofTable(proofs: Record<string, string>) {
  const byHash = new Map(Object.entries(proofs).map(([proof, prospect]) => [hashToken(proof), prospect]));
  const db = {
    queries: 0,
    async query(_sql: string, params: readonly unknown[] = []) {
      db.queries += 1;
      const [hash, tenantId, prospectId] = params;
      const held = byHash.get(String(hash)) === prospectId && tenantId === 'maif';
      return held ? [{ origin: 'creation' }] : [];
    },
  };
  return db as typeof db & Pick<Database, 'query'>;
}

describe('proofOrigin', () => {
  it('asks the database once for a proof it found, then answers it from memory', async () => {
    const db = proofTable({ 'proof-a': PROSPECT });
    expect(await proofOrigin(db, { id: 'maif' }, PROSPECT, 'proof-a')).toBe('creation');
    expect(await proofOrigin(db, { id: 'maif' }, PROSPECT, 'proof-a')).toBe('creation');
    // A uuid in capitals names the same prospect, as in the database.
    expect(await proofOrigin(db, { id: 'maif' }, PROSPECT.toUpperCase(), 'proof-a')).toBe('creation');
    expect(db.queries).toBe(1);
  });

  it('refuses a known proof for another prospect or tenant, and never keeps a proof it did not find', async () => {
    const db = proofTable({ 'proof-a': PROSPECT });
    await proofOrigin(db, { id: 'maif' }, PROSPECT, 'proof-a');
    expect(await proofOrigin(db, { id: 'maif' }, OTHER_PROSPECT, 'proof-a')).toBeUndefined();
    expect(await proofOrigin(db, { id: 'oryx' }, PROSPECT, 'proof-a')).toBeUndefined();
    expect(await proofOrigin(db, { id: 'maif' }, PROSPECT, 'guessed')).toBeUndefined();
    expect(await proofOrigin(db, { id: 'maif' }, PROSPECT, 'guessed')).toBeUndefined();
    expect(await proofOrigin(db, { id: 'maif' }, PROSPECT, undefined)).toBeUndefined();
    // The guessed proof was asked each time; the known one's mismatches were answered from memory.
    expect(db.queries).toBe(3);
  });

  it('keeps each database apart and forgets its oldest proof past its capacity', async () => {
    const proofs = Object.fromEntries(
      Array.from({ length: KNOWN_PROOFS_CAPACITY + 1 }, (_, n) => [`proof-${n}`, PROSPECT]),
    );
    const db = proofTable(proofs);
    for (let n = 0; n <= KNOWN_PROOFS_CAPACITY; n += 1) {
      await proofOrigin(db, { id: 'maif' }, PROSPECT, `proof-${n}`);
    }
    const before = db.queries;
    expect(await proofOrigin(db, { id: 'maif' }, PROSPECT, `proof-${KNOWN_PROOFS_CAPACITY}`)).toBe(
      'creation',
    );
    expect(db.queries).toBe(before);
    expect(await proofOrigin(db, { id: 'maif' }, PROSPECT, 'proof-0')).toBe('creation');
    expect(db.queries).toBe(before + 1);
    const another = proofTable({ 'proof-1': PROSPECT });
    expect(await proofOrigin(another, { id: 'maif' }, PROSPECT, 'proof-1')).toBe('creation');
    expect(another.queries).toBe(1);
  });
});
