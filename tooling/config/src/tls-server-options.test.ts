import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestCertificate, tlsGet } from '@souscrire/vitest-config/test-certificate';
import { afterAll, describe, expect, test } from 'vitest';
import { ConfigError } from './load-config.ts';
import { tlsServerOptions } from './tls-server-options.ts';

const folder = mkdtempSync(join(tmpdir(), 'config-tls-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const tls = makeTestCertificate(folder, ['souscrire.test', '*.souscrire.test']);

describe('tlsServerOptions', () => {
  test('neither file: plain HTTP (no options)', () => {
    expect(tlsServerOptions({ TLS_CERT_FILE: undefined, TLS_KEY_FILE: undefined })).toBeUndefined();
  });

  test('both files: a server that answers over HTTPS with that certificate', async () => {
    const options = tlsServerOptions({ TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile });
    if (options === undefined) throw new Error('no TLS options');
    const server = options.createServer(options.serverOptions, (_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await tlsGet(`https://127.0.0.1:${port}/`, tls.cert, 'api.souscrire.test');
      expect([answer.status, answer.text]).toEqual([200, 'ok']);
    } finally {
      server.close();
    }
  });

  test.each([
    [{ TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: undefined }, 'TLS_KEY_FILE', /^TLS_KEY_FILE is not set/],
    [{ TLS_CERT_FILE: undefined, TLS_KEY_FILE: 'key.pem' }, 'TLS_CERT_FILE', /^TLS_CERT_FILE is not set/],
    [
      { TLS_CERT_FILE: '/nowhere/cert.pem', TLS_KEY_FILE: 'key.pem' },
      'TLS_CERT_FILE',
      "TLS_CERT_FILE='/nowhere/cert.pem' cannot be read (ENOENT): expected a PEM file.",
    ],
  ])('%o is refused, naming %s', (config, variable, message) => {
    expect(() => tlsServerOptions(config)).toThrow(message);
    expect(() => tlsServerOptions(config)).toThrow(expect.objectContaining({ variable }));
  });

  test('a key that is not the certificate’s is refused at start, not at the first connection', () => {
    const other = makeTestCertificate(mkdtempSync(join(folder, 'other-')), ['other.test']);
    const garbage = join(folder, 'garbage.pem');
    writeFileSync(garbage, 'not a certificate');
    for (const config of [
      { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: other.keyFile },
      { TLS_CERT_FILE: garbage, TLS_KEY_FILE: tls.keyFile },
    ]) {
      expect(() => tlsServerOptions(config)).toThrow(ConfigError);
      expect(() => tlsServerOptions(config)).toThrow(/are not a PEM certificate and its key/);
    }
  });
});
