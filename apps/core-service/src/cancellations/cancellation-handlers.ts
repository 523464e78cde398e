import { findContract } from '../clients/client-contracts.ts';
import { sessionOf } from '../http/client-space-handlers.ts';
import type { Handler } from '../http/handler.ts';
import { changeActor } from '../self-service/self-service-changes.ts';
import { requestCancellation } from './cancellations.ts';

/**
 * POST v2/clients/me/contracts/{contractId}/cancellation: the owning client asks to cancel an active contract,
 * confirmed, with an optional reason; the e-mail is in the page's language.
 */
export const requestClientContractCancellation: Handler<'requestClientContractCancellation'> = async (
  context,
) => {
  const { db, tenant, input, locale } = context;
  const session = sessionOf(context);
  const contract = await findContract(db, tenant, session, input.params.contractId);
  const cancellation = await requestCancellation(db, tenant, session, contract, {
    reason: input.body.reason ?? null,
    locale,
    actor: changeActor(context.request, 'session'),
  });
  return { status: 201, body: { data: cancellation } };
};
