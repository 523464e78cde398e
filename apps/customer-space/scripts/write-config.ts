// Writes public/config.json, the runtime configuration the build ships, from the tenant manifest
// (src/config/local-space-config.ts). turbo's `generate` task runs it before typecheck, test and build.
import { writeFileSync } from 'node:fs';
import { LOCAL_SPACE_ADDRESSES, localSpaceConfig } from '../src/config/local-space-config.ts';

writeFileSync(
  new URL('../public/config.json', import.meta.url),
  `${JSON.stringify(localSpaceConfig(LOCAL_SPACE_ADDRESSES), null, 2)}\n`,
);
