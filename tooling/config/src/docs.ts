/** docs/configuration.md and .env.example, rendered from the schema (schema.ts). */
import { type Reader, VARIABLES, type Variable } from './schema.ts';

const READERS: Reader[] = ['core service', 'web server', 'start script'];
const entries = Object.entries(VARIABLES) as [string, Variable<unknown>][];
const cell = (text: string) => text.replaceAll('|', '\\|');

/** The Markdown reference of every variable, grouped by its first reader. */
export function configurationDoc(): string {
  const lines = [
    '# Configuration',
    '',
    '<!-- Generated from tooling/config/src/schema.ts by `pnpm --filter @souscrire/config generate:docs`:',
    '     edit the schema, not this file (a test fails when they differ). -->',
    '',
    'Every environment variable of the core service, the web server (tooling/web-server) and the start',
    'script (`./run start`) is declared once, in `tooling/config/src/schema.ts`, with its type, default and',
    'description. Each process validates its environment when it starts: a wrong value stops it with one JSON',
    'line on standard error naming the variable and what it expects, and exit code 1. A variable set to an',
    'empty text counts as unset. `./run start` needs none of them. `.env.example` at the repository root lists',
    'them all, for an operator to copy.',
  ];
  for (const reader of READERS) {
    const own = entries.filter(([, variable]) => variable.readers[0] === reader);
    lines.push('', `## Read by the ${reader}`, '');
    lines.push(
      '| Variable | Expects | Default | Also read by | Description |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const [name, variable] of own) {
      const others = variable.readers.slice(1).join(', ') || '—';
      const fallback = variable.defaultText === undefined ? 'unset' : `\`${variable.defaultText}\``;
      lines.push(
        `| \`${name}\` | ${cell(variable.expects)} | ${cell(fallback)} | ${others} | ${cell(variable.description)} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** A commented `.env.example`: each variable with its default, or an example value, commented out. */
export function envExample(): string {
  const lines = [
    '# Generated from tooling/config/src/schema.ts (pnpm --filter @souscrire/config generate:docs).',
    '# Every variable is optional: the values shown are examples, or the defaults.',
    '# docs/configuration.md describes each.',
  ];
  for (const [name, variable] of entries) {
    lines.push(
      '',
      `# ${variable.description.replaceAll('`', '')}`,
      `# Expects ${variable.expects.replaceAll('`', '')}.`,
    );
    const value = variable.example ?? variable.defaultText ?? '';
    lines.push(`# ${name}=${value.includes(' ') ? `"${value}"` : value}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Where the generated files live, relative to the repository root, and their text. */
export function generatedFiles(): { path: string; text: string }[] {
  return [
    { path: 'docs/configuration.md', text: configurationDoc() },
    { path: '.env.example', text: envExample() },
  ];
}
