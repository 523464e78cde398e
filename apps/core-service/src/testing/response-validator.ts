import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { type Contract, loadContract } from '../http/contract.ts';
import { addFormats } from '../questions/add-formats.ts';

type Matcher = {
  method: string;
  pattern: RegExp;
  literal: number;
  path: string;
  responses: Record<string, unknown>;
};

function pointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Checks the service's real answers against the contract (the contract test of ARCHITECTURE.md): the status
 * must be declared by the operation, and a JSON body must match the declared schema.
 */
export function createResponseValidator(contract: Contract = loadContract()) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(contract.document, 'contract');
  const paths = contract.document.paths as Record<
    string,
    Record<string, { responses: Record<string, unknown> }>
  >;
  const matchers: Matcher[] = contract.operations.map((operation) => ({
    method: operation.method.toUpperCase(),
    pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    literal: operation.path.replace(/\{[^}]+\}/g, '').length,
    path: operation.path,
    responses: paths[operation.path]?.[operation.method]?.responses ?? {},
  }));
  const cache = new Map<string, ValidateFunction | null>();

  const schemaFor = (matcher: Matcher, status: string): ValidateFunction | null => {
    const key = `${matcher.method} ${matcher.path} ${status}`;
    if (!cache.has(key)) {
      let pointer = `#/paths/${pointerSegment(matcher.path)}/${matcher.method.toLowerCase()}/responses/${status}`;
      const declared = matcher.responses[status] as { $ref?: string; content?: Record<string, unknown> };
      let response = declared;
      if (typeof declared.$ref === 'string') {
        pointer = declared.$ref;
        const name = declared.$ref.split('/').pop() ?? '';
        response = ((contract.document.components as Record<string, Record<string, unknown>>).responses?.[
          name
        ] ?? {}) as typeof declared;
      }
      const hasJson = response.content?.['application/json'] !== undefined;
      cache.set(
        key,
        hasJson ? ajv.compile({ $ref: `contract${pointer}/content/application~1json/schema` }) : null,
      );
    }
    return cache.get(key) ?? null;
  };

  /** Returns the problems of one answer (empty when it follows the contract). */
  return (method: string, url: string, status: number, body: unknown): string[] => {
    const pathname = new URL(url, 'http://core.test').pathname;
    const matcher = matchers
      .filter((candidate) => candidate.method === method && candidate.pattern.test(pathname))
      .sort((a, b) => b.literal - a.literal)[0];
    if (matcher === undefined) return [];
    if (matcher.responses[String(status)] === undefined) {
      return [`${method} ${matcher.path} answered ${status}, which the contract does not declare`];
    }
    const validate = schemaFor(matcher, String(status));
    if (validate === null || validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${method} ${matcher.path} ${status}: ${error.instancePath} ${error.message}`,
    );
  };
}
