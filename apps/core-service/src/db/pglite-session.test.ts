import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openPgliteDatabase, type PgliteDatabase } from './pglite-database.ts';
import { PgliteSession } from './pglite-session.ts';

// Statements prepared once and run through PGlite's wire protocol answer exactly what PGlite's own
// `query` answers (same values, same errors), and transactions keep their isolation from other requests.
let pg: PGlite;
let session: PgliteSession;
let db: PgliteDatabase;
beforeAll(async () => {
  pg = await PGlite.create();
  session = new PgliteSession(pg);
  await pg.exec(`CREATE TABLE kinds (
    id int PRIMARY KEY, at timestamptz, day date, amount numeric(12, 2), doc jsonb, tags text[], nums int[],
    yes boolean, big bigint, bin bytea, label text CONSTRAINT kinds_label_length CHECK (length(label) <= 5)
  )`);
  db = await openPgliteDatabase(undefined);
  await db.exec('CREATE TABLE items (id int PRIMARY KEY)');
});
afterAll(async () => {
  await pg.close();
  await db.close();
});

const ROW = [
  1,
  new Date('2026-11-23T10:11:12.345Z'),
  '2026-02-28',
  '1234.50',
  { name: 'Étienne', list: [1, 'two', null], nested: { ok: true } },
  ['a', 'b "quoted"', 'c,d', null, 'é'],
  [1, 2, 3],
  true,
  9007199254740993n,
  new Uint8Array([0, 1, 254, 255]),
  'short',
];

test('values go in and come back as PGlite’s own query gives them: dates, numerics, json, arrays, bigints, bytes', async () => {
  const insert = `INSERT INTO kinds VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`;
  const returned = await session.query(insert, ROW, false);
  const read = await session.query('SELECT *, NULL::text AS nothing FROM kinds WHERE id = $1', [1], false);
  const reference = await pg.query('SELECT *, NULL::text AS nothing FROM kinds WHERE id = $1', [1]);
  expect(read).toEqual(reference.rows);
  expect(returned).toEqual((await pg.query('SELECT * FROM kinds WHERE id = 1')).rows);
  expect(read[0]).toMatchObject({ amount: '1234.50', yes: true, big: 9007199254740993n, nothing: null });
  expect(await session.query('SELECT count(*) AS n FROM kinds', [], false)).toEqual([{ n: 1 }]);
  // A second run of a statement uses its prepared form and answers the same.
  expect(await session.query('SELECT *, NULL::text AS nothing FROM kinds WHERE id = $1', [1], false)).toEqual(
    read,
  );
  expect(await session.query('SELECT 1 WHERE false', [], false)).toEqual([]);
});

test('errors are PGlite’s: SQLSTATE, constraint and detail, for a failed parse, bind or run', async () => {
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error,
    );
  expect(await failure(session.query('INSERT INTO kinds (id) VALUES ($1)', [1], false))).toMatchObject({
    code: '23505',
    constraint: 'kinds_pkey',
    detail: 'Key (id)=(1) already exists.',
  });
  expect(
    await failure(session.query('INSERT INTO kinds (id, label) VALUES ($1, $2)', [2, 'too long'], false)),
  ).toMatchObject({
    code: '23514',
    constraint: 'kinds_label_length',
  });
  expect(await failure(session.query('SELECT $1::int', ['nine'], false))).toMatchObject({ code: '22P02' });
  expect(await failure(session.query('SELECT * FROM no_such_table', [], false))).toMatchObject({
    code: '42P01',
  });
  // The failed statement left nothing behind: the session still answers.
  expect(await session.query('SELECT $1::int + 1 AS n', [41], false)).toEqual([{ n: 42 }]);
});

test('a transaction commits or rolls back as a whole, and other statements wait for its end', async () => {
  const order: string[] = [];
  await Promise.all([
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO items VALUES (1)');
      await new Promise((resolve) => setTimeout(resolve, 30));
      await tx.query('INSERT INTO items VALUES (2)');
      order.push('transaction');
    }),
    db
      .query<{ n: number }>('SELECT count(*)::int AS n FROM items')
      .then(([row]) => order.push(`read ${row?.n}`)),
  ]);
  expect(order).toEqual(['transaction', 'read 2']);
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO items VALUES (3)');
      throw new Error('changed my mind');
    }),
  ).rejects.toThrow('changed my mind');
  // A statement that failed inside aborts the transaction: its COMMIT rolls back and says so.
  await expect(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO items VALUES (4)');
      await tx.query('INSERT INTO items VALUES (1)').catch(() => {});
    }),
  ).rejects.toMatchObject({ code: '25P02' });
  expect(await db.query('SELECT id FROM items ORDER BY id')).toEqual([{ id: 1 }, { id: 2 }]);
});
