#!/usr/bin/env node
// The health check of the bundle's parts (the container's HEALTHCHECK): `node healthcheck.mjs [core|journey|
// customer-space ...]` (all three by default) asks each part on its port (CORE_PORT, JOURNEY_PORT,
// CUSTOMER_SPACE_PORT, as start.mjs) and exits 0 when every one answers 2xx within 5 s, else 1 with a line each.
// With TLS_CERT_FILE set the parts serve HTTPS, and so it asks over HTTPS; the certificate names the public
// hosts, not 127.0.0.1, and the question is whether this machine's own process answers, not who it is: the
// certificate is not checked.
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';

const tls = (process.env.TLS_CERT_FILE ?? '').trim() !== '';
const scheme = tls ? 'https' : 'http';
const CHECKS = {
  core: () => `${scheme}://127.0.0.1:${process.env.CORE_PORT || 4000}/internal/health`,
  journey: () => `${scheme}://127.0.0.1:${process.env.JOURNEY_PORT || 5173}/healthz`,
  'customer-space': () => `${scheme}://127.0.0.1:${process.env.CUSTOMER_SPACE_PORT || 5174}/healthz`,
};

/** The status of a GET of `url`, within 5 s. */
function status(url) {
  return new Promise((resolve, reject) => {
    const get = tls ? httpsGet : httpGet;
    const request = get(url, { rejectUnauthorized: false, timeout: 5000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 5 s')));
    request.on('error', reject);
  });
}

const asked = process.argv.slice(2);
const names = asked.length === 0 ? Object.keys(CHECKS) : asked;
let healthy = true;
for (const name of names) {
  const url = CHECKS[name]?.();
  if (url === undefined) {
    console.error(`Unknown part: ${name}.`);
    process.exit(2);
  }
  try {
    const code = await status(url);
    if (code < 200 || code > 299) throw new Error(`answered ${code}`);
  } catch (error) {
    healthy = false;
    console.error(`${name} (${url}): ${error instanceof Error ? error.message : error}`);
  }
}
process.exit(healthy ? 0 : 1);
