import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@souscrire/vitest-config/free-port';
import { makeTestCertificate, tlsGet } from '@souscrire/vitest-config/test-certificate';
import { afterAll, expect, test } from 'vitest';

// The web server as it runs (node src/main.ts; the themes from their sources, unbuilt), serving a built app over HTTPS from TLS_CERT_FILE and TLS_KEY_FILE.
const folder = mkdtempSync(join(tmpdir(), 'web-server-tls-'));
writeFileSync(join(folder, 'index.html'), '<!doctype html><title>app</title>');
const tls = makeTestCertificate(folder, ['souscrire.test', '*.souscrire.test']);
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const child = spawn(
    process.execPath,
    ['--conditions=@souscrire/source', 'src/main.ts', '--root', folder, '--name', 'journey'],
    {
      cwd: new URL('..', import.meta.url),
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  return { child, output: () => output };
}

test('with TLS_CERT_FILE and TLS_KEY_FILE it serves its pages over HTTPS, with HSTS', async () => {
  const port = await freePort();
  const { output } = start({ PORT: String(port), TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile });
  const url = `https://127.0.0.1:${port}/fr-FR`;
  const deadline = Date.now() + 20_000;
  let answer = await tlsGet(url, tls.cert, 'maif.souscrire.test').catch(() => undefined);
  while (answer === undefined && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await tlsGet(url, tls.cert, 'maif.souscrire.test').catch(() => undefined);
  }
  expect(answer?.status, output()).toBe(200);
  expect(answer?.text).toContain('<title>app</title>');
  expect(answer?.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
}, 30_000);

test('a certificate without its key stops it with one line naming the missing variable', async () => {
  const { child, output } = start({ PORT: String(await freePort()), TLS_CERT_FILE: tls.certFile });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  expect(code).toBe(1);
  const lines = output().trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(JSON.parse(lines[0] ?? '')).toMatchObject({
    level: 60,
    variable: 'TLS_KEY_FILE',
    msg: 'TLS_KEY_FILE is not set: expected a file path, set together with TLS_CERT_FILE.',
  });
}, 30_000);
