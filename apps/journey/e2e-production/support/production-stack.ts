import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  copyRelease,
  pgTool,
  runScript,
  startRelease,
  stopRelease,
  waitForHealth,
} from '@souscrire/release/run';
import { startCluster } from '@souscrire/vitest-config/pg-cluster';
import type { Mailbox } from '../../e2e/support/core.ts';
import type { JourneyConfigInput } from '../../src/config/journey-config.ts';
import { type RehearsalPorts, rehearsalAddresses } from './rehearsal-addresses.ts';

/** The database the rehearsal's core uses, on its throw-away PostgreSQL cluster. */
const DATABASE = 'souscrire';

/** The one tenant the rehearsal plays. */
export const REHEARSAL_TENANT = 'maif';

/**
 * The insurer's marketplace, where the journey's home page sends visitors in production: a page outside
 * Souscrire, played by the rehearsal itself (rehearsal.spec.ts), linking to the journey's product intent.
 */
export const MARKETPLACE_URL = 'https://www.souscrire.test/maif/';

/** The bundle running in production mode, and what the rehearsal does to it. */
export type ProductionStack = Awaited<ReturnType<typeof startProductionStack>>;

/**
 * Runs the production bundle as docs/operations.md tells an operator to, from a copy of dist/release/ with
 * node alone: a PostgreSQL database, `souscrire-core.mjs migrate`, a production token made by
 * `souscrire-core.mjs tokens create`, the journey's and the customer space's configuration files holding it,
 * then the core (`start.mjs core`) and both web servers (`start.mjs journey customer-space`), all over HTTPS
 * with the certificate playwright.config.ts made. `NODE_ENV=production`; the one addition is
 * `CORE_SANDBOX_PAGES=1`, the sandbox providers' signing and card pages, which stand for the real providers.
 * Both apps' configurations say `environment: 'production'`: the journey's home page sends visitors to the
 * insurer's marketplace ({@link MARKETPLACE_URL}), where the person follows the product's link.
 */
export async function startProductionStack() {
  const dir = process.env.REHEARSAL_DIR ?? '';
  const ports = JSON.parse(process.env.REHEARSAL_PORTS ?? '') as RehearsalPorts;
  const addresses = rehearsalAddresses(ports);
  if (!existsSync(join(dir, 'cert.pem')))
    throw new Error(`no certificate in ${dir}: see playwright.config.ts`);
  const cluster = await startCluster();
  if (cluster === undefined) {
    throw new Error('The rehearsal needs PostgreSQL (initdb, pg_ctl): `.ci/run` installs it.');
  }
  const release = await copyRelease('souscrire-rehearsal-').catch((error: unknown) => {
    cluster.stop();
    throw error;
  });
  // The rehearsal's folder (certificate, configuration files, dump) outlives a try: global-teardown.ts removes it.
  const removeAll = async () => {
    cluster.stop();
    await rm(dirname(release), { recursive: true, force: true });
  };
  const server = new URL(cluster.url);
  const journey = addresses.journey(REHEARSAL_TENANT);
  const space = addresses.space(REHEARSAL_TENANT);
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: `postgres://postgres@${server.host}/${DATABASE}`,
    CORE_PORT: String(ports.core),
    JOURNEY_PORT: String(ports.journey),
    CUSTOMER_SPACE_PORT: String(ports.space),
    JOURNEY_CONFIG: join(dir, 'journey-config.json'),
    CUSTOMER_SPACE_CONFIG: join(dir, 'customer-space-config.json'),
    TLS_CERT_FILE: join(dir, 'cert.pem'),
    TLS_KEY_FILE: join(dir, 'key.pem'),
    CORE_JOURNEY_ORIGINS: `${journey},${space}`,
    CORE_SANDBOX_PAGES: '1',
  };
  const operatorTool = async (args: string[]) => {
    const run = await runScript(release, 'souscrire-core.mjs', args, env);
    if (run.code !== 0) throw new Error(`souscrire-core ${args.join(' ')} exited ${run.code}: ${run.stderr}`);
    return run.stdout;
  };

  // Database, token, configuration files, then the servers, as docs/operations.md orders them.
  const serveRelease = async () => {
    pgTool(cluster, 'createdb', [DATABASE]);
    await operatorTool(['migrate']);
    const token = (
      await operatorTool(['tokens', 'create', '--tenant', REHEARSAL_TENANT, '--name', `journey ${journey}`])
    ).trim();
    const journeyConfig: JourneyConfigInput = {
      environment: 'production',
      tenants: {
        [REHEARSAL_TENANT]: {
          coreApiUrl: addresses.core,
          coreApiToken: token,
          customerAreaBaseUrl: space,
          marketplaceUrl: MARKETPLACE_URL,
        },
      },
      paymentPublishableKey: 'pk_test_souscrire_sandbox',
      paymentScriptUrl: `${addresses.core}/sandbox/payment-provider.js`,
    };
    const spaceConfig = {
      environment: 'production',
      journeyUrl: journey,
      tenants: {
        [REHEARSAL_TENANT]: { coreApiUrl: addresses.core, coreApiToken: token, journeyUrl: journey },
      },
    };
    await writeFile(env.JOURNEY_CONFIG, JSON.stringify(journeyConfig, null, 2));
    await writeFile(env.CUSTOMER_SPACE_CONFIG, JSON.stringify(spaceConfig, null, 2));
    const core = startRelease(release, ['core'], env);
    // The web servers forward the apps' calls to the core on its host name over https, as on a real domain:
    // that name leads here (rehearsal-hosts.mjs) and the rehearsal's certificate is trusted.
    const web = startRelease(release, ['journey', 'customer-space'], {
      ...env,
      NODE_OPTIONS: `--import=${pathToFileURL(join(import.meta.dirname, 'rehearsal-hosts.mjs')).href}`,
      NODE_EXTRA_CA_CERTS: env.TLS_CERT_FILE,
    });
    await waitForHealth(release, [], env, () => `${core.output()}\n${web.output()}`).catch(async (error) => {
      await Promise.all([stopRelease(core.child), stopRelease(web.child)]);
      throw error;
    });
    return { core, web };
  };
  const servers = await serveRelease().catch(async (error: unknown) => {
    await removeAll();
    throw error;
  });
  let { core } = servers;
  const { web } = servers;
  const output = () => `${core.output()}\n${web.output()}`;

  /** The outbox of a tenant, read in the database as an operator would: the SMS and e-mails it holds. */
  const mailbox: Mailbox = async (tenant) => {
    if (!/^[a-z0-9-]+$/.test(tenant)) throw new Error(`not a tenant id: ${tenant}`);
    const rows = pgTool(cluster, 'psql', [
      ...['--dbname', DATABASE, '--no-align', '--tuples-only', '--record-separator-zero', '--command'],
      `SELECT concat_ws(' ', recipient, subject, body, '') FROM outbox WHERE tenant_id = '${tenant}'
       ORDER BY created_at DESC LIMIT 50`,
    ]);
    return rows.split('\0').filter((row) => row.trim() !== '');
  };

  return {
    addresses,
    mailbox,
    /** `souscrire-core.mjs migrate --status`: each migration, applied or pending. */
    migrationStatus: () => operatorTool(['migrate', '--status']),
    /** A `pg_dump` of the database while the core runs; answers the dump's file. */
    dump(): string {
      const file = join(dir, `${DATABASE}.dump`);
      pgTool(cluster, 'pg_dump', ['--format=custom', `--file=${file}`, DATABASE]);
      return file;
    },
    /** Stops the core (SIGTERM), answering its exit code; the web servers keep serving. */
    stopCore: () => stopRelease(core.child),
    /** Drops the database and makes it again, empty. */
    wipeDatabase(): void {
      pgTool(cluster, 'dropdb', [DATABASE]);
      pgTool(cluster, 'createdb', [DATABASE]);
    },
    /** `pg_restore` of a dump into the (empty) database. */
    restore(file: string): void {
      pgTool(cluster, 'pg_restore', ['--no-owner', `--dbname=${DATABASE}`, file]);
    },
    /** Starts the core again and waits for its health check. */
    async startCore(): Promise<void> {
      core = startRelease(release, ['core'], env);
      await waitForHealth(release, ['core'], env, output);
    },
    /** Stops every server and the cluster, and removes the copy of the bundle. */
    async stop(): Promise<void> {
      await Promise.all([stopRelease(core.child), stopRelease(web.child)]);
      await removeAll();
    },
  };
}
