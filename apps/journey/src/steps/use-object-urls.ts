import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

/**
 * `useQueries`' `combine` for fetched files: the files arrived and whether one failed. Its answer is
 * structurally shared, so `data` stays the same array until a file arrives (a fetch starting or ending changes
 * nothing the screen shows).
 */
export const arrivedFiles = (results: UseQueryResult<Blob>[]) => ({
  data: results.map((result) => result.data),
  failed: results.some((result) => result.isError),
});

/**
 * Object URLs for fetched files (PDFs fetched with the client session, so a link holds the file itself),
 * released when they change or the screen leaves.
 *
 * @example
 * const urls = useObjectUrls(new Map([['general-conditions', blob]]));
 * <a href={urls.get('general-conditions')} download="general-conditions.pdf">…</a>
 */
export function useObjectUrls(blobs: ReadonlyMap<string, Blob>): ReadonlyMap<string, string> {
  const urls = useMemo(
    () => new Map([...blobs].map(([id, blob]) => [id, URL.createObjectURL(blob)] as const)),
    [blobs],
  );
  useEffect(
    () => () => {
      for (const url of urls.values()) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}
