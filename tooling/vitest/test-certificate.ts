// A self-signed certificate made at test time with the openssl command (installed with Debian's base system),
// for the tests that serve HTTPS: the TLS options' unit tests and the production rehearsal.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { request } from 'node:https';
import { join } from 'node:path';

/** A certificate's files and what a client needs to trust it. */
export type TestCertificate = {
  /** The PEM certificate's and key's files (TLS_CERT_FILE, TLS_KEY_FILE). */
  certFile: string;
  keyFile: string;
  /** The PEM certificate, to trust it as a certificate authority (node's `ca` option). */
  cert: string;
  /**
   * The SHA-256 of its public key (SubjectPublicKeyInfo), base64: Chromium's
   * `--ignore-certificate-errors-spki-list` trusts it, so that its pages stay a secure context.
   */
  spki: string;
};

/**
 * Writes a self-signed ECDSA certificate for `hosts` (its subject alternative names, wildcards allowed), valid
 * two days, and its key, into `folder`.
 *
 * @example
 * const tls = makeTestCertificate(folder, ['souscrire.test', '*.souscrire.test']);
 * spawn('node', ['main.js'], { env: { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile } });
 */
export function makeTestCertificate(folder: string, hosts: readonly string[]): TestCertificate {
  const certFile = join(folder, 'cert.pem');
  const keyFile = join(folder, 'key.pem');
  const names = hosts.map((host) => `DNS:${host}`).join(',');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', `/CN=${hosts[0]}`],
      ...['-addext', `subjectAltName=${names}`],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const cert = readFileSync(certFile, 'utf8');
  const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, cert, spki: createHash('sha256').update(publicKey).digest('base64') };
}

/** An answer read by {@link tlsGet}. */
export type TlsAnswer = { status: number; headers: IncomingHttpHeaders; text: string };

/**
 * A GET over HTTPS that trusts only `cert` and checks it against `host` (sent as the TLS server name and the
 * Host header), whatever address `url` names: a test reaches a loopback server by the host name it serves.
 *
 * @example
 * const answer = await tlsGet(`https://127.0.0.1:${port}/`, tls.cert, 'maif.souscrire.test');
 * answer.headers['strict-transport-security'];
 */
export function tlsGet(url: string, cert: string, host: string): Promise<TlsAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { ca: cert, servername: host, headers: { host } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
