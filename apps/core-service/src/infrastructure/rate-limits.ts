import type { Database } from '../db/database.ts';
import { DomainFailure } from '../failures.ts';

type Queryable = Pick<Database, 'query'>;

/** A limit: at most `count` hits per window of `seconds`. */
export type Limit = { count: number; seconds: number };

/**
 * The limits of the core (docs/security.md lists them with their reasons). Chosen so that a real journey and
 * the end-to-end suites (about 200 prospects from one address in 10 minutes) never reach them.
 */
export const DEFAULT_LIMITS = {
  /** Login attempts per login (any tenant's client account), then 429 for the rest of the window. */
  loginPerLogin: { count: 10, seconds: 15 * 60 },
  /** Login attempts per client address (passkey sign-ins and their challenges included). */
  loginPerIp: { count: 100, seconds: 15 * 60 },
  /** Forgotten-password e-mails asked per login (whether it has an account or not). */
  passwordResetsPerLogin: { count: 5, seconds: 3600 },
  /** Forgotten-password e-mails asked, and password and e-mail confirmation links tried, per client address. */
  passwordLinksPerIp: { count: 100, seconds: 15 * 60 },
  /** Changes of e-mail asked per client account (each sends a link to the new address and a notice to the old). */
  emailChangesPerClient: { count: 5, seconds: 3600 },
  /** Session hand-off codes tried per client address (a code is 256 random bits: this bounds the load). */
  handOffsPerIp: { count: 100, seconds: 15 * 60 },
  /** Certificate verifications per client address (a code is 128 random bits: this bounds the load). */
  certificateChecksPerIp: { count: 300, seconds: 15 * 60 },
  /** SMS codes per signature, in all (the 30 s resend delay is the signature's own rule). */
  smsPerSignature: { count: 5, seconds: 24 * 3600 },
  /** Wrong and right codes tried per signature, in all: a resend does not reset it. */
  codeAttemptsPerSignature: { count: 10, seconds: 24 * 3600 },
  /** Signatures started per prospect (each start could otherwise reset the caps above). */
  signatureStartsPerProspect: { count: 10, seconds: 3600 },
  /** Offer and resume-link e-mails per prospect. */
  emailsPerProspect: { count: 10, seconds: 3600 },
  /** Offer and resume-link e-mails per client address. */
  emailsPerIp: { count: 100, seconds: 3600 },
  /** Prospects created per client address. */
  prospectsPerIp: { count: 1000, seconds: 3600 },
  /** Activity, city and company searches per client address. */
  searchesPerIp: { count: 6000, seconds: 600 },
  /** Tracking requests (POST v2/events, a batch of up to 50 records) per client address. */
  eventsPerIp: { count: 20_000, seconds: 600 },
  /** Tracking requests per prospect named in them (a journey sends a few dozen). */
  eventsPerProspect: { count: 500, seconds: 3600 },
} satisfies Record<string, Limit>;

/** The name of a limit. */
export type LimitName = keyof typeof DEFAULT_LIMITS;

/** The limits in force, read from the environment by {@link limitsFromEnv}; `null` when turned off. */
export type Limits = Record<LimitName, Limit> | null;

/**
 * The limits the environment asks for:
 * - `CORE_RATE_LIMITS=off` turns every limit off (a load test, a fuzzer);
 * - `CORE_RATE_LIMIT_FACTOR=100` multiplies every count (the fuzzer's 10,000 requests from one address);
 * - `CORE_RATE_LIMITS=loginPerIp=5/900,prospectsPerIp=3/60` sets named limits (count/seconds), after the factor.
 *
 * @example
 * limitsFromEnv({ CORE_RATE_LIMITS: 'loginPerLogin=3/60' })?.loginPerLogin; // { count: 3, seconds: 60 }
 */
export function limitsFromEnv(env: NodeJS.ProcessEnv): Limits {
  const spec = (env.CORE_RATE_LIMITS ?? '').trim();
  if (spec === 'off') return null;
  const factor = Number(env.CORE_RATE_LIMIT_FACTOR ?? 1);
  if (!Number.isFinite(factor) || factor <= 0)
    throw new Error('CORE_RATE_LIMIT_FACTOR must be a positive number');
  const limits = Object.fromEntries(
    Object.entries(DEFAULT_LIMITS).map(([name, limit]) => [
      name,
      { count: Math.ceil(limit.count * factor), seconds: limit.seconds },
    ]),
  ) as Record<LimitName, Limit>;
  for (const entry of spec === '' ? [] : spec.split(',')) {
    const match = /^\s*(\w+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(entry);
    if (match === null || !((match[1] ?? '') in DEFAULT_LIMITS)) {
      throw new Error(`CORE_RATE_LIMITS: "${entry}" is not name=count/seconds of a known limit`);
    }
    limits[match[1] as LimitName] = { count: Number(match[2]), seconds: Number(match[3]) };
  }
  return limits;
}

/**
 * Counts one hit of `key` in the `rate_limits` table and answers whether it is within the limit, and if not,
 * the seconds until the window ends. One upsert decides, so that instances sharing the database share the
 * count (a fixed window; PostgreSQL's row lock on the conflicting key makes concurrent hits add up).
 *
 * A hit happens at the clock's time (`clock_timestamp()`), not `now()`: `now()` is when the transaction
 * began, and a hit that waited for the row lock of a hit that began after it would find a window ending more
 * than `seconds` after its own `now()` (Retry-After 61 for a 60 s window, seen on PostgreSQL).
 *
 * @example
 * const { allowed, retryAfter } = await hitRateLimit(db, 'login:ip:10.0.0.1', { count: 100, seconds: 900 });
 */
export async function hitRateLimit(
  db: Queryable,
  key: string,
  limit: Limit,
): Promise<{ allowed: boolean; hits: number; retryAfter: number }> {
  const rows = await db.query<{ hits: number; retry_after: number }>(
    // The hit's moment is read once: EXCLUDED.window_ends_at less the window is the clock at the insert.
    `INSERT INTO rate_limits (key, hits, window_ends_at)
       VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_ends_at <= EXCLUDED.window_ends_at - make_interval(secs => $2)
         THEN 1 ELSE rate_limits.hits + 1 END,
       window_ends_at = CASE WHEN rate_limits.window_ends_at <= EXCLUDED.window_ends_at - make_interval(secs => $2)
         THEN EXCLUDED.window_ends_at ELSE rate_limits.window_ends_at END
     RETURNING hits, greatest(1, ceil(extract(epoch FROM window_ends_at - clock_timestamp())))::int AS retry_after`,
    [key, limit.seconds],
  );
  const row = rows[0];
  const hits = row?.hits ?? 1;
  return { allowed: hits <= limit.count, hits, retryAfter: row?.retry_after ?? limit.seconds };
}

/** The refusal of a named limit: a failure that also says which limit refused (the metrics count by limit). */
export class RateLimitRefusal extends DomainFailure {
  readonly limit: LimitName;

  constructor(limit: LimitName, retryAfter: number) {
    super(
      'too_many_requests',
      `Too many requests: please try again in ${retryAfter} seconds.`,
      undefined,
      retryAfter,
    );
    this.limit = limit;
  }
}

/**
 * Counts a hit against a named limit and throws a {@link RateLimitRefusal} past it (429 with `Retry-After`
 * at the HTTP edge). Does nothing when limits are off.
 *
 * @example
 * await enforceRateLimit(db, limits, 'loginPerIp', ip);
 */
export async function enforceRateLimit(
  db: Queryable,
  limits: Limits,
  name: LimitName,
  subject: string,
): Promise<void> {
  if (limits === null) return;
  const { allowed, retryAfter } = await hitRateLimit(db, `${name}:${subject}`, limits[name]);
  if (!allowed) throw new RateLimitRefusal(name, retryAfter);
}

/**
 * The limits counted per client address before an operation's handler runs, by operation id of the contract
 * (the others are counted inside their handlers, where the login or the signature is known).
 */
export const OPERATION_LIMITS: Readonly<Record<string, LimitName>> = {
  createProspect: 'prospectsPerIp',
  searchActivities: 'searchesPerIp',
  searchCities: 'searchesPerIp',
  searchCompanies: 'searchesPerIp',
  sendOfferByEmail: 'emailsPerIp',
  sendSubscriptionLink: 'emailsPerIp',
  authenticateClient: 'loginPerIp',
  startPasskeyAuthentication: 'loginPerIp',
  authenticateWithPasskey: 'loginPerIp',
  exchangeClientHandOff: 'handOffsPerIp',
  requestPasswordReset: 'passwordLinksPerIp',
  setClientPassword: 'passwordLinksPerIp',
  confirmClientEmail: 'passwordLinksPerIp',
  trackEvent: 'eventsPerIp',
  verifyCertificate: 'certificateChecksPerIp',
};

/** Deletes the windows that ended (run now and then: the table only needs the live windows). */
export async function purgeRateLimits(db: Queryable): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_ends_at < now()');
}
