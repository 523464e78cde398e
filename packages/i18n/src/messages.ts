import type { IntlConfig } from '@formatjs/intl';

/**
 * A language's messages compiled to formatjs' AST by @formatjs/cli (`--ast`), so browsers never parse ICU
 * syntax and no parser ships with the journey.
 */
export type Messages = Exclude<NonNullable<IntlConfig['messages']>, Record<string, string>>;
