export { ConfigError, configOf, configOrExit, exitFatal, loadConfig, orExit } from './load-config.ts';
export { errorFields, exitOnUncaughtAsJson, type LogLevel, writeLogLine } from './log-line.ts';
export { type Config, configSchema, isOrigin, type Reader, VARIABLES, type VariableName } from './schema.ts';
export { type TlsServeOptions, tlsServerOptions } from './tls-server-options.ts';
