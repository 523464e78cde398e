import { cruise, type IReporterOutput } from 'dependency-cruiser';
import { forbidden } from './rules.ts';

/** One broken import rule: which rule, and the import that breaks it. */
export interface Violation {
  rule: string;
  from: string;
  to: string;
}

/**
 * Checks the imports under `paths` (relative to `baseDir`) against the architecture's rules.
 *
 * @example
 * const violations = await findViolations(['apps', 'packages'], repoRoot);
 */
export async function findViolations(paths: string[], baseDir: string): Promise<Violation[]> {
  const result: IReporterOutput = await cruise(paths, {
    baseDir,
    ruleSet: { forbidden },
    validate: true,
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|storybook-static|coverage|\\.turbo)/' },
    enhancedResolveOptions: {
      conditionNames: ['@souscrire/source', 'import', 'types', 'default'],
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  });
  if (typeof result.output === 'string')
    throw new Error('dependency-cruiser answered a report, not a result');
  return result.output.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
  }));
}
