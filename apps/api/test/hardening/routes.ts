import type { App } from '../../src/app';
import type { TestApp } from '../helpers';

/** One method on one path, as the app registered it (`/api/products/:id`). */
export interface Endpoint {
  method: string;
  path: string;
  params: string[];
}

/**
 * Every endpoint the app serves, read from Fastify's own route tree, so a route added later is
 * covered without touching the tests. HEAD twins and the CORS catch-all OPTIONS are left out.
 */
export function listEndpoints(app: App): Endpoint[] {
  const endpoints: Endpoint[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^((?:[│ ] {3})*)[├└]── (\S+) \(([A-Z, ]+)\)$/);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = `${stack[depth - 1] ?? ''}${match[2] ?? ''}`;
    stack[depth] = path;
    stack.length = depth + 1;
    if (path === '*') continue;
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === 'HEAD') continue;
      endpoints.push({ method, path, params: [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '') });
    }
  }
  return endpoints;
}

/** A JSON schema as @fastify/swagger reports a route's inputs (only what the generators read). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  nullable?: boolean;
  minimum?: number;
  /** OpenAPI 3.0 style (a flag on minimum) or JSON Schema style (the bound itself). */
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

export interface EndpointInputs {
  params: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  /** The JSON body schema, when the route declares one. */
  body?: JsonSchema;
  consumes: string[];
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The declared inputs of each endpoint, from the OpenAPI document the app builds for /api/docs. */
export function endpointInputs(app: TestApp, endpoint: Endpoint): EndpointInputs {
  const spec = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const openApiPath = endpoint.path.replace(/:(\w+)/g, '{$1}');
  const operation = spec.paths?.[openApiPath]?.[endpoint.method.toLowerCase()];
  const inputs: EndpointInputs = { params: {}, query: {}, consumes: Object.keys(operation?.requestBody?.content ?? {}) };
  for (const parameter of operation?.parameters ?? []) {
    if (parameter.in === 'path') inputs.params[parameter.name] = parameter.schema ?? {};
    if (parameter.in === 'query') inputs.query[parameter.name] = parameter.schema ?? {};
  }
  const body = operation?.requestBody?.content?.['application/json']?.schema;
  if (body) inputs.body = body;
  return inputs;
}

async function tableNames(app: TestApp): Promise<string[]> {
  const rows = await app.testing.database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

/**
 * Row counts of every table, plus (thorough) a checksum of every row: equal snapshots mean
 * nothing was written. Counts alone are cheap enough to take after every request.
 */
export async function databaseSnapshot(app: TestApp, thorough = true): Promise<Record<string, string>> {
  const sum = thorough ? ` || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), ''))` : '';
  const sql = (await tableNames(app))
    .map((name) => `SELECT '${name}' AS name, count(*)::text${sum} AS sum FROM "${name}" t`)
    .join(' UNION ALL ');
  const rows = await app.testing.database.query<{ name: string; sum: string }>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}
