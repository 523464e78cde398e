/** Cache-Control of hashed build output: the name changes with the content, so it never needs revalidation. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control of files whose name stays while their content changes: always revalidated. */
export const REVALIDATE = 'no-cache';

/**
 * The Cache-Control of a served path: Vite writes every hashed file under `/assets/`; everything else
 * (`index.html` and the SPA's routes, `config.json`, `version.json`, `robots.txt`, the favicon) keeps its name
 * from one deployment to the next.
 *
 * @example
 * cacheControlFor('/assets/index-CVMX6Auv.js'); // 'public, max-age=31536000, immutable'
 * cacheControlFor('/fr-FR/offer'); // 'no-cache'
 */
export function cacheControlFor(path: string): string {
  return path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}
