import { parseArgs } from 'node:util';
import type { Database } from '../db/database.ts';
import { migrate, migrationStatus } from '../db/migrate.ts';
import type { TenantTokenRow } from '../db/rows.ts';
import { seed } from '../db/seed.ts';
import {
  createTenantToken,
  listTenantTokens,
  revokeTenantToken,
  TokenCommandError,
} from '../infrastructure/tenant-tokens.ts';
import {
  createEndpoint,
  deliveryLog,
  listEndpoints,
  parseEventTypes,
  removeEndpoint,
  replayDelivery,
  rotateSecret,
  WebhookCommandError,
} from '../webhooks/endpoints.ts';

/** How the operator calls the tool; printed by `help` and after a wrong call. */
export const USAGE = `Usage: souscrire-core <command>

  migrate                      apply the pending migrations and load the reference data (tenants, catalogues)
  migrate --status             list each migration, applied (when) or pending
  tokens create --tenant <id> [--name <label>]
                               make a production token; it is printed once, only its SHA-256 is kept
  tokens list [--tenant <id>]  list the tokens: id, tenant, kind, label, created, revoked (never the token)
  tokens revoke <token id>     refuse a token from now on (every instance, within CORE_REFERENCE_CHECK_MS)
  webhooks create --tenant <id> --url <url> --events <type,...|all>
                               register an endpoint; its signing secret is printed once
  webhooks list [--tenant <id>]
                               list the endpoints: id, tenant, URL, events, valid secrets, pending deliveries
  webhooks rotate <endpoint id> [--overlap-hours <n>]
                               print a new secret; the current one stays valid n hours more (24 unless given)
  webhooks remove <endpoint id>
                               send nothing more to the endpoint (its pending deliveries are given up)
  webhooks log <endpoint id> [--limit <n>]
                               the endpoint's latest attempts (50 unless given): time, event, answer
  webhooks replay <delivery id>
                               send a delivery again, retried for 24 hours like a new one

The database is the service's: PostgreSQL when DATABASE_URL is set, otherwise the PGlite folder CORE_DATA_DIR.`;

/** What a command needs from the outside: the database (opened only when a command needs it) and its output. */
export type CliContext = {
  openDatabase: () => Promise<Database>;
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
};

/** A call the tool cannot run: the message and the usage are printed, the exit code is 2. */
class UsageError extends Error {}

function table(rows: readonly string[][]): string[] {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

function tokenTable(tokens: readonly TenantTokenRow[]): string[] {
  return table([
    ['ID', 'TENANT', 'KIND', 'LABEL', 'CREATED', 'REVOKED'],
    ...tokens.map((token) => [
      token.id,
      token.tenant,
      token.kind,
      token.label === '' ? '-' : token.label,
      token.created.toISOString(),
      token.revoked?.toISOString() ?? '-',
    ]),
  ]);
}

async function withDatabase(context: CliContext, work: (db: Database) => Promise<void>): Promise<void> {
  const db = await context.openDatabase();
  try {
    await work(db);
  } finally {
    await db.close();
  }
}

async function migrateCommand(args: string[], context: CliContext): Promise<void> {
  const { values } = parseArgs({ args, options: { status: { type: 'boolean' } }, strict: true });
  await withDatabase(context, async (db) => {
    if (values.status) {
      const states = await migrationStatus(db);
      for (const line of table(
        states.map((state) => [
          state.appliedAt === null ? 'pending' : 'applied',
          state.version,
          state.appliedAt?.toISOString() ?? '',
        ]),
      )) {
        context.out(line);
      }
      const pending = states.filter((state) => state.appliedAt === null).length;
      context.out(pending === 0 ? 'Every migration is applied.' : `${pending} migration(s) pending.`);
      return;
    }
    const applied = await migrate(db);
    // The same loading as at start: the tenants must exist before their tokens are made.
    await seed(db, { demoClients: context.env.NODE_ENV !== 'production' });
    for (const version of applied) context.out(`applied ${version}`);
    context.out(
      applied.length === 0 ? 'No migration was pending.' : `${applied.length} migration(s) applied.`,
    );
  });
}

async function tokensCommand(args: string[], context: CliContext): Promise<void> {
  const [action, ...rest] = args;
  if (action === 'create') {
    const { values } = parseArgs({
      args: rest,
      options: { tenant: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    });
    if (values.tenant === undefined) throw new UsageError('tokens create needs --tenant <id>.');
    const tenant = values.tenant;
    await withDatabase(context, async (db) => {
      const { id, token } = await createTenantToken(db, tenant, values.name);
      context.err(`Token ${id} made for ${tenant}. It is shown once and cannot be read again:`);
      context.out(token);
    });
    return;
  }
  if (action === 'list') {
    const { values } = parseArgs({ args: rest, options: { tenant: { type: 'string' } }, strict: true });
    await withDatabase(context, async (db) => {
      for (const line of tokenTable(await listTenantTokens(db, values.tenant))) context.out(line);
    });
    return;
  }
  if (action === 'revoke') {
    const { positionals } = parseArgs({ args: rest, allowPositionals: true, strict: true });
    const [id] = positionals;
    if (id === undefined || positionals.length > 1) throw new UsageError('tokens revoke needs one token id.');
    await withDatabase(context, async (db) => {
      const revoked = await revokeTenantToken(db, id);
      context.out(`Token ${revoked.id} (${revoked.tenant}) revoked at ${revoked.revoked?.toISOString()}.`);
    });
    return;
  }
  throw new UsageError(
    action === undefined ? 'tokens needs create, list or revoke.' : `Unknown: tokens ${action}.`,
  );
}

/** The one id a command acts on (`webhooks rotate <id>`), refusing none or several. */
function onlyId(positionals: readonly string[], call: string): string {
  const [id] = positionals;
  if (id === undefined || positionals.length > 1) throw new UsageError(`${call} needs one id.`);
  return id;
}

/** A whole number option within bounds, or its default when absent. */
function wholeNumber(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > max) {
    throw new UsageError(`${name} is a whole number from 0 to ${max}.`);
  }
  return number;
}

async function webhooksCommand(args: string[], context: CliContext): Promise<void> {
  const [action, ...rest] = args;
  if (action === 'create') {
    const { values } = parseArgs({
      args: rest,
      options: { tenant: { type: 'string' }, url: { type: 'string' }, events: { type: 'string' } },
      strict: true,
    });
    const { tenant, url, events } = values;
    if (tenant === undefined || url === undefined || events === undefined) {
      throw new UsageError('webhooks create needs --tenant, --url and --events.');
    }
    await withDatabase(context, async (db) => {
      const created = await createEndpoint(db, {
        tenant,
        url,
        events: parseEventTypes(events),
        production: context.env.NODE_ENV === 'production',
      });
      context.err(`Endpoint ${created.id} registered for ${tenant}. Its secret is shown once:`);
      context.out(created.secret);
    });
    return;
  }
  if (action === 'list') {
    const { values } = parseArgs({ args: rest, options: { tenant: { type: 'string' } }, strict: true });
    await withDatabase(context, async (db) => {
      const endpoints = await listEndpoints(db, values.tenant);
      const rows = endpoints.map((endpoint) => [
        endpoint.id,
        endpoint.tenant,
        endpoint.url,
        endpoint.events.join(','),
        String(endpoint.secrets),
        String(endpoint.pending),
        endpoint.removed === null ? '-' : new Date(endpoint.removed).toISOString(),
      ]);
      for (const line of table([
        ['ID', 'TENANT', 'URL', 'EVENTS', 'SECRETS', 'PENDING', 'REMOVED'],
        ...rows,
      ])) {
        context.out(line);
      }
    });
    return;
  }
  if (action === 'rotate') {
    const { values, positionals } = parseArgs({
      args: rest,
      options: { 'overlap-hours': { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    const id = onlyId(positionals, 'webhooks rotate');
    const overlap = wholeNumber(values['overlap-hours'], '--overlap-hours', 24, 720);
    await withDatabase(context, async (db) => {
      const secret = await rotateSecret(db, id, overlap);
      context.err(`New secret of ${id}; the previous one stays valid ${overlap} hour(s). Shown once:`);
      context.out(secret);
    });
    return;
  }
  if (action === 'remove') {
    const { positionals } = parseArgs({ args: rest, allowPositionals: true, strict: true });
    const id = onlyId(positionals, 'webhooks remove');
    await withDatabase(context, async (db) => {
      await removeEndpoint(db, id);
      context.out(`Endpoint ${id} removed: nothing more is sent to it.`);
    });
    return;
  }
  if (action === 'log') {
    const { values, positionals } = parseArgs({
      args: rest,
      options: { limit: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
    const id = onlyId(positionals, 'webhooks log');
    const limit = wholeNumber(values.limit, '--limit', 50, 1000);
    await withDatabase(context, async (db) => {
      const attempts = await deliveryLog(db, id, limit);
      const rows = attempts.map((attempt) => [
        new Date(attempt.attempted_at).toISOString(),
        attempt.type,
        attempt.event_id,
        attempt.delivery_id,
        String(attempt.attempt),
        attempt.http_status === null ? (attempt.error ?? '-') : String(attempt.http_status),
        `${attempt.duration_ms} ms`,
        attempt.status,
      ]);
      const header = [
        'ATTEMPTED',
        'EVENT',
        'EVENT ID',
        'DELIVERY',
        'TRY',
        'ANSWER',
        'TOOK',
        'DELIVERY STATUS',
      ];
      for (const line of table([header, ...rows])) context.out(line);
    });
    return;
  }
  if (action === 'replay') {
    const { positionals } = parseArgs({ args: rest, allowPositionals: true, strict: true });
    const id = onlyId(positionals, 'webhooks replay');
    await withDatabase(context, async (db) => {
      await replayDelivery(db, id);
      context.out(`Delivery ${id} will be sent again (the relay's next round).`);
    });
    return;
  }
  throw new UsageError(
    action === undefined
      ? 'webhooks needs create, list, rotate, remove, log or replay.'
      : `Unknown: webhooks ${action}.`,
  );
}

/**
 * Runs one command of the operators' tool and answers its exit code: 0 done, 1 refused (an unknown tenant or
 * token id, endpoint or event type), 2 a wrong call (the usage is printed).
 *
 * @example
 * await runCli(['tokens', 'create', '--tenant', 'maif'], context); // prints the new token once
 */
export async function runCli(args: readonly string[], context: CliContext): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === 'migrate') await migrateCommand(rest, context);
    else if (command === 'tokens') await tokensCommand(rest, context);
    else if (command === 'webhooks') await webhooksCommand(rest, context);
    else if (command === 'help' || command === '--help' || command === undefined) context.out(USAGE);
    else throw new UsageError(`Unknown command: ${command}.`);
    return 0;
  } catch (error) {
    if (error instanceof TokenCommandError || error instanceof WebhookCommandError) {
      context.err(error.message);
      return 1;
    }
    // parseArgs' own errors (an unknown option, a missing value) are wrong calls too.
    const code = (error as { code?: unknown }).code;
    if (error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
      context.err((error as Error).message);
      context.err(USAGE);
      return 2;
    }
    throw error;
  }
}
