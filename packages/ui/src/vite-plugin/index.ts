/**
 * A Vite (and Rollup, Rolldown) plugin that makes react-aria's combo box behave as the kit's documents it, where
 * react-aria has no option for it:
 *
 * - **A real plural in French and Spanish.** react-aria announces a combo box's results with "2 options
 *   disponible(s)." and "2 opciones disponible(s).", a bracketed plural that French and Spanish style guides
 *   reject. It takes its strings from one module per locale and package, so the plugin does what react-aria's own
 *   `@react-aria/optimize-locales-plugin` does: it answers the import of those locale modules, here with
 *   react-aria's strings plus the corrected announcement.
 * - **The list as a non-modal popup.** While a combo box's list is open, react-aria's `useComboBox` sets
 *   `aria-hidden` on everything outside it, so the page's skip link, header and links stay focusable but hidden
 *   from assistive technology (axe: `aria-hidden-focus`). The WAI-ARIA combobox pattern's list is a non-modal
 *   popup: the plugin drops that one call from the module's code.
 *
 * A react-aria release that moves the modules or changes that code leaves them untouched (and the build says
 * so) rather than breaking it.
 *
 * ```ts
 * // vite.config.ts
 * import { uiPlugin } from '@souscrire/ui/vite-plugin';
 * export default defineConfig({ plugins: [react(), uiPlugin()] });
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

const virtualPrefix = '\0souscrire-ui:';
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

// useComboBox's effect that hides the page outside the open list: `if (state.isOpen) return (0, x)([` (each
// build of the module names the imported ariaHideOutside differently).
const hideOutsideCall =
  /if \(state\.isOpen\) return (\(0, [\w$.]+\)\(\[\s*inputRef\.current,\s*popoverRef\.current)/;
const comboBoxHook = /[/\\]react-aria[/\\]dist[/\\].*[/\\]combobox[/\\]useComboBox\.m?js$/;

/** useComboBox's code with the list as a non-modal popup (nothing hidden outside it), or null when not found. */
export function withNonModalList(code: string): string | null {
  return hideOutsideCall.test(code) ? code.replace(hideOutsideCall, 'if (false) return $1') : null;
}

interface WarnContext {
  warn(message: string): void;
}

interface ResolveContext {
  resolve(
    source: string,
    importer?: string,
    options?: { skipSelf?: boolean },
  ): Promise<{ id: string } | null>;
}

/** The plugin's hooks, in the shape Vite, Rollup and Rolldown share. */
export interface UiPlugin {
  name: string;
  enforce: 'pre';
  resolveId(this: ResolveContext, source: string, importer: string | undefined): Promise<string | null>;
  load(id: string): string | null;
  transform(this: WarnContext, code: string, id: string): string | null;
  config(): { optimizeDeps: { rolldownOptions: { plugins: UiPlugin[] } } };
}

/** The plugin; add it to the app's bundler configuration. */
export function uiPlugin(): UiPlugin {
  const plugin: UiPlugin = {
    name: 'souscrire-ui',
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
    transform(code, id) {
      if (!comboBoxHook.test(id)) return null;
      const changed = withNonModalList(code);
      if (changed === null)
        this.warn(`react-aria's useComboBox changed: its list hides the page again (${id})`);
      return changed;
    },
    // The dev server pre-bundles react-aria with Rolldown, which runs its own plugins.
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [plugin] } } }),
  };
  return plugin;
}
