import { describe, expect, test } from 'vitest';
import type { SepaBank, SepaDebit } from './sepa-bank.ts';

/** A bank under test, with its own test accounts: one it collects, one it rejects. */
export type SepaBankFixture = {
  bank: SepaBank;
  accounts: { collected: string; rejected: string };
};

let debits = 0;
/** A debit of 120.00 EUR under a new mandate, from the account. */
function debitFrom(iban: string): SepaDebit {
  debits += 1;
  return {
    paymentId: `pay_contract_${debits}`,
    mandateReference: `SOUSCRIRE-2026-${String(900_000 + debits).padStart(6, '0')}`,
    iban,
    holder: 'Jeanne Martin',
    amount: 12_000,
  };
}

/**
 * The contract every SEPA bank passes: a debit from an account it collects succeeds, one from an account it
 * rejects fails, each debit has a reference of its own, and so has each replacing mandate registered. Run it from a `*.test.ts` with the adapter's fixture.
 *
 * @example
 * describeSepaBankContract('sandbox', () => ({ bank: sandboxSepaBank(), accounts: SEPA_TEST_IBANS }));
 */
export function describeSepaBankContract(
  name: string,
  makeFixture: () => SepaBankFixture | Promise<SepaBankFixture>,
): void {
  describe(`SEPA bank contract: ${name}`, () => {
    test('a debit from an account the bank collects succeeds, with a reference', async () => {
      const { bank, accounts } = await makeFixture();
      const sent = await bank.sendDebit(debitFrom(accounts.collected));
      expect(sent.outcome).toBe('succeeded');
      expect(sent.reference).toMatch(/\S/);
    });

    test('a debit from an account the bank rejects fails', async () => {
      const { bank, accounts } = await makeFixture();
      expect((await bank.sendDebit(debitFrom(accounts.rejected))).outcome).toBe('failed');
    });

    test('a replacing mandate is registered with a reference of its own', async () => {
      const { bank, accounts } = await makeFixture();
      const mandate = (n: number) => ({
        mandateReference: `SOUSCRIRE-2026-${String(800_000 + n).padStart(6, '0')}`,
        replaces: 'SOUSCRIRE-2026-000001',
        iban: accounts.collected,
        holder: 'Jeanne Martin',
      });
      const first = await bank.registerMandate(mandate(1));
      const second = await bank.registerMandate(mandate(2));
      expect(first.reference).toMatch(/\S/);
      expect(first.reference).not.toBe(second.reference);
    });

    test('each debit has a reference of its own', async () => {
      const { bank, accounts } = await makeFixture();
      const first = await bank.sendDebit(debitFrom(accounts.collected));
      const second = await bank.sendDebit(debitFrom(accounts.collected));
      expect(first.reference).not.toBe(second.reference);
    });
  });
}
