/**
 * What the seeders share: reading a data file of src/data, inserting rows in batches, and the version (hash)
 * of each data set loaded (seed_state), so that a start with the same files loads nothing.
 */
import { readFileSync } from 'node:fs';
import type { Database } from './database.ts';

/** A data file of src/data: its parsed value, and its text (hashed into the data set's version). */
export function readData<T>(name: string): { value: T; text: string } {
  const text = readFileSync(new URL(`../data/${name}`, import.meta.url), 'utf8');
  return { value: JSON.parse(text) as T, text };
}

/** Inserts rows with a statement that reads them from its one jsonb parameter. */
export async function insertJsonRows(
  db: Pick<Database, 'query'>,
  sql: string,
  rows: readonly unknown[],
): Promise<void> {
  // One statement per batch: the rows travel as one jsonb parameter (jsonb_to_recordset), fast on both engines.
  for (let start = 0; start < rows.length; start += 5000) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + 5000))]);
  }
}

/** The version of a data set loaded, or undefined when never loaded. */
export async function loadedVersion(db: Pick<Database, 'query'>, name: string): Promise<string | undefined> {
  const rows = await db.query<{ version: string }>('SELECT version FROM seed_state WHERE name = $1', [name]);
  return rows[0]?.version;
}

/** Records the version of a data set just loaded. */
export async function markLoaded(db: Pick<Database, 'query'>, name: string, version: string): Promise<void> {
  await db.query(
    `INSERT INTO seed_state (name, version) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET version = EXCLUDED.version, loaded_at = now()`,
    [name, version],
  );
}
