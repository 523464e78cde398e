// The core service's entry (`node src/main.ts`). It turns on Node's module compile cache first (issue 17: a
// restart then reads each module's stripped TypeScript and V8 code from the cache instead of compiling it
// again, about a fifth of a start's CPU), starts opening the database, then loads the service
// (run-service.ts) while it opens: PGlite reads its files and compiles its WebAssembly on other threads
// meanwhile (docs/scaling.md, seventh round). The cache lives in NODE_COMPILE_CACHE, or in the system's
// temporary folder; without it the service starts as before.
import { enableCompileCache } from 'node:module';

enableCompileCache();
const { openDatabase } = await import('./db/open-database.ts');
const opening = openDatabase(process.env);
// A failure to open is thrown where the service awaits it (startService), not as an unhandled rejection while
// the modules load.
opening.catch(() => undefined);
const { runService } = await import('./run-service.ts');
await runService(opening);
