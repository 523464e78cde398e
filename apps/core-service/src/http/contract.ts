import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the OpenAPI document lives: the contract package `@souscrire/core-api` (its source, in YAML). */
export const CONTRACT_PATH = fileURLToPath(import.meta.resolve('@souscrire/core-api/openapi/core-api.yaml'));
/**
 * The same document in JSON, generated from the YAML by the contract package's `pnpm generate` (its lint
 * fails when the two differ): read in about 1 ms where parsing the YAML took 130-160 ms of every start.
 */
const CONTRACT_JSON_PATH = fileURLToPath(import.meta.resolve('@souscrire/core-api/openapi/core-api.json'));

/** A JSON Schema (draft 2020-12) as found in the document. */
export type JsonSchema = Record<string, unknown>;

/** One parameter of an operation, with `$ref`s to components resolved. */
export type ContractParameter = {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
};

/** One operation of the contract, with what the server needs to route and validate it. */
export type ContractOperation = {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The OpenAPI path (`/v2/prospects/{id}`). */
  path: string;
  /** The same path in Hono's syntax (`/v2/prospects/:id`). */
  routePath: string;
  parameters: ContractParameter[];
  /** The JSON pointer of the JSON request body's schema in the document, when there is a body. */
  bodyPointer: string | undefined;
  bodyRequired: boolean;
  /** False when the operation declares `security: []` (health). */
  needsTenantToken: boolean;
  /** True when the operation's security asks for the `clientSession` scheme (a logged-in client). */
  needsClientSession: boolean;
  /**
   * The operation's `security`: the alternatives a caller may satisfy, each the schemes it needs together
   * (`[['tenantToken', 'prospectProof'], ['tenantToken', 'clientSession']]`); none for `security: []`.
   */
  security: SecurityScheme[][];
};

/** The security schemes of the contract (`components.securitySchemes`). */
export type SecurityScheme = 'tenantToken' | 'clientSession' | 'prospectProof';

/** The parsed document and its operations. */
export type Contract = { document: Record<string, unknown>; source: string; operations: ContractOperation[] };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function pointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function resolveRef<T>(document: Record<string, unknown>, value: unknown): T {
  if (typeof value === 'object' && value !== null && '$ref' in value && typeof value.$ref === 'string') {
    const path = value.$ref.replace(/^#\//, '').split('/');
    let node: unknown = document;
    for (const segment of path)
      node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    return node as T;
  }
  return value as T;
}

/**
 * Reads the OpenAPI document and lists its operations (contract-first: the server's routes are the
 * document's paths). `source` is the YAML as written, which the service serves at /openapi.yaml.
 */
export function loadContract(): Contract {
  const source = readFileSync(CONTRACT_PATH, 'utf8');
  const document = JSON.parse(readFileSync(CONTRACT_JSON_PATH, 'utf8')) as Record<string, unknown>;
  const paths = document.paths as Record<string, Record<string, unknown>>;
  const globalSecurity = (document.security as unknown[] | undefined) ?? [];
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (operation === undefined) continue;
      const parameters = [...shared, ...((operation.parameters as unknown[] | undefined) ?? [])].map(
        (raw) => {
          const parameter = resolveRef<Record<string, unknown>>(document, raw);
          return {
            name: String(parameter.name),
            in: parameter.in as ContractParameter['in'],
            required: parameter.required === true,
            schema: (parameter.schema as JsonSchema | undefined) ?? {},
          };
        },
      );
      const rawBody = operation.requestBody as Record<string, unknown> | undefined;
      const body = resolveRef<Record<string, unknown> | undefined>(document, rawBody);
      const bodyBase =
        typeof rawBody?.$ref === 'string'
          ? rawBody.$ref
          : `#/paths/${pointerSegment(path)}/${method}/requestBody`;
      const hasJsonBody =
        (body?.content as Record<string, unknown> | undefined)?.['application/json'] !== undefined;
      const security = ((operation.security as Record<string, unknown>[] | undefined) ??
        globalSecurity) as Record<string, unknown>[];
      operations.push({
        operationId: String(operation.operationId),
        method,
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        parameters,
        bodyPointer: hasJsonBody ? `${bodyBase}/content/application~1json/schema` : undefined,
        bodyRequired: body?.required === true,
        needsTenantToken: security.length > 0,
        needsClientSession: security.length > 0 && security.every((scheme) => 'clientSession' in scheme),
        security: security.map((alternative) => Object.keys(alternative) as SecurityScheme[]),
      });
    }
  }
  return { document, source, operations };
}
