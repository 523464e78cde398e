/**
 * The one configuration schema of Souscrire's processes: every environment variable that the core service,
 * the web server (tooling/web-server) or the start script (tooling/scripts/start.ts) reads is declared here
 * once, with its type, default and description. docs/configuration.md and .env.example are generated from it
 * (`pnpm --filter @souscrire/config generate:docs`). Adding a variable is one entry in {@link VARIABLES}.
 */
import { z } from 'zod';

/** Who reads a variable. */
export type Reader = 'core service' | 'web server' | 'start script';

/** A variable's declaration: how its text is read, and what the generated documentation says of it. */
export type Variable<T> = {
  /** Reads the variable's text (`undefined` when unset or blank) into its value, default included. */
  schema: z.ZodType<T, string | undefined>;
  readers: Reader[];
  description: string;
  /** What a valid value is, as the one-line start error says it ("an integer from 0 to 65535"). */
  expects: string;
  /** The default as documented (nothing: the variable is optional and unset means off). */
  defaultText?: string;
  /** An example value for .env.example, where the default shows none. */
  example?: string;
  /** Its value is never repeated in an error line (it may hold a password). */
  secret?: boolean;
};

const blank = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? undefined : text.trim();

function integer(min: number, max: number, fallback: number): z.ZodType<number, string | undefined> {
  return z
    .string()
    .optional()
    .transform(blank)
    .pipe(z.union([z.undefined(), z.string().regex(/^\d+$/)]))
    .transform((text) => (text === undefined ? fallback : Number(text)))
    .pipe(z.number().int().min(min).max(max));
}

function optionalText(check?: (text: string) => boolean): z.ZodType<string | undefined, string | undefined> {
  return z
    .string()
    .optional()
    .transform(blank)
    .refine((text) => text === undefined || check === undefined || check(text));
}

function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
): z.ZodType<T[number], string | undefined> {
  return z
    .string()
    .optional()
    .transform((text) => blank(text) ?? fallback)
    .pipe(z.enum(values));
}

const hasProtocol = (protocols: string[]) => (text: string) =>
  protocols.includes(URL.parse(text)?.protocol ?? '');

/** Whether a text is exactly an origin (scheme, host and port, nothing more), as a browser sends it. */
export function isOrigin(text: string): boolean {
  const url = URL.parse(text);
  return url !== null && /^https?:$/.test(url.protocol) && url.origin === text;
}

const PORT = 'an integer from 0 to 65535';

/** Every variable, by name: the schema's single source. */
export const VARIABLES = {
  NODE_ENV: {
    schema: choice(['development', 'test', 'production'], 'development'),
    readers: ['core service'],
    description:
      'The mode. `production` refuses the public development tokens and the localhost journey origins, ' +
      'and turns the sandbox pages off.',
    expects: 'one of development, test, production',
    defaultText: 'development',
  },
  LOG_LEVEL: {
    schema: choice(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    readers: ['core service'],
    description: 'The lowest level of the JSON log lines written to standard output (pino).',
    expects: 'one of fatal, error, warn, info, debug, trace, silent',
    defaultText: 'info',
  },
  CORE_PORT: {
    schema: integer(0, 65535, 4000),
    readers: ['core service', 'start script'],
    description: "The core service's HTTP port.",
    expects: PORT,
    defaultText: '4000',
  },
  CORE_JOURNEY_ORIGINS: {
    schema: optionalText()
      .transform((text) => (text === undefined ? [] : text.split(',').map((origin) => origin.trim())))
      .refine((origins) => origins.every(isOrigin)),
    readers: ['core service'],
    description:
      'The origins of the journeys and the customer spaces, comma-separated, for every tenant: they get CORS ' +
      "answers, may frame the sandbox pages, receive the card frame's message, and are the relying parties of " +
      "passkeys (the RP ID is the origin's host name). Outside production, " +
      'http://localhost, http://<tenant>.localhost and http://127.0.0.1 on any port are allowed as well.',
    expects: 'comma-separated origins such as https://maif.example (scheme, host and port only)',
    example: 'https://maif.example,https://souscrire.example',
  },
  CORE_TRUST_PROXY: {
    schema: integer(0, Number.MAX_SAFE_INTEGER, 0),
    readers: ['core service'],
    description:
      'How many reverse proxies stand in front of the service: the client address used by the rate limits ' +
      "is then read from `X-Forwarded-For`. 0 reads the socket's peer.",
    expects: 'an integer of 0 or more',
    defaultText: '0',
  },
  DATABASE_URL: {
    schema: optionalText(hasProtocol(['postgres:', 'postgresql:'])),
    readers: ['core service'],
    description: 'The PostgreSQL database. Unset: PGlite, persisted in `CORE_DATA_DIR`.',
    expects: 'a postgres:// or postgresql:// URL',
    example: 'postgres://souscrire:secret@db.internal:5432/souscrire',
    secret: true,
  },
  CORE_DB_POOL_SIZE: {
    schema: integer(1, 1000, 4),
    readers: ['core service'],
    description: "The PostgreSQL pool's number of connections per instance.",
    expects: 'an integer from 1 to 1000',
    defaultText: '4',
  },
  CORE_DATA_DIR: {
    schema: optionalText(),
    readers: ['core service'],
    description: "PGlite's data folder (without `DATABASE_URL`).",
    expects: 'a folder path',
    defaultText: '`.data/core` at the repository root',
    example: '/var/lib/souscrire/core',
  },
  CORE_SANDBOX_PAGES: {
    schema: choice(['0', '1'], '0').transform((flag) => flag === '1'),
    readers: ['core service'],
    description:
      "`1` serves the sandbox providers' pages (signing, card fields, SEPA bank) and, outside production, " +
      'the development pages. `./run start` sets it.',
    expects: '0 or 1',
    defaultText: '0',
  },
  CORE_RATE_LIMITS: {
    schema: optionalText().transform((text) => text ?? ''),
    readers: ['core service'],
    description:
      '`off` turns every rate limit off (load tests); `name=count/seconds,...` replaces named limits ' +
      '(docs/security.md lists them).',
    expects: '`off` or name=count/seconds pairs, comma-separated',
    example: 'loginPerIp=50/900',
  },
  CORE_RATE_LIMIT_FACTOR: {
    schema: optionalText((text) => Number(text) > 0)
      .transform((text) => (text === undefined ? 1 : Number(text)))
      .pipe(z.number().positive()),
    readers: ['core service'],
    description: "Multiplies every rate limit's count (the fuzzer's many requests from one address).",
    expects: 'a positive number',
    defaultText: '1',
  },
  CORE_SHUTDOWN_TIMEOUT_MS: {
    schema: integer(0, 600_000, 10_000),
    readers: ['core service'],
    description:
      'How long in-flight requests get to finish after SIGTERM or SIGINT before connections are cut.',
    expects: 'an integer of milliseconds from 0 to 600000',
    defaultText: '10000',
  },
  CORE_REFERENCE_CHECK_MS: {
    schema: integer(100, 3_600_000, 5000),
    readers: ['core service'],
    description:
      'How often an instance checks whether the reference data changed (another instance reseeded it).',
    expects: 'an integer of milliseconds from 100 to 3600000',
    defaultText: '5000',
  },
  CORE_PROSPECT_RETENTION_DAYS: {
    schema: integer(1, 36_500, 1095),
    readers: ['core service'],
    description:
      'How long a prospect that never reached its contract (no client account) is kept after its last change; a scheduled purge then erases it with its answers, proofs, messages and offers (docs/security.md, "What is kept, and for how long").',
    expects: 'an integer of days from 1 to 36500',
    defaultText: '1095 (3 years)',
  },
  CORE_METRICS_TOKEN: {
    schema: optionalText((text) => text.length >= 32),
    readers: ['core service'],
    description:
      'The bearer token Prometheus sends to scrape `GET /internal/metrics`. Unset: the metrics are open ' +
      'outside production and turned off (404) in production.',
    expects: 'a random text of at least 32 characters (e.g. `openssl rand -hex 32`)',
    example: 'replace-with-the-output-of-openssl-rand-hex-32',
    secret: true,
  },
  SMTP_URL: {
    schema: optionalText(hasProtocol(['smtp:', 'smtps:'])),
    readers: ['core service'],
    description: "The SMTP server that sends the outbox's e-mails. Unset: e-mails stay in the outbox.",
    expects: 'an smtp:// or smtps:// URL',
    example: 'smtps://user:secret@smtp.example:465',
    secret: true,
  },
  MAIL_FROM: {
    schema: optionalText().transform((text) => text ?? 'Souscrire <no-reply@souscrire.localhost>'),
    readers: ['core service'],
    description: 'The sender of the e-mails.',
    expects: 'an address such as Souscrire <no-reply@example.com>',
    defaultText: 'Souscrire <no-reply@souscrire.localhost>',
  },
  TLS_CERT_FILE: {
    schema: optionalText(),
    readers: ['core service', 'web server'],
    description:
      'A PEM certificate (its chain after it) for a direct deployment: the process then listens over HTTPS ' +
      'instead of HTTP, with `TLS_KEY_FILE`. Behind a proxy that terminates TLS, leave both unset.',
    expects: 'a file path, set together with TLS_KEY_FILE',
    example: '/etc/souscrire/tls/fullchain.pem',
  },
  TLS_KEY_FILE: {
    schema: optionalText(),
    readers: ['core service', 'web server'],
    description: "The PEM private key of `TLS_CERT_FILE`'s certificate.",
    expects: 'a file path, set together with TLS_CERT_FILE',
    example: '/etc/souscrire/tls/privkey.pem',
  },
  JOURNEY_PORT: {
    schema: integer(0, 65535, 5173),
    readers: ['core service', 'web server', 'start script'],
    description:
      "The journey's port: its web server listens there; outside production the core's links to a journey " +
      'opened from no known origin use it.',
    expects: PORT,
    defaultText: '5173',
  },
  CUSTOMER_SPACE_PORT: {
    schema: integer(0, 65535, 5174),
    readers: ['core service', 'web server', 'start script'],
    description:
      "The customer space's port: its web server listens there; outside production the core's password links " +
      'for a customer space of no known origin use it.',
    expects: PORT,
    defaultText: '5174',
  },
  PORT: {
    schema: integer(0, 65535, 8080),
    readers: ['web server'],
    description: "The web server's port when it is started without `--port-variable`.",
    expects: PORT,
    defaultText: '8080',
  },
  JOURNEY_CONFIG: {
    schema: optionalText(),
    readers: ['web server'],
    description: "A JSON file the journey's web server answers as `/config.json` instead of the build's.",
    expects: 'a file path',
    example: '/etc/souscrire/journey-config.json',
  },
  CUSTOMER_SPACE_CONFIG: {
    schema: optionalText(),
    readers: ['web server'],
    description:
      "A JSON file the customer space's web server answers as `/config.json` instead of the build's.",
    expects: 'a file path',
    example: '/etc/souscrire/customer-space-config.json',
  },
  JOURNEY_OUT_DIR: {
    schema: optionalText().transform((text) => text ?? 'dist'),
    readers: ['start script'],
    description: "The journey's build folder, under apps/journey, that `./run start` serves.",
    expects: 'a folder name',
    defaultText: 'dist',
  },
} satisfies Record<string, Variable<unknown>>;

/** A variable's name. */
export type VariableName = keyof typeof VARIABLES;

type ValueOf<V> = V extends Variable<infer T> ? T : never;

/** The validated configuration: each variable's typed value, defaults applied. */
export type Config = { readonly [N in VariableName]: ValueOf<(typeof VARIABLES)[N]> };

/** The zod schema of the whole environment (unknown variables are ignored). */
export const configSchema = z.object(
  Object.fromEntries(Object.entries(VARIABLES).map(([name, variable]) => [name, variable.schema])) as {
    [N in VariableName]: (typeof VARIABLES)[N]['schema'];
  },
);
