import type { PGlite } from '@electric-sql/pglite';
import { protocol } from '@electric-sql/pglite';
import type { Row } from './database.ts';

/** At most this many statements are kept prepared (as on PostgreSQL); past them, texts are prepared unnamed each time. */
const MAX_PREPARED = 1000;
/** The reply buffer is kept between statements up to this size (a larger reply's buffer is dropped after it). */
const KEPT_REPLY_BYTES = 256 * 1024;

/** A statement prepared in PGlite: its name, its parameters' types and its result's columns. */
type Prepared = {
  name: string;
  serializers: ((value: unknown) => string)[];
  columns: string[];
  parsers: (((text: string, type: number) => unknown) | undefined)[];
  types: number[];
};

const EXECUTE_AND_SYNC = concat([protocol.serialize.execute(), protocol.serialize.sync()]);
const SYNC = protocol.serialize.sync();

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** PGlite stopped before the end of its reply; `sent` rejects with its own error. */
class IncompleteReply extends Error {
  readonly sent: Promise<void>;
  constructor(sent: Promise<void>) {
    super('PGlite ended its reply before ReadyForQuery');
    this.sent = sent;
    sent.catch(() => {});
  }
}

/** The first error of a reply, as PGlite's `query` throws it (pg-protocol's DatabaseError, with the query). */
function databaseError(reply: Buffer, start: number, end: number, query: string, params: unknown): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(reply.subarray(start, end), (message) => {
    error ??= message as unknown as Error;
  });
  return Object.assign(error ?? new Error('PGlite answered an unreadable error'), { query, params });
}

/**
 * One PGlite connection driven through its wire protocol, with each statement prepared once.
 *
 * PGlite's own `query` sends every statement unnamed in six protocol steps (parse, describe, bind, describe,
 * execute, sync), each a call into its WebAssembly, and runs its JavaScript protocol parser over every reply
 * (profiles: 34% of a read's CPU in the WebAssembly, parsing and planning each time; 24% in that parser).
 * Here a statement is parsed and described once (its parameter types choose PGlite's own serializers, its
 * columns PGlite's own parsers, so values come back as from `pg.query`), then each run is one message of
 * Bind, Execute and Sync, whose reply is read directly: data rows, the command's end, an error.
 *
 * PGlite runs a message synchronously (`execProtocolRawStream` calls back before it returns), so one statement
 * never interleaves with another; a transaction holds `lock` across its awaits, and statements outside it
 * wait for it, as with PGlite's transaction mutex. The reply is not synced to the file system after each
 * statement as PGlite's `query` does: the Node and in-memory file systems' `syncToFs` do nothing.
 */
export class PgliteSession {
  readonly #pg: PGlite;
  readonly #prepared = new Map<string, Prepared>();
  #reply = Buffer.allocUnsafe(64 * 1024);
  #replyLength = 0;
  readonly #collect = {
    syncToFs: false,
    onRawData: (bytes: Uint8Array) => {
      const needed = this.#replyLength + bytes.length;
      if (needed > this.#reply.length) {
        const grown = Buffer.allocUnsafe(Math.max(needed, this.#reply.length * 2));
        this.#reply.copy(grown, 0, 0, this.#replyLength);
        this.#reply = grown;
      }
      this.#reply.set(bytes, this.#replyLength);
      this.#replyLength = needed;
    },
  };
  #busy = false;
  /** The command tag of the last statement run by `query` (`SELECT 1`, `COMMIT`, `ROLLBACK`…). */
  #tag: string | undefined;
  readonly #waiting: (() => void)[] = [];

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /**
   * The one connection's use now: held by a transaction (or another exclusive work) or not, and how many
   * statements and transactions wait for it. A statement outside a transaction runs synchronously, so it is
   * never seen under way.
   */
  use(): { inUse: number; waiting: number } {
    return { inUse: this.#busy ? 1 : 0, waiting: this.#waiting.length };
  }

  /** Runs `work` alone: no other statement runs until it settles (a transaction's BEGIN to COMMIT). */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#busy = true;
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#busy = false;
    }
  }

  /** Runs one statement, after any transaction in progress (`inside`: this statement is part of it). */
  query<T extends Row>(sql: string, params: readonly unknown[], inside: boolean): Promise<T[]> {
    return this.#now(() => this.#run<T>(sql, params), inside);
  }

  /** Runs one statement of a transaction's own (BEGIN, COMMIT, ROLLBACK), prepared as any other; answers its command tag. */
  command(sql: string): Promise<string | undefined> {
    return this.#now(() => {
      this.#run(sql, []);
      return this.#tag;
    }, true);
  }

  /** Runs statements without parameters (the simple protocol: several statements, as migrations are). */
  exec(sql: string, inside: boolean): Promise<string | undefined> {
    return this.#now(() => this.#exec(sql), inside);
  }

  /** Runs `step` (synchronous) at once when no transaction holds PGlite, else after it. */
  #now<T>(step: () => T, inside: boolean): Promise<T> {
    if (!inside && this.#busy) return this.exclusive(async () => step());
    try {
      return Promise.resolve(step());
    } catch (error) {
      // PGlite itself failed mid-message (not a database error): its own error is the one to report.
      if (error instanceof IncompleteReply) return error.sent.then(() => Promise.reject(error));
      return Promise.reject(error);
    }
  }

  /** Sends one message and leaves its whole reply in `#reply[0, #replyLength)`. */
  #send(message: Uint8Array): Buffer {
    this.#replyLength = 0;
    if (this.#reply.length > KEPT_REPLY_BYTES) this.#reply = Buffer.allocUnsafe(64 * 1024);
    // Runs synchronously (its file-system sync is off): the reply is whole when it returns, unless PGlite
    // itself threw, in which case the promise holds that error.
    const sent = this.#pg.execProtocolRawStream(message, this.#collect);
    const end = this.#replyLength;
    // Every message ends with Sync (or is a simple query): a whole reply ends with ReadyForQuery.
    if (end < 6 || this.#reply[end - 6] !== 0x5a) throw new IncompleteReply(sent);
    return this.#reply;
  }

  /** The command tag of the last statement (`COMMIT` or `ROLLBACK` for a COMMIT), or throws its first error. */
  #exec(sql: string): string | undefined {
    const reply = this.#send(protocol.serialize.query(sql));
    const end = this.#replyLength;
    let tag: string | undefined;
    for (let offset = 0; offset < end; ) {
      const code = reply[offset];
      const next = offset + 1 + reply.readInt32BE(offset + 1);
      if (code === 0x45) throw databaseError(reply, offset, next, sql, undefined);
      if (code === 0x43) tag = reply.toString('utf8', offset + 5, next - 1);
      offset = next;
    }
    return tag;
  }

  #prepare(sql: string): Prepared {
    const known = this.#prepared.get(sql);
    if (known) return known;
    const name = this.#prepared.size < MAX_PREPARED ? `s${this.#prepared.size + 1}` : '';
    const reply = this.#send(
      concat([
        protocol.serialize.parse({ name, text: sql }),
        protocol.serialize.describe({ type: 'S', name }),
        SYNC,
      ]),
    );
    const end = this.#replyLength;
    const prepared: Prepared = { name, serializers: [], columns: [], parsers: [], types: [] };
    const pg = this.#pg;
    for (let offset = 0; offset < end; ) {
      const code = reply[offset];
      const next = offset + 1 + reply.readInt32BE(offset + 1);
      if (code === 0x45) throw databaseError(reply, offset, next, sql, undefined);
      if (code === 0x74) {
        // ParameterDescription: the types of $1..$n.
        const count = reply.readInt16BE(offset + 5);
        for (let index = 0; index < count; index += 1) {
          const type = reply.readUInt32BE(offset + 7 + 4 * index);
          const serialize = pg.serializers[type];
          prepared.serializers.push(serialize ?? ((value: unknown) => String(value)));
        }
      } else if (code === 0x54) {
        // RowDescription: per column its name, table, column number, type, size, modifier, format.
        const count = reply.readInt16BE(offset + 5);
        let at = offset + 7;
        for (let index = 0; index < count; index += 1) {
          const nameEnd = reply.indexOf(0, at);
          prepared.columns.push(reply.toString('utf8', at, nameEnd));
          const type = reply.readUInt32BE(nameEnd + 7);
          prepared.types.push(type);
          prepared.parsers.push(pg.parsers[type]);
          at = nameEnd + 19;
        }
      }
      offset = next;
    }
    if (name !== '') this.#prepared.set(sql, prepared);
    return prepared;
  }

  #run<T extends Row>(sql: string, params: readonly unknown[]): T[] {
    const prepared = this.#prepare(sql);
    const values: (string | null)[] = new Array(params.length);
    for (let index = 0; index < params.length; index += 1) {
      const value = params[index];
      values[index] =
        value === null || value === undefined
          ? null
          : (prepared.serializers[index] ?? ((other: unknown) => String(other)))(value);
    }
    const reply = this.#send(
      concat([protocol.serialize.bind({ statement: prepared.name, values }), EXECUTE_AND_SYNC]),
    );
    const end = this.#replyLength;
    const { columns, parsers, types } = prepared;
    const rows: T[] = [];
    let tag: string | undefined;
    for (let offset = 0; offset < end; ) {
      const code = reply[offset];
      const next = offset + 1 + reply.readInt32BE(offset + 1);
      if (code === 0x44) {
        // DataRow: a count, then per column a length (-1: NULL) and its text.
        const row: Row = {};
        let at = offset + 7;
        for (let index = 0; index < columns.length; index += 1) {
          const length = reply.readInt32BE(at);
          at += 4;
          if (length < 0) {
            row[columns[index] as string] = null;
            continue;
          }
          const text = reply.toString('utf8', at, at + length);
          at += length;
          const parse = parsers[index];
          row[columns[index] as string] = parse ? parse(text, types[index] as number) : text;
        }
        rows.push(row as T);
      } else if (code === 0x43) {
        tag = reply.toString('latin1', offset + 5, next - 1);
      } else if (code === 0x45) {
        throw databaseError(reply, offset, next, sql, params);
      }
      offset = next;
    }
    this.#tag = tag;
    return rows;
  }
}
