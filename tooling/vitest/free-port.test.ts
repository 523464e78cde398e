import { createServer } from 'node:net';
import { expect, test } from 'vitest';
import { freePort } from './free-port.ts';

test('answers a loopback port that a server can then listen on', async () => {
  const port = await freePort();
  expect(port).toBeGreaterThan(0);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  await new Promise((resolve) => server.close(resolve));
});
