import type { components } from '@souscrire/core-api';
import type { Database } from '../db/database.ts';
import { normalizeSearch } from '../reference/normalize-search.ts';
import type { PageWindow, SearchPage } from './reference-search.ts';

type City = components['schemas']['City'];
type Country = components['schemas']['Country'];
type Entry = City & { search_name: string };

/** A sorted key of one entry: the entry's rank (its place in the answer's order) under a key to search. */
type Keyed = { key: string; rank: number };

/** One country's places, in the answer's order, and two sorted views of them to search by prefix. */
type CountryPlaces = { entries: Entry[]; byName: Keyed[]; byPostalCode: Keyed[] };

/**
 * The cities of every country, one entry per postal code, kept in memory (issue 17: a search-as-you-type
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

/** The first index of `sorted` whose key is not below `key` (binary search). */
function lowerBound(sorted: readonly Keyed[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle]?.key ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

function sortedBy(entries: readonly Entry[], key: (entry: Entry) => string): Keyed[] {
  return entries
    .map((entry, rank) => ({ key: key(entry), rank }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.rank - b.rank));
}

/** The ranks of the entries whose key starts with `prefix`, in the answer's order, for one page. */
function pageOfPrefix(
  places: CountryPlaces,
  sorted: readonly Keyed[],
  keyOf: (entry: Entry) => string,
  prefix: string,
  window: PageWindow,
): { ranks: number[]; total: number } {
  const first = lowerBound(sorted, prefix);
  // Every key that starts with the prefix sorts below the prefix followed by the highest character.
  const total = lowerBound(sorted, `${prefix}\uffff`) - first;
  const end = window.offset + window.perPage;
  if (total <= SORT_AT_MOST) {
    const ranks = sorted
      .slice(first, first + total)
      .map((keyed) => keyed.rank)
      .sort((a, b) => a - b);
    return { ranks: ranks.slice(window.offset, end), total };
  }
  // A short prefix matches thousands of places: the largest ones that match are met early in the answer's order.
  const ranks: number[] = [];
  let seen = 0;
  for (let rank = 0; rank < places.entries.length && seen < end; rank += 1) {
    const entry = places.entries[rank];
    if (entry === undefined || !keyOf(entry).startsWith(prefix)) continue;
    if (seen >= window.offset) ranks.push(rank);
    seen += 1;
  }
  return { ranks, total };
}

/** A place as read, with the population that orders it. */
type Row = Entry & { population: number | null };

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

/** Cities read per query: a restarted service answers its first requests between two slices (issue 17). */
const CITIES_PER_SLICE = 5000;

/** Lets the requests that arrived meanwhile run before the next slice of work. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads the cities (about 40,000 places) into a {@link CityIndex}. A municipal district (Paris 11e
 * Arrondissement) shares its postal code with its city (Paris) and is left out: one place.
 *
 * issue 17: it runs while a restarted service takes its first requests, and PGlite runs a query without
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
  const byCountry = new Map<string, CountryPlaces>();
  for (const { population: _, ...row } of rows) {
    const places = byCountry.get(row.country);
    if (places === undefined) byCountry.set(row.country, { entries: [row], byName: [], byPostalCode: [] });
    else places.entries.push(row);
  }
  for (const places of byCountry.values()) {
    places.byName = sortedBy(places.entries, (entry) => entry.search_name);
    await yieldToRequests();
    places.byPostalCode = sortedBy(places.entries, (entry) => entry.postal_code);
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
        ? pageOfPrefix(places, places.byPostalCode, (entry) => entry.postal_code, term, window)
        : pageOfPrefix(places, places.byName, (entry) => entry.search_name, term, window);
      return {
        rows: ranks.flatMap((rank) => {
          const entry = places.entries[rank];
          return entry === undefined
            ? []
            : [
                {
                  insee_code: entry.insee_code,
                  postal_code: entry.postal_code,
                  name: entry.name,
                  country: entry.country,
                },
              ];
        }),
        total,
      };
    },
  };
}
