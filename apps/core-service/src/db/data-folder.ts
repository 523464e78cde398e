import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** A folder the service cannot keep its data in; its message is one line for the operator. */
export class DataFolderError extends Error {
  override readonly name = 'DataFolderError';
  readonly code = 'data_folder_unusable';
}

const code = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Creates a folder and its missing parents, one level at a time. Not `mkdir(path, { recursive: true })`: for a
 * path under /proc, procfs answers ENOENT to the child of a folder that exists, and Node's recursive mkdir then
 * creates the parent again and retries, forever, at full CPU (Node 24 reads ENOENT as "a parent is missing"):
 * the service hung at start, silent, with CORE_DATA_DIR=/proc/nope.
 *
 * @example
 * await makeFolder('/srv/core/data'); // or throws the error of the level that could not be made
 */
export async function makeFolder(path: string): Promise<void> {
  const missing: string[] = [];
  for (let folder = resolve(path); ; folder = dirname(folder)) {
    try {
      await stat(folder);
      break;
    } catch (error) {
      if (code(error) !== 'ENOENT') throw error;
      missing.unshift(folder);
      if (dirname(folder) === folder) break;
    }
  }
  for (const folder of missing) {
    try {
      await mkdir(folder);
    } catch (error) {
      if (code(error) !== 'EEXIST') throw error;
    }
  }
}

/**
 * Makes sure the service can keep its data in `folder`: creates it if needed and writes a file in it (PGlite's
 * own failure there is an error without a message). A failure is a {@link DataFolderError} naming the folder
 * and the variable that chose it.
 *
 * @example
 * await prepareDataFolder('/proc/nope', 'CORE_DATA_DIR');
 * // DataFolderError: core-service cannot keep its data in /proc/nope (CORE_DATA_DIR): ENOENT: …
 */
export async function prepareDataFolder(folder: string, variable: string | undefined): Promise<void> {
  try {
    await makeFolder(folder);
    const probe = join(folder, '.core-service-write-check');
    await writeFile(probe, '');
    await rm(probe);
  } catch (error) {
    const chosen = variable === undefined ? 'the default folder; CORE_DATA_DIR chooses another' : variable;
    throw new DataFolderError(
      `core-service cannot keep its data in ${folder} (${chosen}): ${(error as Error).message}`,
      { cause: error },
    );
  }
}
