import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import { normalizeSearch } from './normalize-search.ts';
import type { PageWindow, SearchPage } from './reference-search.ts';

type City = components['schemas']['City'];
type Country = components['schemas']['Country'];

/**
 * One country's places, column by column in the answer's order (a place's rank is its index in each column),
 * and two views to search by prefix: the ranks sorted by search name, and by postal code. About
 * 35,000 places held as columns of shared strings and typed arrays of ranks rather than as an object per place
 * and per sorted key (docs/decisions/scaling-journal.md).
 */
type CountryPlaces = {
  country: Country;
  inseeCodes: string[];
  postalCodes: string[];
  names: string[];
  searchNames: string[];
  byName: Int32Array;
  byPostalCode: Int32Array;
};

/**
 * The cities of every country, one entry per postal code, kept in memory (a search-as-you-type
 * call answered without the database), searched by name prefix (accent- and case-insensitive) or postal code
 * prefix, largest first.
 */
export type CityIndex = {
  search(country: Country, query: string, window: PageWindow): SearchPage<City>;
  /** How many places it holds (logged once read: run-service.ts). */
  readonly size: number;
};

/** Above this many matches, the page is found by walking the places in order instead of sorting the matches. */
const SORT_AT_MOST = 1000;

/** The first index of `sorted` (ranks) whose key (in `keys`) is not below `key` (binary search). */
function lowerBound(sorted: Int32Array, keys: readonly string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[sorted[middle] ?? 0] ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The ranks of `keys`, sorted by key (then by rank). */
function sortedBy(keys: readonly string[]): Int32Array {
  return Int32Array.from(keys.keys()).sort((a, b) => {
    const [keyA = '', keyB = ''] = [keys[a], keys[b]];
    return keyA < keyB ? -1 : keyA > keyB ? 1 : a - b;
  });
}

/** The ranks of the places whose key (in `keys`) starts with `prefix`, in the answer's order, for one page. */
function pageOfPrefix(
  sorted: Int32Array,
  keys: readonly string[],
  prefix: string,
  window: PageWindow,
): { ranks: number[]; total: number } {
  const first = lowerBound(sorted, keys, prefix);
  // Every key that starts with the prefix sorts below the prefix followed by the highest character.
  const total = lowerBound(sorted, keys, `${prefix}\uffff`) - first;
  const end = window.offset + window.perPage;
  if (total <= SORT_AT_MOST) {
    const ranks = Array.from(sorted.subarray(first, first + total)).sort((a, b) => a - b);
    return { ranks: ranks.slice(window.offset, end), total };
  }
  // A short prefix matches thousands of places: the largest ones that match are met early in the answer's order.
  const ranks: number[] = [];
  let seen = 0;
  for (let rank = 0; rank < keys.length && seen < end; rank += 1) {
    if (!keys[rank]?.startsWith(prefix)) continue;
    if (seen >= window.offset) ranks.push(rank);
    seen += 1;
  }
  return { ranks, total };
}

/** A place as read, with the population that orders it. */
type Row = City & { search_name: string; population: number | null };

/** The answer's order: country, largest first (unknown populations last), then name and postal code. */
function byAnswerOrder(a: Row, b: Row): number {
  if (a.country !== b.country) return a.country < b.country ? -1 : 1;
  if (a.population !== b.population) {
    if (a.population === null) return 1;
    if (b.population === null) return -1;
    return b.population - a.population;
  }
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.postal_code < b.postal_code ? -1 : a.postal_code > b.postal_code ? 1 : 0;
}

/** Cities read per query: a restarted service answers its first requests between two slices. */
const CITIES_PER_SLICE = 5000;

/** Lets the requests that arrived meanwhile run before the next slice of work. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads the cities (about 40,000 places) into a {@link CityIndex}. A municipal district (Paris 11e
 * Arrondissement) shares its postal code with its city (Paris) and is left out: one place.
 *
 * It runs while a restarted service takes its first requests, and PGlite runs a query without
 * yielding, so the places are read in slices of cities by id (each an index range: 30-60 ms) with requests
 * answered in between, and put in the answer's order here rather than by the database, whose sort of them
 * took about half of one whole read. Names compare as JavaScript strings (the C collation's order for
 * them), the same on both engines.
 */
export async function loadCityIndex(db: Pick<Database, 'query'>): Promise<CityIndex> {
  const [bounds] = await db.query<{ low: number | null; high: number | null }>(
    'SELECT min(id) AS low, max(id) AS high FROM cities',
  );
  const rows: Row[] = [];
  for (let after = (bounds?.low ?? 1) - 1; after < (bounds?.high ?? 0); after += CITIES_PER_SLICE) {
    const slice = await db.query<Row>(
      `SELECT c.insee_code, p.postal_code, c.name, c.country, c.search_name, c.population FROM cities c
       JOIN city_postal_codes p ON p.city_id = c.id
       WHERE c.id > $1 AND c.id <= $2 AND p.city_id > $1 AND p.city_id <= $2
         AND c.kind <> 'arrondissement-municipal'`,
      [after, after + CITIES_PER_SLICE],
    );
    for (const row of slice) rows.push(row);
    await yieldToRequests();
  }
  rows.sort(byAnswerOrder);
  await yieldToRequests();
  // Each text is kept once: a postal code shared by several cities, a name shared by several places.
  const texts = new Map<string, string>();
  const once = (text: string): string => {
    const kept = texts.get(text);
    if (kept !== undefined) return kept;
    texts.set(text, text);
    return text;
  };
  const byCountry = new Map<string, CountryPlaces>();
  for (const row of rows) {
    let places = byCountry.get(row.country);
    if (places === undefined) {
      places = {
        country: row.country,
        inseeCodes: [],
        postalCodes: [],
        names: [],
        searchNames: [],
        byName: new Int32Array(0),
        byPostalCode: new Int32Array(0),
      };
      byCountry.set(row.country, places);
    }
    places.inseeCodes.push(once(row.insee_code));
    places.postalCodes.push(once(row.postal_code));
    places.names.push(once(row.name));
    places.searchNames.push(once(row.search_name));
  }
  texts.clear();
  for (const places of byCountry.values()) {
    places.byName = sortedBy(places.searchNames);
    await yieldToRequests();
    places.byPostalCode = sortedBy(places.postalCodes);
    await yieldToRequests();
  }
  return {
    size: rows.length,
    search(country, query, window) {
      const places = byCountry.get(country);
      const raw = query.trim();
      const byPostalCode = /^\d+$/.test(raw);
      const term = byPostalCode ? raw : normalizeSearch(raw);
      if (places === undefined || term === '') return { rows: [], total: 0 };
      const { ranks, total } = byPostalCode
        ? pageOfPrefix(places.byPostalCode, places.postalCodes, term, window)
        : pageOfPrefix(places.byName, places.searchNames, term, window);
      return {
        rows: ranks.map((rank) => ({
          insee_code: places.inseeCodes[rank] ?? '',
          postal_code: places.postalCodes[rank] ?? '',
          name: places.names[rank] ?? '',
          country: places.country,
        })),
        total,
      };
    },
  };
}
