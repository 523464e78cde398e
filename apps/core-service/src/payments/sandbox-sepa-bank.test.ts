import { SEPA_TEST_IBANS, sandboxSepaBank } from './sandbox-sepa-bank.ts';
import { describeSepaBankContract } from './sepa-bank.contract.ts';

describeSepaBankContract('sandbox', () => ({ bank: sandboxSepaBank(), accounts: SEPA_TEST_IBANS }));
