import { createServer } from 'node:net';

/**
 * A TCP port free on the loopback interface at the time of the call (the system picks it): for a child
 * service or a throw-away PostgreSQL cluster of the tests and scripts.
 *
 * @example
 * const port = await freePort();
 * spawn(process.execPath, ['src/main.ts'], { env: { ...process.env, CORE_PORT: String(port) } });
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
