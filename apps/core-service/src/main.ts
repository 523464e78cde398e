// The core service's entry (`node src/main.ts`). It turns on Node's module compile cache first (issue 17: a
// restart then reads each module's stripped TypeScript and V8 code from the cache instead of compiling it
// again, about a fifth of a start's CPU), then loads the service (run-service.ts). The cache lives in
// NODE_COMPILE_CACHE, or in the system's temporary folder; without it the service starts as before.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./run-service.ts');
