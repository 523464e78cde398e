import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { configOf, type TlsServeOptions } from '@souscrire/config';
import type { Database } from './db/database.ts';
import { smtpMailSender } from './infrastructure/mail-sender.ts';
import { startOutboxRelay } from './infrastructure/outbox-relay.ts';
import { purgeRateLimits } from './infrastructure/rate-limits.ts';
import { createRecentLogLines } from './logging/recent-log-lines.ts';
import { createServiceLogger } from './logging/service-logger.ts';
import { purgePasskeyChallenges } from './passkeys/passkey-challenges.ts';
import { purgeStaleProspects } from './prospects/retention.ts';
import { purgeHandOffs } from './prospects/session-hand-offs.ts';
import { compiledEligibilityForm } from './questions/eligibility-validators.ts';
import { purgeEmailChangeLinks } from './self-service/contact-details.ts';
import { startService } from './start-service.ts';
import { startWebhookRelay } from './webhooks/delivery.ts';

/**
 * Runs the service until a signal stops it, on the database `opening` gives (main.ts starts opening it before
 * this module and the service's other modules are loaded: a restart's PGlite reads its files and
 * compiles its WebAssembly on other threads meanwhile). With `tls` (TLS_CERT_FILE and TLS_KEY_FILE, read by
 * main.ts before anything else starts) it serves HTTPS, a direct deployment; else HTTP, behind a proxy.
 */
export async function runService(opening: Promise<Database>, tls?: TlsServeOptions): Promise<void> {
  // With the dev pages on (never in production), the latest log lines are also kept in memory, so the
  // request line of a browser error's trace id can be read there.
  const config = configOf(process.env);
  const recentLogs =
    config.CORE_SANDBOX_PAGES && config.NODE_ENV !== 'production' ? createRecentLogLines() : undefined;
  const logger = createServiceLogger({ level: config.LOG_LEVEL }, recentLogs);
  let answered = () => {};
  const { app, db, reference, timings } = await startService({
    logger,
    db: opening,
    ...(recentLogs === undefined ? {} : { recentLogs }),
    compileAhead: new Promise<void>((resolve) => {
      answered = resolve;
    }),
  });
  /** How long in-flight requests get to finish after SIGTERM or SIGINT before connections are cut. */
  const shutdownMs = config.CORE_SHUTDOWN_TIMEOUT_MS;
  const server = serve({ fetch: app.fetch, port: config.CORE_PORT, ...tls }, (info) => {
    // Since the process started (performance's time origin): module loading and the database's opening overlap.
    const startedMs = Math.round(performance.now());
    const url = `${tls === undefined ? 'http' : 'https'}://localhost:${info.port}`;
    logger.info({ url, port: info.port, engine: db.kind, startedMs, timings }, 'core-service listening');
  }) as Server;

  // ARCHITECTURE: e-mails go through the outbox; with SMTP_URL set, a relay sends them (nodemailer).
  let stopRelay = async () => {};
  if (config.SMTP_URL) {
    const send = await smtpMailSender(config.SMTP_URL, config.MAIL_FROM);
    stopRelay = startOutboxRelay(db, send, { intervalMs: 2000, logger });
  }

  // Webhooks go through their outbox too (src/webhooks/): every instance relays them, never one twice.
  const stopWebhooks = startWebhookRelay(db, { intervalMs: 2000, logger });

  // Rate-limit windows that ended, expired hand-off codes, passkey challenges and e-mail change links are only clutter: drop
  // them now and then (any instance may; it is idempotent). Prospects that never reached their contract are erased past their
  // retention (CORE_PROSPECT_RETENTION_DAYS; docs/security.md, "What is kept, and for how long").
  const purge = setInterval(() => {
    purgeRateLimits(db).catch((error: unknown) => logger.warn({ err: error }, 'rate-limit purge failed'));
    purgeHandOffs(db).catch((error: unknown) => logger.warn({ err: error }, 'hand-off purge failed'));
    purgePasskeyChallenges(db).catch((error: unknown) =>
      logger.warn({ err: error }, 'passkey challenge purge failed'),
    );
    purgeEmailChangeLinks(db).catch((error: unknown) =>
      logger.warn({ err: error }, 'e-mail change link purge failed'),
    );
    purgeStaleProspects(db, config.CORE_PROSPECT_RETENTION_DAYS)
      .then((erased) => {
        if (erased > 0) logger.info({ erased }, 'prospects past their retention erased');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'prospect retention purge failed'));
  }, 10 * 60_000);
  purge.unref();

  // The reference data lives in memory; another instance (or a restart with changed data files) may
  // reseed it, so its version is compared now and then (one small query) and the data read again when it moved.
  // The cities are read once the service answers (not before: the start stays short), so that the first visitor's
  // search does not wait for them.
  const readCities = () =>
    reference
      .current()
      .cities()
      .then((cities) => logger.info({ places: cities.size }, 'cities read'))
      .catch((error: unknown) => logger.warn({ err: error }, 'reading the cities failed'));
  server.once('listening', () => void readCities());
  // The eligibility forms and the request validators (app.ts) are compiled ahead too, one a turn of
  // the loop: ajv's first compilation of a form took about 40 ms, which the first PUT killing-questions paid (the
  // journey's Continue into the offer waits on it). Not before the first answer: begun as soon as the service
  // listened, their 200 ms or so of work delayed a restart's first health answer by about half a second.
  const compileForms = () =>
    (async () => {
      for (const form of reference.current().eligibilityForms) {
        await new Promise((resolve) => setImmediate(resolve));
        compiledEligibilityForm(form);
      }
    })().catch((error: unknown) => logger.warn({ err: error }, 'compiling the forms failed'));
  server.once('request', (_request, response) =>
    response.once('finish', () => {
      void compileForms();
      answered();
    }),
  );
  const referenceCheck = setInterval(() => {
    reference
      .refresh()
      .then((changed) => {
        if (!changed) return;
        logger.info('reference data changed: reloaded');
        void readCities();
        void compileForms();
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'reference data check failed'));
  }, config.CORE_REFERENCE_CHECK_MS);
  referenceCheck.unref();

  let stopping: Promise<void> | undefined;

  /**
   * Stops once, however many signals arrive (Ctrl-C twice, SIGTERM then SIGINT from a supervisor): no new
   * connections, in-flight requests finish, the relay ends its round, then the database closes once (PGlite
   * flushes its folder, the pool ends) and the process exits 0. Past the deadline the remaining connections are
   * cut, so the database still closes; if even that hangs, the process exits 1.
   */
  function shutdown(signal: NodeJS.Signals): void {
    if (stopping !== undefined) {
      logger.info({ signal }, 'shutdown already under way: waiting for in-flight requests');
      return;
    }
    logger.info({ signal, deadlineMs: shutdownMs }, 'shutting down');
    clearInterval(purge);
    clearInterval(referenceCheck);
    // A keep-alive connection becomes idle once its response is sent: close it then, not at the deadline.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      logger.warn('shutdown deadline passed: closing the remaining connections');
      server.closeAllConnections();
    }, shutdownMs);
    const hard = setTimeout(() => {
      logger.error('shutdown did not finish: exiting');
      process.exit(1);
    }, shutdownMs * 2);
    hard.unref();
    stopping = new Promise<void>((resolve) => server.close(() => resolve()))
      .then(async () => {
        clearInterval(idle);
        clearTimeout(cut);
        await stopRelay();
        await stopWebhooks();
        await db.close();
        logger.info('core-service stopped');
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutdown);
}
