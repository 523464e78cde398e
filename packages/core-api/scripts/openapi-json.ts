// Writes openapi/core-api.json, the OpenAPI document in JSON, from openapi/core-api.yaml (the source, which
// people edit). Programs read the JSON: parsing it takes about 1 ms where the YAML takes 130-160 ms, which
// the core service would pay on every start.
// The document's `info.version` is the package's version: changesets bumps package.json, and this step
// writes that version into the YAML first, so the two never disagree (scripts/openapi-json.test.ts checks it).
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const source = new URL('../openapi/core-api.yaml', import.meta.url);
const target = new URL('../openapi/core-api.json', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const yaml = readFileSync(source, 'utf8');
// `info` comes first in the document: its `version` is the first key indented by two spaces with that name.
const versioned = yaml.replace(/^ {2}version: .*$/m, `  version: ${version}`);
if (versioned !== yaml) writeFileSync(source, versioned);
writeFileSync(target, `${JSON.stringify(parse(versioned), null, 2)}\n`);
