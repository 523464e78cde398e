export { ConfigError, configOf, configOrExit, exitFatal, loadConfig, orExit } from './load-config.ts';
export { type Config, configSchema, isOrigin, type Reader, VARIABLES, type VariableName } from './schema.ts';
export { type TlsServeOptions, tlsServerOptions } from './tls-server-options.ts';
