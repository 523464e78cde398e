import type { IForbiddenRuleType } from 'dependency-cruiser';

const frameworkFree = '^packages/(core-api|workflow|theming|i18n)/';
// What of the kit ships no component: the stories' texts helper and the size report, which read the list of
// languages from its one source (docs/how-to/add-a-language.md).
const UI_SHOWCASE = '^packages/ui/(scripts/size\\.ts|src/test/story-text\\.ts)$';
const react = '^(react|react-dom|react-aria-components|react-aria|react-stately|@tanstack/react-[^/]+)(/|$)';

/**
 * Who may import whom (../shared/ARCHITECTURE.md, "Layout"). Paths are relative to the repository root, as
 * dependency-cruiser resolves them (workspace packages resolve to their sources).
 */
export const forbidden: IForbiddenRuleType[] = [
  {
    name: 'no-circular',
    comment: 'No cycles between modules.',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'packages-not-apps',
    comment: 'Packages never import apps.',
    severity: 'error',
    from: { path: '^packages/' },
    to: { path: '^apps/' },
  },
  {
    name: 'framework-free-no-react',
    comment: 'core-api, workflow, theming and i18n import no React (i18n keeps its binding in src/react/).',
    severity: 'error',
    from: { path: frameworkFree, pathNot: '^packages/i18n/src/react/' },
    to: { path: react, dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'framework-free-no-ui',
    comment: 'Framework-free packages never import the UI kit.',
    severity: 'error',
    from: { path: frameworkFree },
    to: { path: '^packages/ui/' },
  },
  {
    name: 'workflow-types-only-from-core-api',
    comment: 'workflow may import types only from core-api, and nothing else of ours.',
    severity: 'error',
    from: { path: '^packages/workflow/' },
    to: { path: '^packages/core-api/', dependencyTypesNot: ['type-only'] },
  },
  {
    name: 'workflow-no-other-package',
    comment: 'workflow imports no other workspace package than core-api.',
    severity: 'error',
    from: { path: '^packages/workflow/' },
    to: { path: '^packages/(theming|i18n|ui)/' },
  },
  {
    name: 'ui-knows-no-journey',
    comment: 'ui may import theming only: never core-api, workflow or i18n. Texts come in as props.',
    severity: 'error',
    from: { path: '^packages/ui/', pathNot: UI_SHOWCASE },
    to: { path: '^packages/(core-api|workflow|i18n)/' },
  },
  {
    name: 'ui-showcase-reads-only-the-languages',
    comment:
      "The kit's story texts and size report (no component) read i18n's list of languages, from its entry only.",
    severity: 'error',
    from: { path: UI_SHOWCASE },
    to: { path: '^packages/(core-api|workflow|i18n)/', pathNot: '^packages/i18n/src/index\\.ts$' },
  },
  {
    name: 'core-service-shares-only-the-contract',
    comment: 'core-service imports core-api and nothing else of the front end.',
    severity: 'error',
    from: { path: '^apps/core-service/' },
    to: { path: '^(packages/(workflow|ui|theming|i18n)|apps/(journey|storybook))/' },
  },
  {
    name: 'app-kit-only-for-apps',
    comment:
      "app-kit is the two apps' shared code (it composes ui, i18n and core-api, as only apps do): no package imports it.",
    severity: 'error',
    from: { path: '^packages/', pathNot: '^packages/app-kit/' },
    to: { path: '^packages/app-kit/' },
  },
  {
    name: 'apps-not-other-apps',
    comment: 'An app never imports another app.',
    severity: 'error',
    from: { path: '^apps/([^/]+)/' },
    to: { path: '^apps/', pathNot: '^apps/$1/' },
  },
];
