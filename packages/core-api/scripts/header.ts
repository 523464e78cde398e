// Puts the do-not-edit header on the types generated from the OpenAPI document.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../src/generated/core-api.ts', import.meta.url);
const header =
  '// Generated from openapi/core-api.yaml by `pnpm generate` (openapi-typescript). Do not edit.\n';
const text = readFileSync(file, 'utf8');
if (!text.startsWith(header)) writeFileSync(file, header + text);
