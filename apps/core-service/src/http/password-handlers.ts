import { configOf } from '@souscrire/config';
import { findClient } from '../clients/client-contracts.ts';
import { findActiveClient, normalizeLogin, updatePasswordHash } from '../clients/clients.ts';
import { createPasswordLink, endOtherClientSessions, usePasswordLink } from '../clients/password-links.ts';
import { hashPassword, verifyPassword } from '../clients/passwords.ts';
import { queueMessage } from '../infrastructure/outbox.ts';
import { enforceRateLimit } from '../infrastructure/rate-limits.ts';
import { coreText } from '../reference/core-texts.ts';
import { changeActor, recordChange } from '../self-service/self-service-changes.ts';
import { ApiError } from './api-error.ts';
import { sessionOf } from './client-space-handlers.ts';
import type { Handler } from './handler.ts';
import { appOriginOf } from './journey-origin.ts';

/**
 * POST v2/clients/password/forgotten: an e-mail with a link to choose a new password (one hour, once) to the
 * account of the login, if there is one; 202 either way, so the answer tells nothing of which logins exist.
 * Limited per login here and per address by the app (docs/security.md).
 */
export const requestPasswordReset: Handler<'requestPasswordReset'> = async ({
  db,
  tenant,
  input,
  locale,
  request,
  env,
  limits,
}) => {
  const login = normalizeLogin(input.body.login);
  await enforceRateLimit(db, limits, 'passwordResetsPerLogin', `${tenant.id}:${login}`);
  const client = await findActiveClient(db, tenant, login);
  if (client !== undefined) {
    const token = await createPasswordLink(db, tenant, client.id, 'reset');
    const space = appOriginOf(request, env, tenant, configOf(env).CUSTOMER_SPACE_PORT);
    await queueMessage(db, {
      // The link lets its holder choose the password: a real relay clears the body once sent.
      secret: true,
      tenantId: tenant.id,
      channel: 'email',
      recipient: login,
      subject: `${tenant.name}: ${coreText('password-reset.subject', locale)}`,
      body: coreText('password-reset.body', locale, {
        login,
        link: `${space}/${locale}-${tenant.country}/password?token=${token}`,
      }),
      prospectId: null,
      kind: 'password-reset',
    });
  }
  return { status: 202 };
};

/**
 * POST v2/clients/password: the password of the account a link's token was made for (the welcome e-mail's or
 * a forgotten password's), once; every session of the client ends, so they log in with it.
 */
export const setClientPassword: Handler<'setClientPassword'> = async ({ db, tenant, input, request }) => {
  // scrypt takes a while: hashed before the transaction, which on PGlite holds the one connection.
  const hash = await hashPassword(input.body.password);
  await db.transaction(async (tx) => {
    const clientId = await usePasswordLink(tx, tenant, input.body.token);
    await updatePasswordHash(tx, clientId, hash);
    await endOtherClientSessions(tx, clientId);
    const actor = changeActor(request, 'link');
    await recordChange(tx, { tenantId: tenant.id, clientId, kind: 'password_changed', actor });
  });
  return { status: 204 };
};

/**
 * PUT v2/clients/me/password: a new password once the current one is given (422 on `current_password`
 * otherwise, counted like a login attempt, and for an account with no password yet: its welcome link sets
 * the first); the session that asks stays, the client's other sessions end.
 */
export const changeClientPassword: Handler<'changeClientPassword'> = async (context) => {
  const { db, tenant, input, limits, request } = context;
  const client = await findClient(db, tenant, sessionOf(context));
  await enforceRateLimit(db, limits, 'loginPerLogin', `${tenant.id}:${normalizeLogin(client.login)}`);
  const current = client.password_hash;
  if (current === null || !(await verifyPassword(input.body.current_password, current))) {
    throw new ApiError(422, 'invalid_credentials', 'The current password is not valid.', {
      current_password: ['The current password is not valid'],
    });
  }
  const hash = await hashPassword(input.body.new_password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, client.id, hash);
    await endOtherClientSessions(tx, client.id, request.header('x-client-session'));
    const actor = changeActor(request, 'session');
    await recordChange(tx, { tenantId: tenant.id, clientId: client.id, kind: 'password_changed', actor });
  });
  return { status: 204 };
};
