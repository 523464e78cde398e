#!/usr/bin/env node
// The operators' tool, `souscrire-core` (USAGE in run-cli.ts): tokens and migrations on the service's own
// database, opened exactly as the service opens it (db/open-database.ts).
import { runCli } from './run-cli.ts';

const { openDatabase } = await import('../db/open-database.ts');
const { DataFolderError } = await import('../db/data-folder.ts');
try {
  process.exitCode = await runCli(process.argv.slice(2), {
    openDatabase: () => openDatabase(process.env),
    env: process.env,
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => console.error(line),
  });
} catch (error) {
  // A data folder the tool cannot use is the operator's to fix: one line says which, and why.
  if (!(error instanceof DataFolderError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
