import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { createSecureContext } from 'node:tls';
import { ConfigError } from './load-config.ts';
import type { Config } from './schema.ts';

/** What @hono/node-server's `serve` takes to listen over HTTPS: node:https's server and its certificate. */
export type TlsServeOptions = {
  readonly createServer: typeof createServer;
  readonly serverOptions: { readonly cert: Buffer; readonly key: Buffer };
};

function readPem(variable: 'TLS_CERT_FILE' | 'TLS_KEY_FILE', path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new ConfigError(variable, `${variable}='${path}' cannot be read (${reason}): expected a PEM file.`);
  }
}

/**
 * The server options of a process's configuration: HTTPS with `TLS_CERT_FILE` and `TLS_KEY_FILE` (a direct
 * deployment), or `undefined` for plain HTTP (a proxy in front terminates TLS). The files are read and checked
 * once, at start: one of the two without the other, a file that cannot be read, or a certificate and key that
 * do not go together throw a {@link ConfigError} naming the variable, so that the process stops with one line
 * instead of failing on its first connection.
 *
 * @example
 * const tls = tlsServerOptions(configOf(process.env));
 * serve({ fetch: app.fetch, port: 4000, ...tls }); // https when both files are set
 */
export function tlsServerOptions(
  config: Pick<Config, 'TLS_CERT_FILE' | 'TLS_KEY_FILE'>,
): TlsServeOptions | undefined {
  const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = config;
  if (certFile === undefined && keyFile === undefined) return undefined;
  if (certFile === undefined || keyFile === undefined) {
    const [missing, set] =
      certFile === undefined ? ['TLS_CERT_FILE', 'TLS_KEY_FILE'] : ['TLS_KEY_FILE', 'TLS_CERT_FILE'];
    throw new ConfigError(missing, `${missing} is not set: expected a file path, set together with ${set}.`);
  }
  const cert = readPem('TLS_CERT_FILE', certFile);
  const key = readPem('TLS_KEY_FILE', keyFile);
  try {
    createSecureContext({ cert, key });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError(
      'TLS_CERT_FILE',
      `TLS_CERT_FILE='${certFile}' and TLS_KEY_FILE='${keyFile}' are not a PEM certificate and its key (${reason}).`,
    );
  }
  return { createServer, serverOptions: { cert, key } };
}
