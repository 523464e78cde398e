import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parse } from 'yaml';

const read = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

// The version a consumer installs is the version the contract states: `pnpm generate` writes the package's
// version into the document, and this test fails when a release bumped one and not the other.
test("the document's info.version is the package's version, in the YAML and in the JSON", () => {
  const { version } = JSON.parse(read('../package.json')) as { version: string };
  expect(parse(read('../openapi/core-api.yaml')).info.version).toBe(version);
  expect(JSON.parse(read('../openapi/core-api.json')).info.version).toBe(version);
});
