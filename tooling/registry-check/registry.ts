// A throwaway npm registry (Verdaccio) on the loopback interface, for the registry check: its storage and its
// one user live in a scratch folder and end with it. It serves the @souscrire scope from its own storage only
// (no uplink), the way an insurer's private registry would, and knows nothing else: a consumer's third-party
// dependencies come from its default registry through the scope line of its .npmrc.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { runServer } from 'verdaccio';

export interface LocalRegistry {
  /** The registry's address, ending with a slash, e.g. `http://127.0.0.1:41234/`. */
  url: string;
  /** A publish token of the registry's throwaway user. */
  token: string;
  close(): Promise<void>;
}

/** Starts the registry on a port the system picks, with its storage in `folder`, and signs a user up. */
export async function startRegistry(folder: string): Promise<LocalRegistry> {
  const server: Server = await runServer({
    storage: join(folder, 'storage'),
    self_path: join(folder, 'config.yaml'),
    auth: { htpasswd: { file: join(folder, 'htpasswd'), max_users: 1 } },
    uplinks: {},
    packages: {
      '@souscrire/*': { access: '$all', publish: '$authenticated', unpublish: '$authenticated' },
      '**': { access: '$all', publish: '$authenticated' },
    },
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    security: { api: { legacy: true } },
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  try {
    return { url, token: await signUp(url), close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Creates the registry's user the way `npm adduser` does and returns its token. */
async function signUp(url: string): Promise<string> {
  const name = 'registry-check';
  const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: crypto.randomUUID(), type: 'user', roles: [] }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) {
    throw new Error(`the local registry refused its user (${response.status}): ${JSON.stringify(body)}`);
  }
  return body.token;
}
