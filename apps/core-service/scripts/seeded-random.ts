// The seeded random draws of scripts/generate-companies.ts: the same seed gives the same companies.
// mulberry32: a small seeded generator, so that the output is reproducible.
let seed = 20261122;

/** The next draw, in [0, 1). */
export function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** One item of the list, drawn. */
export function pick<T>(list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new RangeError('empty list');
  return item;
}

/** `count` digits drawn, the first not 0. */
export function digits(count: number): string {
  let out = String(1 + Math.floor(random() * 9));
  while (out.length < count) out += String(Math.floor(random() * 10));
  return out;
}
