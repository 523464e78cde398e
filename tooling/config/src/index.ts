export { ConfigError, configOf, configOrExit, exitFatal, loadConfig } from './load-config.ts';
export { type Config, configSchema, isOrigin, type Reader, VARIABLES, type VariableName } from './schema.ts';
