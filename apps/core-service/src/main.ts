// The core service's entry (`node src/main.ts`). It turns on Node's module compile cache first (a
// restart then reads each module's stripped TypeScript and V8 code from the cache instead of compiling it
// again, about a fifth of a start's CPU), starts opening the database, then loads the service
// (run-service.ts) while it opens: PGlite reads its files and compiles its WebAssembly on other threads
// meanwhile (docs/decisions/scaling-journal.md). The cache lives in NODE_COMPILE_CACHE, or in the
// system's temporary folder; without it the service starts as before. The environment is validated first
// (@souscrire/config): a refused variable stops the service with one line naming it; so does a TLS certificate
// (TLS_CERT_FILE, TLS_KEY_FILE) that cannot serve HTTPS.
import { enableCompileCache } from 'node:module';

enableCompileCache();
const { configOrExit, errorFields, exitFatal, exitOnUncaughtAsJson, orExit, tlsServerOptions } = await import(
  '@souscrire/config'
);
// Every line the service writes is JSON, its last one too (an error nothing caught).
exitOnUncaughtAsJson();
const config = configOrExit(process.env);
// The certificate is read and checked before the database opens: a wrong one stops the start at once.
const tls = orExit(() => tlsServerOptions(config));
const { openDatabase } = await import('./db/open-database.ts');
const { DataFolderError } = await import('./db/data-folder.ts');
const opening = openDatabase(process.env);
// A failure to open is thrown where the service awaits it (startService), not as an unhandled rejection while
// the modules load.
opening.catch(() => undefined);
const { runService } = await import('./run-service.ts');
try {
  await runService(opening, tls);
} catch (error) {
  // A data folder the service cannot use is the operator's to fix: one line says which, and why. Any other
  // failure to start (a database that does not answer) is one JSON line with its error.
  if (error instanceof DataFolderError) exitFatal(error.message);
  exitFatal('core-service could not start', { err: errorFields(error) });
}
