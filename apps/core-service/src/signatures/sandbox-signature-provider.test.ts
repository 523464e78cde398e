import { afterAll, beforeAll } from 'vitest';
import { prospectWithSession } from '../testing/journey.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { sandboxSignatureProvider } from './sandbox-signature-provider.ts';
import { describeSignatureProviderContract } from './signature-provider.contract.ts';
import {
  CODE_MINUTES,
  findSignature,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_SENT,
  openSignature,
  RESEND_SECONDS,
  smsCodeMatches,
} from './signatures.ts';

let service: TestService;
let prospect: { id: string; tenantId: string };
beforeAll(async () => {
  service = await startTestService();
  const { id } = await prospectWithSession(service);
  const [row] = await service.db.query<{ tenant_id: string }>(
    'SELECT tenant_id FROM prospects WHERE id = $1',
    [id],
  );
  prospect = { id, tenantId: row?.tenant_id ?? '' };
}, 120_000);
afterAll(() => service.close());

describeSignatureProviderContract('sandbox', async () => ({
  provider: sandboxSignatureProvider(service.db),
  newSignature: async () => {
    const tenant = { id: prospect.tenantId, name: 'Plus Simple' };
    const signatureId = await openSignature(service.db, tenant, prospect.id, null);
    return { signatureId, tenant, prospectId: prospect.id, phone: '+33612345678', locale: 'fr' };
  },
  // The sandbox's SMS are in the outbox (the dev mailbox shows them). Codes sent within the same millisecond share
  // a time, so the code is the one of the prospect's SMS that the signature holds now.
  lastCode: async (recipient) => {
    const signature = await findSignature(service.db, recipient.signatureId);
    const sent = await service.db.query<{ body: string }>(
      "SELECT body FROM outbox WHERE prospect_id = $1 AND channel = 'sms'",
      [recipient.prospectId],
    );
    const codes = sent.flatMap(({ body }) => /(\d{6})/.exec(body)?.[1] ?? []);
    const held = codes.find((code) =>
      smsCodeMatches(recipient.signatureId, code, signature?.code_hash ?? ''),
    );
    if (held === undefined) throw new Error('no SMS carries the code the signature holds');
    return held;
  },
  limits: {
    attempts: MAX_CODE_ATTEMPTS,
    codes: MAX_CODES_SENT,
    resendSeconds: RESEND_SECONDS,
    codeMinutes: CODE_MINUTES,
  },
  age: async (signatureId, seconds) => {
    await service.db.query(
      'UPDATE signatures SET code_sent_at = code_sent_at - make_interval(secs => $2) WHERE id = $1',
      [signatureId, seconds],
    );
  },
}));
