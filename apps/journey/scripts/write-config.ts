// Writes public/config.json, the runtime configuration the build ships, from the tenant manifest
// (src/config/local-journey-config.ts). turbo's `generate` task runs it before typecheck, test and build.
import { writeFileSync } from 'node:fs';
import { LOCAL_ADDRESSES, localJourneyConfig } from '../src/config/local-journey-config.ts';

writeFileSync(
  new URL('../public/config.json', import.meta.url),
  `${JSON.stringify(localJourneyConfig(LOCAL_ADDRESSES), null, 2)}\n`,
);
