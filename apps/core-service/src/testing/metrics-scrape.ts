import type { Hono } from 'hono';

/** The samples of a Prometheus text exposition: each line's metric name, labels and value. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

/** Reads the samples of a Prometheus text exposition (comments skipped; label values without escapes). */
export function parseSamples(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match === null) continue;
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)) labels[pair[1] ?? ''] = pair[2] ?? '';
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) });
  }
  return samples;
}

/**
 * Scrapes an app's `/internal/metrics` (with the metrics token when given) and answers the value of the sample
 * named `name` whose labels include `labels`, or undefined when there is none.
 *
 * @example
 * await scrapedValue(service.app, 'db_pool_size'); // 1 on PGlite
 */
export async function scrapedValue(
  app: Pick<Hono, 'request'>,
  name: string,
  labels: Record<string, string> = {},
  token?: string,
): Promise<number | undefined> {
  const response = await app.request('/internal/metrics', {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`/internal/metrics answered ${response.status}`);
  const sample = parseSamples(await response.text()).find(
    (candidate) =>
      candidate.name === name &&
      Object.entries(labels).every(([label, value]) => candidate.labels[label] === value),
  );
  return sample?.value;
}
