// Writes src/generated/tenants.json, the tenant manifest (src/tenants.ts, which people edit) as data: the core
// service reads it at run time without a build of this package (`@souscrire/core-api/tenants.json`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { TENANTS } from '../src/tenants.ts';

const target = new URL('../src/generated/tenants.json', import.meta.url);
mkdirSync(new URL('.', target), { recursive: true });
writeFileSync(target, `${JSON.stringify(TENANTS, null, 2)}\n`);
