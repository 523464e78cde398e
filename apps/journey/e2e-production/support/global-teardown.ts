import { rm } from 'node:fs/promises';

/** Removes the rehearsal's folder (certificate, configuration files, dump) once every try has ended. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.REHEARSAL_DIR;
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
}
