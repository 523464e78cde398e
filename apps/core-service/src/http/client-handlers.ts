import { randomBytes, randomUUID } from 'node:crypto';
import { ApiError } from '../domain/api-error.ts';
import { endClientSession, openClientSession } from '../domain/client-sessions.ts';
import { coreText } from '../domain/core-texts.ts';
import { offerFacts } from '../domain/offers.ts';
import { queueMessage } from '../domain/outbox.ts';
import { findOwnedProspect } from '../domain/owned-prospect.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../domain/passwords.ts';
import {
  holdsProspectProof,
  optionalClientSession,
  PROSPECT_PROOF_HEADER,
  proofRequired,
  sessionOwnsProspect,
} from '../domain/prospect-proofs.ts';
import {
  assertOpen,
  findProspect,
  type ProspectRow,
  refreshStatus,
  serializeProspect,
} from '../domain/prospects.ts';
import { enforceRateLimit } from '../domain/rate-limits.ts';
import {
  type Beneficiary,
  checkBeneficiaries,
  sanctionStatus,
  subscriptionProblems,
} from '../domain/subscription-rules.ts';
import type { Handler } from './handler.ts';

// spec 5: the failure the journey shows when validate is not true.
const NOT_VALID = 'Subscription is not valid';

/**
 * spec 7: POST v2/clients/authentication with login and password; answers data.session. Attempts are limited
 * per login and per address (the app counts the address; docs/security.md). A login rotates the session it
 * was called with (that token ends) and leaves the client's other sessions alone.
 */
export const authenticateClient: Handler = async ({ db, tenant, input, limits, request }) => {
  const { login, password } = input.body as { login: string; password: string };
  await enforceRateLimit(db, limits, 'loginPerLogin', `${tenant.id}:${login.trim().toLowerCase()}`);
  const rows = await db.query<{ id: string; password_hash: string | null }>(
    'SELECT id, password_hash FROM clients WHERE tenant_id = $1 AND lower(login) = lower($2) AND active',
    [tenant.id, login.trim()],
  );
  const client = rows[0];
  // Same answer, and the same scrypt work, for an unknown login and a wrong password: logins cannot be probed.
  const stored = client?.password_hash ?? (await dummyPasswordHash());
  const valid = await verifyPassword(password, stored);
  if (client?.password_hash == null || !valid) {
    throw new ApiError(401, 'invalid_credentials', 'The login or the password is not valid.');
  }
  if (needsRehash(client.password_hash)) {
    await db.query('UPDATE clients SET password_hash = $2 WHERE id = $1', [
      client.id,
      await hashPassword(password),
    ]);
  }
  const session = await openClientSession(db, tenant, client.id, null);
  await endClientSession(db, tenant, request.header('x-client-session'));
  return { status: 200, body: { data: session } };
};

/**
 * spec 7: POST v2/prospects/{id}/contracts. A valid subscription gets its client (the account of its
 * e-mail, created inactive when new), a draft contract priced from the offer, and a client session.
 * issue 13: only for the prospect's proof (`X-Prospect-Proof`) or a client session owning the prospect;
 * a prospect id alone answers 403 `proof_required` (docs/security.md, "Prospect proofs").
 */
export const createContracts: Handler = async ({ db, tenant, input, locale, request }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  const caller = await optionalClientSession(db, tenant, request.header('x-client-session'));
  if (
    !sessionOwnsProspect(caller, prospect) &&
    !(await holdsProspectProof(db, tenant, prospect.id, request.header(PROSPECT_PROOF_HEADER)))
  ) {
    throw proofRequired();
  }
  const problems = await subscriptionProblems(db, tenant, prospect);
  if (prospect.client_id === null) {
    // A client's account is joined only through convert-xsell, with that client's session (spec 4).
    const account = await db.query(
      'SELECT 1 FROM clients WHERE tenant_id = $1 AND lower(login) = lower($2) AND active',
      [tenant.id, prospect.email ?? ''],
    );
    if (account.length > 0) problems.email = ['This e-mail belongs to a client: log in to add this contract'];
  }
  if (Object.keys(problems).length > 0)
    throw new ApiError(422, 'subscription_not_valid', NOT_VALID, problems);
  const offer = await offerFacts(db, tenant, prospect, locale);
  const premium = offer.priced.price?.total.amount ?? 0;
  const formula = offer.selection?.formula ?? offer.priced.recommendation;
  const session = await db.transaction(async (tx) => {
    let clientId = prospect.client_id as string | null;
    if (clientId === null) {
      // An account not yet activated (another request's contracts call) is shared: its sessions are per prospect.
      const existing = await tx.query<{ id: string }>(
        'SELECT id FROM clients WHERE tenant_id = $1 AND lower(login) = lower($2) AND NOT active',
        [tenant.id, prospect.email],
      );
      clientId = existing[0]?.id ?? null;
      if (clientId === null) {
        // Two requests of one e-mail at once (issue 17's load test): the second finds the first's account.
        const created = await tx.query<{ id: string }>(
          `INSERT INTO clients (id, tenant_id, login) VALUES ($1, $2, $3)
           ON CONFLICT (tenant_id, lower(login)) DO NOTHING RETURNING id`,
          [randomUUID(), tenant.id, prospect.email],
        );
        const found =
          created[0] ??
          (
            await tx.query<{ id: string }>(
              'SELECT id FROM clients WHERE tenant_id = $1 AND lower(login) = lower($2) AND NOT active',
              [tenant.id, prospect.email],
            )
          )[0];
        if (found === undefined) {
          // Activated in between: the e-mail now belongs to a client, as the check above would have said.
          throw new ApiError(422, 'subscription_not_valid', NOT_VALID, {
            email: ['This e-mail belongs to a client: log in to add this contract'],
          });
        }
        clientId = found.id;
      }
      await tx.query('UPDATE prospects SET client_id = $2, updated_at = now() WHERE id = $1', [
        prospect.id,
        clientId,
      ]);
    }
    await tx.query(
      `INSERT INTO contracts (id, tenant_id, prospect_id, client_id, product, formula, annual_premium, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'draft')
       ON CONFLICT (prospect_id) DO UPDATE SET formula = EXCLUDED.formula, annual_premium = EXCLUDED.annual_premium,
         updated_at = now() WHERE contracts.status = 'draft'`,
      [randomUUID(), tenant.id, prospect.id, clientId, offer.product.slug, formula, premium],
    );
    return openClientSession(tx, tenant, clientId, prospect.id);
  });
  return { status: 200, body: { data: session } };
};

/**
 * spec 7: PUT v2/prospects/{id}/finalize (client session). Once signed and paid, the contract becomes
 * active and the client account is created (a first password sent to the outbox) or updated; the prospect
 * becomes a client. Answers a fresh session; calling it again only answers a new session.
 */
export const finalizeProspect: Handler = async ({ db, tenant, input, session, locale }) => {
  const prospect = await findOwnedProspect(db, tenant, String(input.params.id), session);
  const clientId = prospect.client_id as string;
  const [signed, paid] = await Promise.all([
    db.query("SELECT 1 FROM signatures WHERE prospect_id = $1 AND status = 'signed'", [prospect.id]),
    db.query("SELECT 1 FROM payments WHERE prospect_id = $1 AND status = 'succeeded'", [prospect.id]),
  ]);
  const errors: Record<string, string[]> = {};
  if (signed.length === 0) errors.signature = ['The documents are not signed'];
  if (paid.length === 0) errors.payment = ['The payment is not done'];
  if (Object.keys(errors).length > 0)
    throw new ApiError(422, 'not_ready', 'The subscription is not signed and paid yet.', errors);
  const fresh = await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE contracts SET status = 'active', starts_on = COALESCE(starts_on, current_date), updated_at = now()
       WHERE prospect_id = $1`,
      [prospect.id],
    );
    if (prospect.xsell) {
      // The amendment replaces the client's contract of the same product, if any (payment options).
      await tx.query(
        `UPDATE contracts SET status = 'replaced', updated_at = now()
         WHERE client_id = $1 AND product = $2 AND status = 'active' AND prospect_id <> $3`,
        [clientId, prospect.product, prospect.id],
      );
    }
    // The client row is locked: of two finalizes at once, the second waits and finds the password set.
    const clients = await tx.query<{ login: string; password_hash: string | null }>(
      'SELECT login, password_hash FROM clients WHERE id = $1 FOR UPDATE',
      [clientId],
    );
    const client = clients[0];
    if (client !== undefined && client.password_hash === null) {
      // The account's first password: random, stored as a scrypt hash, sent once through the outbox.
      const password = randomBytes(12).toString('base64url');
      const activated = await tx.query(
        'UPDATE clients SET password_hash = $2, active = true WHERE id = $1 AND password_hash IS NULL RETURNING id',
        [clientId, await hashPassword(password)],
      );
      if (activated.length === 0) throw new ApiError(409, 'conflict', 'This account is being activated.');
      await queueMessage(tx, {
        secret: true,
        tenantId: tenant.id,
        channel: 'email',
        recipient: client.login,
        subject: `${tenant.name}: ${coreText('welcome.subject', locale)}`,
        body: coreText('welcome.body', locale, { login: client.login, password }),
        prospectId: prospect.id,
        kind: 'welcome',
      });
    }
    await tx.query(
      `UPDATE prospects SET status = 'client', is_client = true, updated_at = now() WHERE id = $1`,
      [prospect.id],
    );
    return openClientSession(tx, tenant, clientId, prospect.id);
  });
  return { status: 200, body: { data: fresh } };
};

function beneficiariesBody(prospect: ProspectRow) {
  return { id: prospect.id, beneficiaries: (prospect.beneficiaries as Beneficiary[] | null) ?? [] };
}

/** spec 7: GET v2/prospects/{id}/sanction-beneficiaries, the beneficial owners given so far. */
export const getSanctionBeneficiaries: Handler = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  return { status: 200, body: { data: beneficiariesBody(prospect) } };
};

/** spec 7: PUT v2/prospects/{id}/sanction-beneficiaries; percentages add up to at most 100. */
export const updateSanctionBeneficiaries: Handler = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  assertOpen(prospect);
  const { beneficiaries } = input.body as { beneficiaries: Beneficiary[] };
  const errors = checkBeneficiaries(beneficiaries);
  if (Object.keys(errors).length > 0)
    throw new ApiError(422, 'validation_failed', 'Some fields are invalid.', errors);
  const rows = await db.query<ProspectRow>(
    'UPDATE prospects SET beneficiaries = $3, updated_at = now() WHERE tenant_id = $1 AND id = $2 RETURNING *',
    [tenant.id, prospect.id, JSON.stringify(beneficiaries)],
  );
  return { status: 200, body: { data: beneficiariesBody(rows[0] ?? prospect) } };
};

/** spec 7: GET v2/prospects/{id}/sanction-check, the sandbox screening (clear or review). */
export const getSanctionCheck: Handler = async ({ db, tenant, input }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  return {
    status: 200,
    body: { data: { status: sanctionStatus(prospect), checked_at: new Date().toISOString() } },
  };
};

/**
 * spec 4 and 7: POST v2/prospects/{id}/convert-xsell (client session). A prospect whose e-mail is the
 * logged-in client's login becomes a cross-sell of that client (xsell true, back in the funnel); 409 otherwise.
 */
export const convertXsell: Handler = async ({ db, tenant, input, session }) => {
  const prospect = await findProspect(db, tenant, String(input.params.id));
  if (prospect.status === 'cancelled')
    throw new ApiError(409, 'conflict', 'This subscription request is cancelled.');
  const clients = await db.query<{ id: string }>(
    'SELECT id FROM clients WHERE tenant_id = $1 AND id = $2 AND lower(login) = lower($3) AND active',
    [tenant.id, session?.clientId ?? null, prospect.email ?? ''],
  );
  const client = clients[0];
  if (client === undefined) {
    throw new ApiError(409, 'not_a_client', "This prospect's e-mail is not the logged-in client's.");
  }
  const rows = await db.query<ProspectRow>(
    `UPDATE prospects SET xsell = true, client_id = $3,
       status = CASE WHEN status = 'client' THEN 'pending' ELSE status END, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 RETURNING *`,
    [tenant.id, prospect.id, client.id],
  );
  const updated = await refreshStatus(db, tenant, rows[0] ?? prospect);
  return { status: 200, body: { data: await serializeProspect(db, tenant, updated) } };
};
