import { configOf } from '@souscrire/config';
import { findContract } from '../clients/client-contracts.ts';
import { sessionOf } from '../http/client-space-handlers.ts';
import { type Handler, listEnvelope, paging } from '../http/handler.ts';
import { appOriginOf } from '../http/journey-origin.ts';
import { confirmEmail, updateContact } from './contact-details.ts';
import { changeContractIban } from './iban-changes.ts';
import { changeActor, listChanges } from './self-service-changes.ts';

/**
 * PUT v2/clients/me/contracts/{contractId}/iban: the owning client gives a new IBAN and holder and consents to
 * the mandate; a new mandate replaces the contract's, its notice e-mailed in the page's language.
 */
export const changeClientContractIban: Handler<'changeClientContractIban'> = async (context) => {
  const { db, tenant, input, locale, request, providers } = context;
  const session = sessionOf(context);
  const contract = await findContract(db, tenant, session, input.params.contractId);
  const mandate = await changeContractIban(db, tenant, session, contract, {
    iban: input.body.iban,
    account_holder: input.body.account_holder,
    locale,
    actor: changeActor(request, 'session'),
    bank: providers.sepaBank,
  });
  return { status: 200, body: { data: mandate } };
};

/**
 * PUT v2/clients/me/contact: the phone at once; a new e-mail once its link, e-mailed to it with the customer
 * space's address that asked, is opened.
 */
export const updateClientContact: Handler<'updateClientContact'> = async (context) => {
  const { db, tenant, input, locale, request, env, limits } = context;
  const client = await updateContact(db, tenant, sessionOf(context), input.body, {
    locale,
    space: appOriginOf(request, env, tenant, configOf(env).CUSTOMER_SPACE_PORT),
    actor: changeActor(request, 'session'),
    limits,
  });
  return { status: 200, body: { data: client } };
};

/** GET v2/clients/me/changes: the session's client's changes in the customer space, newest first. */
export const listClientChanges: Handler<'listClientChanges'> = async (context) => {
  const { page, perPage, offset } = paging(context.input);
  const { rows, total } = await listChanges(context.db, sessionOf(context).clientId, { perPage, offset });
  return listEnvelope(rows, total, page, perPage);
};

/** POST v2/clients/email-confirmation: a new e-mail's link, once; the address becomes the client's login. */
export const confirmClientEmail: Handler<'confirmClientEmail'> = async ({ db, tenant, input, request }) => {
  const login = await confirmEmail(db, tenant, input.body.token, changeActor(request, 'link'));
  return { status: 200, body: { data: { login } } };
};
