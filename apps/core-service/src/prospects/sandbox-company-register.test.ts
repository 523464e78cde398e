import { afterAll, beforeAll } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { describeCompanyRegisterContract } from './company-register.contract.ts';
import { sandboxCompanyRegister } from './sandbox-company-register.ts';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

// A demo company of data/companies.json, and a SIREN with a valid check digit that none has.
describeCompanyRegisterContract('sandbox', () => ({
  register: sandboxCompanyRegister(service.db),
  country: 'FR',
  known: { siren: '185649290', siret: '18564929000060', name: 'Transports Lumière (SA)' },
  unknownId: '732829320',
}));
