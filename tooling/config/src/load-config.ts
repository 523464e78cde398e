import { writeLogLine } from './log-line.ts';
import { type Config, configSchema, VARIABLES, type VariableName } from './schema.ts';

/** A variable whose value the schema refuses: its message is the one line an operator reads. */
export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(message);
    this.name = 'ConfigError';
    this.variable = variable;
  }
}

/**
 * Validates the environment against the schema (schema.ts) and answers the typed configuration, defaults
 * applied; the first refused variable throws a {@link ConfigError} naming it, its value (unless secret) and
 * what it expects.
 *
 * @example
 * loadConfig({ CORE_PORT: '4100' }).CORE_PORT; // 4100
 * loadConfig({ CORE_PORT: 'abc' }); // ConfigError: CORE_PORT='abc' is not valid: expected an integer from 0 to 65535.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data as Config;
  const name = String(parsed.error.issues[0]?.path[0]) as VariableName;
  const variable = VARIABLES[name];
  const shown = 'secret' in variable && variable.secret ? '' : `='${env[name]}'`;
  throw new ConfigError(name, `${name}${shown} is not valid: expected ${variable.expects}.`);
}

const parsedConfigs = new WeakMap<object, Config>();

/**
 * The configuration of an environment object, validated once per object: code that is handed the environment
 * (the handlers' `env`, the page registrations) reads its typed values here without parsing it on every request.
 * A process's environment does not change while it runs.
 *
 * @example
 * configOf(process.env).NODE_ENV === 'production';
 */
export function configOf(env: NodeJS.ProcessEnv): Config {
  let config = parsedConfigs.get(env);
  if (config === undefined) {
    config = loadConfig(env);
    parsedConfigs.set(env, config);
  }
  return config;
}

/**
 * A process's start: its configuration, or, on a refused variable, that one line on standard error and exit
 * code 1 (no stack: the operator has a value to fix, not a bug to read).
 *
 * @example
 * const config = configOrExit(process.env);
 */
export function configOrExit(env: NodeJS.ProcessEnv): Config {
  return orExit(() => configOf(env));
}

/**
 * What `make` answers, or, when it throws a {@link ConfigError}, that error's one line on standard error and
 * exit code 1 (see {@link exitFatal}): for a start step that reads the configuration further (the TLS files).
 *
 * @example
 * const tls = orExit(() => tlsServerOptions(config));
 */
export function orExit<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return exitFatal(error.message, { variable: error.variable });
  }
}

/**
 * Stops a process that cannot start, for a reason the operator fixes (a variable, a data folder): one JSON line
 * on standard error, like the log's (pino's fatal level, so that the stream stays JSON), and exit code 1.
 *
 * @example
 * exitFatal('/proc/nope (CORE_DATA_DIR) cannot be made: ...');
 */
export function exitFatal(message: string, fields: Record<string, unknown> = {}): never {
  writeLogLine('fatal', message, fields);
  process.exit(1);
}
