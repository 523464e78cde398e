// The core service's entry (`node src/main.ts`). It turns on Node's module compile cache first (a
// restart then reads each module's stripped TypeScript and V8 code from the cache instead of compiling it
// again, about a fifth of a start's CPU), starts opening the database, then loads the service
// (run-service.ts) while it opens: PGlite reads its files and compiles its WebAssembly on other threads
// meanwhile (docs/decisions/scaling-journal.md). The cache lives in NODE_COMPILE_CACHE, or in the
// system's temporary folder; without it the service starts as before. The environment is validated first
// (@souscrire/config): a refused variable stops the service with one line naming it; so does a TLS certificate
// (TLS_CERT_FILE, TLS_KEY_FILE) that cannot serve HTTPS.
//
// Before anything else, V8's allocation-site pretenuring is turned off. A request that waits on the database
// keeps its router match, context and headers alive across several young collections; V8 sees those sites
// survive and from then on allocates them in the old generation, for every request, the fast ones too. After
// a few journeys, `GET /` spent 17-30% of its time in the collector (full collections every 100 ms) against
// 3-6% in a fresh process, and took 40-100 µs of CPU a request against 28 µs (docs/decisions/scaling-journal.md).
// The flag cannot be given in NODE_OPTIONS; set here, it holds however the service is started.
import { enableCompileCache } from 'node:module';
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');
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
