// Builds src/generated/brand-themes.ts (turbo's `generate` task runs it before typecheck, test and build).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { BRAND_THEMES_FILE, renderBrandThemes } from './brand-themes.ts';

mkdirSync(dirname(BRAND_THEMES_FILE), { recursive: true });
writeFileSync(BRAND_THEMES_FILE, renderBrandThemes());
console.info('Generated src/generated/brand-themes.ts.');
