import { findContract } from '../clients/client-contracts.ts';
import { agentName } from '../infrastructure/agents.ts';
import { findProspect } from '../prospects/prospects.ts';
import { givenAnswers } from '../questions/answer-sources.ts';
import { sessionOf } from './client-space-handlers.ts';
import type { Handler } from './handler.ts';

/**
 * GET v2/clients/me/contracts/{contractId}/answers: for a subscription an agent started, the agent
 * and who gave each answer (questions/answer-sources.ts); a subscription started alone has neither.
 */
export const listClientContractAnswers: Handler<'listClientContractAnswers'> = async (context) => {
  const { db, tenant, input, locale } = context;
  const contract = await findContract(db, tenant, sessionOf(context), input.params.contractId);
  const prospect = await findProspect(db, tenant, contract.prospect_id);
  const name = await agentName(db, prospect.agent_id);
  return {
    status: 200,
    body: {
      data: {
        agent: name === null ? null : { name },
        answers: name === null ? [] : await givenAnswers(db, tenant, prospect, locale),
      },
    },
  };
};
