/** A chunk of Vite's build manifest (`.vite/manifest.json`), as far as the web server reads it. */
type ManifestChunk = {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
};

/** Vite's build manifest: each chunk by its key (a source module's path, or `_name-hash.js` for shared ones). */
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The build's stylesheets (`/assets/…css`) that `modules` (manifest keys: the source modules a page shows) load
 * with them, as Vite's preload helper loads them: those of each static import before the module's own, each
 * once. Keys the manifest does not have give nothing.
 *
 * @example
 * moduleStylesheets(manifest, ['src/steps/offer/offer-screen.tsx']);
 * // ['/assets/index-a1.css', '/assets/radio-group-b2.css', '/assets/offer-screen-c3.css']
 */
export function moduleStylesheets(manifest: BuildManifest, modules: readonly string[]): string[] {
  const visited = new Set<string>();
  const sheets = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (visited.has(key) || !chunk) return;
    visited.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) sheets.add(`/${css}`);
  };
  for (const key of modules) visit(key);
  return [...sheets];
}
