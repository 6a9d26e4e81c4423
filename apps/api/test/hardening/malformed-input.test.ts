import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitBytes } from '../../src/app';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../helpers';
import { databaseSnapshot, endpointInputs, listEndpoints, type Endpoint, type EndpointInputs, type JsonSchema } from './routes';

// Malformed bodies, queries and path parameters against every endpoint the app registers:
// a 4xx with a message, never a 5xx, never a written row, and the security headers every time.

interface MalformedRequest {
  endpoint: Endpoint;
  /** Whether the request is certainly invalid (else it only must not fail or write). */
  malformed: boolean;
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

const types = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;

function allowedTypes(schema: JsonSchema): Set<string> | undefined {
  if (schema.anyOf) {
    const all = new Set<string>();
    for (const option of schema.anyOf) {
      const inner = allowedTypes(option);
      if (!inner) return undefined;
      for (const type of inner) all.add(type);
    }
    return all;
  }
  if (schema.type === undefined) return undefined;
  const declared = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (declared.has('number')) declared.add('integer');
  return declared;
}

/** A JSON value whose type the schema does not allow, or undefined when it allows any. */
function wrongJson(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  const allowed = allowedTypes(schema);
  if (!allowed) return undefined;
  const byType: Record<(typeof types)[number], fc.Arbitrary<unknown>> = {
    string: fc.stringMatching(/^[a-z' ]{0,12}$/),
    number: fc.double({ noNaN: true, noDefaultInfinity: true, min: 0.01, max: 1e6 }).filter((n) => !Number.isInteger(n)),
    integer: fc.integer({ min: -1e6, max: 1e6 }),
    boolean: fc.boolean(),
    object: fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
    array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    null: fc.constant(null),
  };
  const wrong = types.filter((type) => !allowed.has(type) && !(type === 'number' && allowed.has('integer') && allowed.has('number')));
  return wrong.length > 0 ? fc.oneof(...wrong.map((type) => byType[type])) : undefined;
}

/** A text the schema rejects for a query or path value, or undefined when any text passes. */
function wrongText(schema: JsonSchema, inPath: boolean): fc.Arbitrary<string> | undefined {
  const allowed = allowedTypes(schema);
  const options: Array<fc.Arbitrary<string>> = [];
  if (allowed?.has('integer') || allowed?.has('number')) {
    options.push(fc.stringMatching(/^[a-z'%;-][a-z0-9' ;=-]{0,15}$/), fc.constantFrom('NaN', '1e400', '99999999999999999999', 'true', '[1]'));
    if (!allowed.has('number')) options.push(fc.constantFrom('1.5', '2.25'));
    if ((schema.minimum ?? -Infinity) >= 1 || (schema.exclusiveMinimum ?? -Infinity) >= 0) options.push(fc.constantFrom('0', '-1', '-42'));
  } else if (schema.enum) {
    const values = schema.enum.map(String);
    options.push(fc.stringMatching(/^[a-z_]{1,12}$/).filter((s) => !values.includes(s)));
  } else {
    if (schema.maxLength !== undefined) options.push(fc.constant('x'.repeat(schema.maxLength + 1)));
    if ((schema.minLength ?? 0) > 0 && !inPath) options.push(fc.constant(''));
    if (schema.format === 'email') options.push(fc.constantFrom('not-an-email', 'a@', '@b.c'));
  }
  return options.length > 0 ? fc.oneof(...options) : undefined;
}

/** Any text for a path part that would still reach the same route (no empty part, no dot segments). */
const anyPathText = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s !== '.' && s !== '..');

function buildUrl(endpoint: Endpoint, params: Record<string, string>, query: Record<string, string>): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? 'x'));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

function validParams(endpoint: Endpoint, inputs: EndpointInputs): fc.Arbitrary<Record<string, string>> {
  // A well-formed but unknown value: the defect is elsewhere in the request.
  return fc.record(Object.fromEntries(endpoint.params.map((name) => {
    const schema = inputs.params[name] ?? {};
    const numeric = allowedTypes(schema)?.has('integer') || allowedTypes(schema)?.has('number');
    return [name, numeric ? fc.constant('987654') : fc.stringMatching(/^[a-z0-9]{8,16}$/)];
  })));
}

/** The ways one endpoint's request can be malformed, each a whole request. */
function malformedRequests(endpoint: Endpoint, inputs: EndpointInputs): fc.Arbitrary<Omit<MalformedRequest, 'headers'>> {
  const ways: Array<fc.Arbitrary<Omit<MalformedRequest, 'headers'>>> = [];
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(endpoint.method);

  // A path parameter the route's schema rejects, or (no schema) one that names nothing.
  if (endpoint.params.length > 0) {
    ways.push(
      fc.record(Object.fromEntries(endpoint.params.map((name) => {
        const schema = inputs.params[name];
        return [name, (schema && wrongText(schema, true)) ?? anyPathText];
      }))).map((params) => ({ endpoint, malformed: true, url: buildUrl(endpoint, params, {}) })),
    );
  }

  // One query value of the wrong kind.
  const badQuery = Object.entries(inputs.query).flatMap(([name, schema]) => {
    const text = wrongText(schema, false);
    return text ? [text.map((value) => ({ [name]: value }))] : [];
  });
  if (badQuery.length > 0) {
    ways.push(
      fc.tuple(validParams(endpoint, inputs), fc.oneof(...badQuery)).map(([params, query]) => ({
        endpoint,
        malformed: true,
        url: buildUrl(endpoint, params, query),
      })),
    );
  }

  if (hasBody) {
    // Broken JSON, an empty JSON body, and a body over the limit: refused before any handler runs.
    const brokenJson = fc.oneof(
      fc.constantFrom('{', '{"a":', '[1,', '{"a" 1}', "{'a':1}", 'undefined', '{"a":1}}'),
      fc.string({ maxLength: 20 }).map((s) => `{${s}`),
      fc.constant(`{"a":"${'x'.repeat(bodyLimitBytes)}"}`),
    );
    ways.push(
      fc.tuple(validParams(endpoint, inputs), brokenJson).map(([params, payload]) => ({
        endpoint,
        malformed: true,
        url: buildUrl(endpoint, params, {}),
        payload,
      })),
    );
  }

  // A JSON body of the wrong shape: not an object at all, or one field of the wrong type.
  const body = inputs.body;
  if (body) {
    const shapes: Array<fc.Arbitrary<unknown>> = [];
    const topLevel = wrongJson(body);
    if (topLevel) shapes.push(topLevel);
    for (const [field, schema] of Object.entries(body.properties ?? {})) {
      const wrong = wrongJson(schema);
      if (wrong) shapes.push(wrong.map((value) => ({ [field]: value })));
    }
    if (shapes.length > 0) {
      ways.push(
        fc.tuple(validParams(endpoint, inputs), fc.oneof(...shapes)).map(([params, value]) => ({
          endpoint,
          malformed: true,
          url: buildUrl(endpoint, params, {}),
          payload: JSON.stringify(value),
        })),
      );
    }
  }

  // An endpoint without inputs cannot be malformed: junk in its query must still do no harm.
  if (ways.length === 0) {
    ways.push(
      fc.dictionary(fc.stringMatching(/^[a-z_]{1,8}$/), fc.string({ maxLength: 20 }), { maxKeys: 3 }).map((query) => ({
        endpoint,
        malformed: false,
        url: buildUrl(endpoint, {}, query),
      })),
    );
  }
  return fc.oneof(...ways);
}

function expectSecurityHeaders(res: LightMyRequestResponse, what: string): void {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, `${what}: content-security-policy`).toContain("frame-ancestors 'none'");
  // No inline scripts: the script sources (or the default ones) never allow inline or eval.
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
  const scriptSources = directives.get('script-src') ?? directives.get('default-src');
  expect(scriptSources, `${what}: script-src`).toBeDefined();
  expect(scriptSources, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSources, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(res.headers['x-content-type-options'], `${what}: x-content-type-options`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${what}: referrer-policy`).toBeTruthy();
}

describe('malformed input on every endpoint', () => {
  let app: TestApp;
  let endpoints: Endpoint[];
  let tokens: Record<'visitor' | 'member' | 'admin', string | undefined>;

  beforeAll(async () => {
    app = await createTestApp();
    await app.ready();
    const member = await registerVerifiedUser(app);
    const admin = await registerVerifiedUser(app, { role: 'admin' });
    tokens = { visitor: undefined, member: member.token, admin: admin.token };
    endpoints = listEndpoints(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('finds the routes from the app itself', () => {
    const names = endpoints.map((e) => `${e.method} ${e.path}`);
    for (const known of ['GET /api/products/:id', 'POST /api/cart/add', 'PUT /api/cart/:id', 'POST /api/auth/login', 'POST /api/payments/webhook', 'GET /pay/:reference']) {
      expect(names).toContain(known);
    }
  });

  it('answers 4xx with a message, never 5xx, and writes nothing', async () => {
    const before = await databaseSnapshot(app);
    let counts = await databaseSnapshot(app, false);
    const request = fc
      .constantFrom(...endpoints)
      .chain((endpoint) => malformedRequests(endpoint, endpointInputs(app, endpoint)))
      .chain((req) =>
        fc.constantFrom<keyof typeof tokens>('visitor', 'member', 'admin').map((who) => {
          const token = tokens[who];
          const headers: Record<string, string> = token ? bearer(token) : {};
          if (req.payload !== undefined) headers['content-type'] = 'application/json';
          return { ...req, headers } satisfies MalformedRequest;
        }),
      );

    await fc.assert(
      fc.asyncProperty(request, async (req) => {
        const res = await app.inject({
          method: req.endpoint.method as 'GET',
          url: req.url,
          headers: req.headers,
          ...(req.payload === undefined ? {} : { payload: req.payload }),
        });
        // Counted before any assertion, and the baseline moves on, so a failure names the request that wrote.
        const after = await databaseSnapshot(app, false);
        const written = Object.keys(after).filter((table) => after[table] !== counts[table]);
        counts = after;
        const what = `${req.endpoint.method} ${req.url} ${req.payload?.slice(0, 120) ?? ''} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(written, what).toEqual([]);
        expect(res.statusCode, what).toBeLessThan(500);
        if (req.malformed) {
          expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
          if (String(res.headers['content-type']).startsWith('application/json')) {
            expect(res.json<{ message?: unknown }>().message, what).toEqual(expect.stringMatching(/\S/));
          } else {
            expect(res.body.trim(), what).not.toBe('');
          }
        }
        expectSecurityHeaders(res, what);
      }),
      // FC_SEED replays a reported failure.
      { numRuns: 150, ...(process.env.FC_SEED ? { seed: Number(process.env.FC_SEED) } : {}) },
    );
    expect(await databaseSnapshot(app)).toEqual(before);
  }, 120_000);

  it('sends the security headers on successful answers too', async () => {
    for (const url of ['/api/health', '/api/products', '/api/products/1', '/api/subscription/pricing', '/api/docs', '/dev/mailbox.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res, url);
    }
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/cart',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBeLessThan(500);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});
