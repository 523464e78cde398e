/**
 * A Vite (and Rollup, Rolldown) plugin that gives the kit's combo box a real plural in French and Spanish.
 *
 * react-aria announces a combo box's results to screen readers with "2 options disponible(s)." and
 * "2 opciones disponible(s).": a bracketed plural that French and Spanish style guides reject. react-aria takes
 * its strings from one module per locale and package, with no prop to change them, so this plugin does what
 * react-aria's own `@react-aria/optimize-locales-plugin` does: it answers the import of those locale modules,
 * here with react-aria's strings plus the corrected announcement. Every other string is react-aria's own, and a
 * react-aria release that moves the modules leaves its strings untouched rather than breaking the build.
 *
 * ```ts
 * // vite.config.ts
 * import { uiStrings } from '@souscrire/ui/vite-plugin';
 * export default defineConfig({ plugins: [react(), uiStrings()] });
 * ```
 */

/** The announcement react-aria compiles from its ICU message: `(args, formatter) => string`. */
type CountAnnouncement = (
  args: { optionCount: number },
  formatter: {
    plural(count: number, forms: Record<string, () => string>): string;
    number(value: number): string;
  },
) => string;

/** The corrected announcements, by react-aria locale module. */
export const comboBoxCountAnnouncements: Readonly<Record<string, CountAnnouncement>> = {
  'fr-FR': ({ optionCount }, formatter) =>
    `${formatter.plural(optionCount, {
      one: () => `${formatter.number(optionCount)} option disponible`,
      other: () => `${formatter.number(optionCount)} options disponibles`,
    })}.`,
  'es-ES': ({ optionCount }, formatter) =>
    `${formatter.plural(optionCount, {
      one: () => `${formatter.number(optionCount)} opción disponible`,
      other: () => `${formatter.number(optionCount)} opciones disponibles`,
    })}.`,
};

const virtualPrefix = '\0souscrire-ui-strings:';
// react-aria's combo box imports `../intl/combobox/<locale>.mjs` (or .js/.cjs) from its `intlStrings` module.
const localeModule = /(?:^|[/\\])intl[/\\]combobox[/\\]([a-z]{2}-[A-Z]{2})\.m?js$/;
const comboBoxImporter = /[/\\]react-aria[/\\]dist[/\\].*[/\\]combobox[/\\]intlStrings\.m?js$/;

/** The module that stands for react-aria's locale module `original`: its strings, with the announcement. */
export function localeModuleSource(locale: string, original: string): string {
  const announcement = comboBoxCountAnnouncements[locale];
  if (announcement === undefined) throw new Error(`No combo box announcement for ${locale}`);
  return [
    `import upstream from ${JSON.stringify(original)};`,
    `export default { ...upstream, countAnnouncement: ${announcement.toString()} };`,
  ].join('\n');
}

interface ResolveContext {
  resolve(
    source: string,
    importer?: string,
    options?: { skipSelf?: boolean },
  ): Promise<{ id: string } | null>;
}

/** The plugin's hooks, in the shape Vite, Rollup and Rolldown share. */
export interface UiStringsPlugin {
  name: string;
  enforce: 'pre';
  resolveId(this: ResolveContext, source: string, importer: string | undefined): Promise<string | null>;
  load(id: string): string | null;
  config(): { optimizeDeps: { rolldownOptions: { plugins: UiStringsPlugin[] } } };
}

/** The plugin; add it to the app's bundler configuration. */
export function uiStrings(): UiStringsPlugin {
  const plugin: UiStringsPlugin = {
    name: 'souscrire-ui-strings',
    enforce: 'pre',
    async resolveId(source, importer) {
      const locale = localeModule.exec(source)?.[1];
      if (locale === undefined || !(locale in comboBoxCountAnnouncements)) return null;
      if (importer === undefined || !comboBoxImporter.test(importer)) return null;
      const original = await this.resolve(source, importer, { skipSelf: true });
      return original === null ? null : `${virtualPrefix}${locale}:${original.id}`;
    },
    load(id) {
      if (!id.startsWith(virtualPrefix)) return null;
      const rest = id.slice(virtualPrefix.length);
      const separator = rest.indexOf(':');
      return localeModuleSource(rest.slice(0, separator), rest.slice(separator + 1));
    },
    // The dev server pre-bundles react-aria with Rolldown, which runs its own plugins.
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [plugin] } } }),
  };
  return plugin;
}
