#!/usr/bin/env node
// The health check of the bundle's parts (the container's HEALTHCHECK): `node healthcheck.mjs [core|journey|
// customer-space ...]` (all three by default) asks each part on its port (CORE_PORT, JOURNEY_PORT,
// CUSTOMER_SPACE_PORT, as start.mjs) and exits 0 when every one answers 2xx within 5 s, else 1 with a line each.
const CHECKS = {
  core: () => `http://127.0.0.1:${process.env.CORE_PORT ?? 4000}/internal/health`,
  journey: () => `http://127.0.0.1:${process.env.JOURNEY_PORT ?? 5173}/healthz`,
  'customer-space': () => `http://127.0.0.1:${process.env.CUSTOMER_SPACE_PORT ?? 5174}/healthz`,
};

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
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`answered ${response.status}`);
  } catch (error) {
    healthy = false;
    console.error(`${name} (${url}): ${error instanceof Error ? error.message : error}`);
  }
}
process.exit(healthy ? 0 : 1);
