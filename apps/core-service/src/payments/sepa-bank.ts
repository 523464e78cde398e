/**
 * The SEPA bank's port: the first debit of a mandate sent to the bank, which answers its reference of the debit
 * and whether it will collect it (`succeeded`) or reject it (`failed`). The payment stays `processing` until
 * the bank's collection applies that answer. The sandbox bank implements it (payments/sandbox-sepa-bank.ts); a
 * real one (a direct debit provider's API) is another implementation, and each passes
 * {@link describeSepaBankContract} (payments/sepa-bank.contract.ts).
 */

/** A debit sent to the bank: the core's payment, its mandate, the account and the amount in cents. */
export type SepaDebit = {
  paymentId: string;
  mandateReference: string;
  /** The IBAN in electronic format, already checked (payments/sepa-mandates.ts, sepaAccount). */
  iban: string;
  holder: string;
  amount: number;
};

/** What the bank answers to a debit sent: its reference, and the outcome its collection will give. */
export type SentDebit = { reference: string; outcome: 'succeeded' | 'failed' };

/**
 * A mandate that replaces another one of the same creditor (the client changed the IBAN): the next debits of
 * the contract are taken under it, from this account.
 */
export type ReplacingMandate = {
  mandateReference: string;
  /** The reference of the mandate it supersedes. */
  replaces: string;
  /** The IBAN in electronic format, already checked (payments/sepa-mandates.ts, sepaAccount). */
  iban: string;
  holder: string;
};

/**
 * The SEPA bank as the core calls it: it sends a debit, and it registers a mandate that replaces another (the
 * bank then holds the new account; the core keeps only its last four characters), answering its reference of
 * the mandate.
 *
 * @example
 * const { reference, outcome } = await bank.sendDebit({ paymentId, mandateReference, iban, holder, amount });
 * const registered = await bank.registerMandate({ mandateReference, replaces, iban, holder });
 */
export type SepaBank = {
  sendDebit(debit: SepaDebit): Promise<SentDebit>;
  registerMandate(mandate: ReplacingMandate): Promise<{ reference: string }>;
};
