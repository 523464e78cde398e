#!/usr/bin/env node
// The operators' tool from the bundle: `node souscrire-core.mjs tokens create --tenant maif`, `... migrate`,
// `... migrate --status` (`node souscrire-core.mjs help` lists them), on the database the service uses.
import { applyReleaseDefaults } from './release-env.mjs';

applyReleaseDefaults();
await import('./core/dist/cli.js');
