// Lints the contract with Redocly's recommended rules, which also check every example against its schema.
// Fails on any problem, so a broken example or a dangling $ref never reaches the generated types.
import { createConfig, lint } from '@redocly/openapi-core';

const config = await createConfig({
  extends: ['recommended'],
  rules: {
    // The package is not published publicly; the server is the local reference service on purpose.
    'info-license': 'off',
    'no-server-example.com': 'off',
    // /internal/health answers 200 or nothing at all.
    'operation-4xx-response': 'off',
  },
});
const file = new URL('../openapi/core-api.yaml', import.meta.url).pathname;
const problems = await lint({ ref: file, config });
for (const problem of problems) {
  const where = problem.location[0]?.pointer ?? '';
  console.error(`${problem.severity} ${problem.ruleId}: ${problem.message} (${where})`);
}
if (problems.length > 0) process.exit(1);
console.info('openapi/core-api.yaml: no problems');
