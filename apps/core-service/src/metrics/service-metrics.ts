/**
 * The service's Prometheus metrics (docs/operations.md, "What to watch"), on a registry of each service's own,
 * so that several services in one process (the tests) never count into each other; the process's default
 * metrics (CPU, memory, event-loop lag, garbage collection) are the process's, kept once on a registry of
 * their own and exposed beside them.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.ts';
import { pendingEmails } from '../infrastructure/outbox.ts';
import { DEFAULT_LIMITS, type LimitName } from '../infrastructure/rate-limits.ts';
import type { PaymentSettled } from '../payments/payments.ts';

/** How a verification of a signature's SMS code ended. */
export type SignatureOutcome = 'signed' | 'wrong_code' | 'expired' | 'too_many_attempts';

const SIGNATURE_OUTCOMES: readonly SignatureOutcome[] = [
  'signed',
  'wrong_code',
  'expired',
  'too_many_attempts',
];
const PAYMENT_METHODS = ['card', 'sepa'] as const;
const PAYMENT_OUTCOMES = ['succeeded', 'failed', 'refunded', 'voided'] as const;

/**
 * The request durations' buckets, in seconds: most answers of the core take a few milliseconds, a signature
 * (its PDFs) or a first search a few hundred.
 */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the service counts, and its scrape. */
export type ServiceMetrics = {
  /** One answered request: its method, route template (never the raw address), status and duration. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A request refused by the named rate limit (429). */
  rateLimited(limit: LimitName): void;
  /** A payment settled by its provider or bank. */
  paymentSettled: PaymentSettled;
  /** A verification of a signature's SMS code, by how it ended. */
  signatureVerified(outcome: SignatureOutcome): void;
  /** The Prometheus text exposition of the service's metrics and of the process's. */
  scrape(): Promise<{ contentType: string; text: string }>;
};

let processRegistry: Registry | undefined;

/** The process's default metrics, collected once per process whatever the number of services. */
function processMetrics(): Registry {
  if (processRegistry === undefined) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Creates the metrics of one service on `db`: the database pool's use and the outbox's backlog are read when
 * scraped (one `count` of the unsent e-mails); the rest is counted as it happens, at one histogram sample
 * per request.
 *
 * @example
 * const metrics = createServiceMetrics(db);
 * metrics.request('GET', '/v2/prospects/:id', 200, 0.004);
 * (await metrics.scrape()).text; // '# HELP http_request_duration_seconds ...'
 */
export function createServiceMetrics(db: Database): ServiceMetrics {
  const registry = new Registry();
  const registers = [registry];
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of the answered HTTP requests, by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const pool = (name: string, help: string, read: (use: ReturnType<Database['poolUse']>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read(db.poolUse()));
      },
    });
  pool('db_pool_size', 'Connections the database pool may hold (PGlite: 1).', (use) => use.size);
  pool(
    'db_pool_in_use',
    'Connections of the pool running a statement or holding a transaction.',
    (use) => use.inUse,
  );
  pool(
    'db_pool_waiting',
    'Statements and transactions waiting for a connection of the pool.',
    (use) => use.waiting,
  );
  new Gauge({
    name: 'souscrire_outbox_pending_emails',
    help: 'E-mails of the outbox not sent yet (the relay sends them when SMTP_URL is set); NaN when the database did not answer.',
    registers,
    async collect() {
      this.set(await pendingEmails(db).catch(() => Number.NaN));
    },
  });
  const refusals = new Counter({
    name: 'souscrire_rate_limit_refusals_total',
    help: 'Requests refused (429) by a rate limit, by limit name.',
    labelNames: ['limit'] as const,
    registers,
  });
  const payments = new Counter({
    name: 'souscrire_payments_settled_total',
    help: 'Payments settled, by method and outcome (succeeded, failed, refunded, voided).',
    labelNames: ['method', 'outcome'] as const,
    registers,
  });
  const signatures = new Counter({
    name: 'souscrire_signature_verifications_total',
    help: "Verifications of a signature's SMS code, by outcome (signed, wrong_code, expired, too_many_attempts).",
    labelNames: ['outcome'] as const,
    registers,
  });
  // Every known series starts at 0, so that a rate over it exists before its first event.
  for (const limit of Object.keys(DEFAULT_LIMITS)) refusals.inc({ limit }, 0);
  for (const method of PAYMENT_METHODS) {
    for (const outcome of PAYMENT_OUTCOMES) payments.inc({ method, outcome }, 0);
  }
  for (const outcome of SIGNATURE_OUTCOMES) signatures.inc({ outcome }, 0);

  return {
    request(method, route, status, seconds) {
      duration.observe({ method, route, status }, seconds);
    },
    rateLimited: (limit) => refusals.inc({ limit }),
    paymentSettled: (method, outcome) => payments.inc({ method, outcome }),
    signatureVerified: (outcome) => signatures.inc({ outcome }),
    async scrape() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, text: await merged.metrics() };
    },
  };
}
