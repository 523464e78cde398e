/**
 * The third parties the core calls, one port each, in its feature folder: the card payment provider, the SEPA
 * bank, the e-signature provider, the company register and the sanction screening (e-mail leaves through the
 * outbox's relay: infrastructure/mail-transport.ts). The service is handed one implementation of each at
 * start-up (start-service.ts, app.ts); the sandboxes are the default, and a real provider is another
 * implementation that passes the port's contract suite (`<port>.contract.ts`). README: "Plugging in a real
 * provider".
 */
import type { Database } from './db/database.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { sandboxPaymentProvider } from './payments/sandbox-payment-provider.ts';
import { sandboxSepaBank } from './payments/sandbox-sepa-bank.ts';
import type { SepaBank } from './payments/sepa-bank.ts';
import type { CompanyRegister } from './prospects/company-register.ts';
import { sandboxCompanyRegister } from './prospects/sandbox-company-register.ts';
import type { SanctionScreening } from './questions/sanction-screening.ts';
import { sandboxSanctionScreening } from './questions/sandbox-sanction-screening.ts';
import { sandboxSignatureProvider } from './signatures/sandbox-signature-provider.ts';
import type { SignatureProvider } from './signatures/signature-provider.ts';

/** One implementation of each port, as the handlers receive them. */
export type Providers = {
  /** Card payments: the outcome of a charge its card fields authorised, capture, void, refund. */
  cards: PaymentProvider;
  /** SEPA direct debits: the first debit of a mandate sent to the bank. */
  sepaBank: SepaBank;
  /** E-signature: the signing page to frame, the SMS code sent and checked. */
  signatures: SignatureProvider;
  /** The company register: companies by ID (SIREN, SIRET...) and by name. */
  companies: CompanyRegister;
  /** Sanction screening of the company's declared exposure and its beneficial owners. */
  sanctions: SanctionScreening;
};

/**
 * The sandboxes, served by the core itself so that everything runs offline: the default of {@link Providers}.
 *
 * @example
 * const app = createApp({ db, reference, providers: { ...sandboxProviders(db), cards: stripeProvider } });
 */
export function sandboxProviders(db: Database): Providers {
  return {
    cards: sandboxPaymentProvider(db),
    sepaBank: sandboxSepaBank(),
    signatures: sandboxSignatureProvider(db),
    companies: sandboxCompanyRegister(db),
    sanctions: sandboxSanctionScreening(),
  };
}
