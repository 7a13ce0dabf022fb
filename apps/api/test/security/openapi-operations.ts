import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema that the zod → OpenAPI transform emits for our contract. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

export type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, e.g. `/api/v1/curriculum/{id}`. */
  path: string;
  /** `METHOD path`, used in messages and as the key of per-route tables. */
  key: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | undefined;
  /** `security: []` (or an empty alternative) in the document: the route works without a token. */
  isPublic: boolean;
};

type OpenApiDoc = {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] }>>;
};

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The job seeker's side: console routes (`/api/admin/...`) hold no user-owned resource and answer
 * 403 to anyone without a staff role; their matrix is `test/staff/authorization-matrix.test.ts`
 * (decision 1401). The ownership and no-store crawls use this; hostile input fuzzes every route.
 */
export const seekerOperations = (operations: Operation[]): Operation[] => operations.filter((o) => !o.path.startsWith('/api/admin/'));

/** Reads the app's own OpenAPI document, so a route added by any feature is picked up without a test change. */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${res.statusCode}`);
  const doc = res.json<OpenApiDoc>();
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [lower, op] of Object.entries(item)) {
      const method = lower.toUpperCase();
      if (!METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      operations.push({
        method: method as Operation['method'],
        path,
        key: `${method} ${path}`,
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
        // `security: []` (public) or an alternative `{}` (token optional, e.g. tracking).
        isPublic: Array.isArray(op.security) && (op.security.length === 0 || op.security.some((s) => s && typeof s === 'object' && Object.keys(s).length === 0)),
      });
    }
  }
  return operations;
}

/** Fills `{name}` placeholders; values are URL-encoded unless `raw` is set (for hostile raw paths). */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = values[name] ?? '';
    return raw ? value : encodeURIComponent(value);
  });
}
