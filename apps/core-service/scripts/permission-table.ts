// Writes the permission table of docs/security.md ("Who may call what") from the contract and the rules of
// src/http/permissions.ts: `node scripts/permission-table.ts`. src/http/permissions.test.ts fails when the
// document and the rules differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadContract } from '../src/http/contract.ts';
import { PERMISSION_TABLE_MARKERS, permissionTable, SECURITY_DOC } from '../src/http/permissions.ts';

const [start, end] = PERMISSION_TABLE_MARKERS;
const doc = readFileSync(SECURITY_DOC, 'utf8');
const from = doc.indexOf(start);
const to = doc.indexOf(end);
if (from === -1 || to < from) throw new Error(`${SECURITY_DOC} has no ${start} … ${end} section`);
const table = permissionTable(loadContract().operations);
writeFileSync(SECURITY_DOC, `${doc.slice(0, from + start.length)}\n${table}\n${doc.slice(to)}`);
console.info(`${SECURITY_DOC}: the permission table has ${table.split('\n').length - 2} operations`);
