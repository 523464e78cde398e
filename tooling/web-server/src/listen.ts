import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { exitFatal, type TlsServeOptions } from '@souscrire/config';
import type { Hono } from 'hono';

/** Where and under which name a server listens, for its one-line messages. */
export type ListenOptions = {
  readonly port: number;
  /** The environment variable that moves the port (`JOURNEY_PORT`), named when the port is taken. */
  readonly portVariable: string;
  /** The app's name in messages (`journey`). */
  readonly name: string;
  /** HTTPS with this certificate (`TLS_CERT_FILE`, `TLS_KEY_FILE`: tlsServerOptions), else HTTP. */
  readonly tls?: TlsServeOptions | undefined;
};

/**
 * Serves a Hono app on a port, over HTTPS when given a certificate; a taken port ends the process with one line naming the port and the variable
 * that moves it (a JSON line, like the configuration's refusals), never a stack trace. SIGTERM and SIGINT close the server.
 *
 * @example
 * listen(createWebServer({ root: 'dist' }), { port: 5173, portVariable: 'JOURNEY_PORT', name: 'journey' });
 */
export function listen(app: Pick<Hono, 'fetch'>, options: ListenOptions): Server {
  const server = serve({ fetch: app.fetch, port: options.port, ...options.tls }) as Server;
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EADDRINUSE' || error.code === 'EACCES') {
      const why = error.code === 'EADDRINUSE' ? 'is taken' : 'is not allowed';
      exitFatal(
        `The ${options.name}'s port ${options.port} ${why}: set ${options.portVariable} to another port.`,
        {
          variable: options.portVariable,
        },
      );
    }
    throw error;
  });
  const close = () => server.close(() => process.exit(0));
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
  return server;
}
