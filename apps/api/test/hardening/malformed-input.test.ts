// Over 300 lines on purpose: the malformed-request builders for every schema type and the one walk over every endpoint belong together.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bodyLimitBytes } from '../../src/app';
import { bearer, createTestApp, registerVerifiedUser } from '../helpers';
import { databaseSnapshot, endpointInputs, listEndpoints, type Endpoint, type EndpointInputs, type JsonSchema } from './routes';

// Malformed bodies, queries, path parameters, content types and uploads against every endpoint
// the app registers, each endpoint its own test: a 4xx with a message, never a 5xx, never a
// changed database, and the security headers every time. Every endpoint gets a fixed list of
// malformed requests (built from its schema) and then a fast-check property with random ones.
// FC_SEED=<n> replays the random part of a failing run (the seed is printed on failure).

const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
const randomRunsPerEndpoint = 8;

type Who = 'visitor' | 'member' | 'ai';

interface MalformedRequest {
  /** What is wrong with it, for the failure message. */
  what: string;
  /** Whether the request is certainly invalid (else it only must not fail or write). */
  malformed: boolean;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
  who?: Who;
}

// ---------------------------------------------------------------- values a schema refuses

const jsonTypes = ['string', 'number', 'integer', 'boolean', 'object', 'array', 'null'] as const;
type JsonType = (typeof jsonTypes)[number];

function allowedTypes(schema: JsonSchema): Set<string> | undefined {
  if (schema.anyOf) {
    const all = new Set<string>();
    for (const option of schema.anyOf) {
      const inner = allowedTypes(option);
      if (!inner) return undefined;
      for (const type of inner) all.add(type);
    }
    // OpenAPI 3.0 writes a nullable union as anyOf with nullable: true beside it.
    if (schema.nullable) all.add('null');
    return all;
  }
  if (schema.type === undefined) return undefined;
  const declared = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (declared.has('number')) declared.add('integer');
  if (schema.nullable) declared.add('null');
  return declared;
}

const isNumeric = (schema: JsonSchema) => Boolean(allowedTypes(schema)?.has('integer'));
/** Ids and quantities: numbers that also come as texts ("3"), always whole and positive here. */
const isNumberInput = (schema: JsonSchema) => {
  const allowed = allowedTypes(schema);
  return Boolean(allowed?.has('string') && allowed.has('number'));
};

/** One value of each JSON type the schema does not allow. */
function wrongTypeValues(schema: JsonSchema): unknown[] {
  const allowed = allowedTypes(schema);
  if (!allowed) return [];
  const samples: Record<JsonType, unknown> = { string: 'text', number: 2.5, integer: 7, boolean: true, object: { a: 1 }, array: [1], null: null };
  return jsonTypes.filter((type) => !allowed.has(type)).map((type) => samples[type]);
}

/** Values of an allowed type that break one of the schema's rules (length, range, enum, pattern). */
function outOfRuleValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  // Below every number input's range: -1 (0 is a valid stock, so it is not sent as wrong).
  if (isNumberInput(schema)) values.push('abc', '1.5', '', '12abc', '0x10', -1, 1.5);
  // PostgreSQL cannot store U+0000 in a text.
  if (allowedTypes(schema)?.has('string')) values.push('a\u0000b');
  if (schema.enum) values.push('not_an_option');
  if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
  if ((schema.minLength ?? 0) > 0) values.push('');
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    values.push(...['javascript:alert(1)', '../../etc/passwd', 'x y'].filter((s) => !pattern.test(s)));
  }
  if (schema.minimum !== undefined) values.push(schema.exclusiveMinimum === true ? schema.minimum : schema.minimum - 1);
  if (typeof schema.exclusiveMinimum === 'number') values.push(schema.exclusiveMinimum);
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER) values.push(schema.maximum + 1);
  if (schema.type === 'integer') values.push(1.5);
  if (schema.multipleOf !== undefined) values.push(1.001);
  if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, (_, i) => i + 1));
  if (schema.items) values.push(...[...wrongTypeValues(schema.items), ...outOfRuleValues(schema.items)].slice(0, 4).map((item) => [item]));
  return values;
}

/** A value of the right type, not necessarily valid: the rest of a request whose one field is broken. */
function plausibleValue(schema: JsonSchema): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf?.[0]) return plausibleValue(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 1, 8), schema.maxLength ?? 8));
    case 'number':
    case 'integer':
      return (schema.minimum ?? 0) + 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'x';
  }
}

/** Texts a query or path value's schema refuses. */
function wrongTexts(schema: JsonSchema, inPath: boolean): string[] {
  const texts: string[] = [];
  if (isNumeric(schema)) {
    texts.push('abc', 'NaN', '1e400', '99999999999999999999', "1' OR '1'='1", '[1]');
    if (!allowedTypes(schema)?.has('number') || isNumberInput(schema)) texts.push('1.5');
    if ((schema.minimum ?? -Infinity) >= 1 || (schema.minimum ?? -Infinity) >= 0 && schema.exclusiveMinimum === true || isNumberInput(schema)) texts.push('0', '-1');
    if (schema.maximum !== undefined) texts.push(String(schema.maximum + 1));
  }
  for (const value of outOfRuleValues(schema)) if (typeof value === 'string' && !texts.includes(value) && !(inPath && value === '')) texts.push(value);
  return texts;
}

/** Path texts for a parameter the docs do not describe (hidden routes): each names nothing. */
const unknownPathTexts = ['nope', "x' OR '1'='1", '%00', 'x'.repeat(400), '-1', '..%2F..%2Fetc'];

function buildUrl(endpoint: Endpoint, params: Record<string, string>, query: string): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(params[name] ?? 'x'));
  return query ? `${path}?${query}` : path;
}

// ---------------------------------------------------------------- the fixed cases of one endpoint

interface Known {
  /** Real values for parameters, so a request gets past the lookup to the defect (the sandbox reference). */
  params: Record<string, string>;
}

function validParams(endpoint: Endpoint, inputs: EndpointInputs, known: Known): Record<string, string> {
  // Well formed (a real one where the test has it, else unknown): the defect is elsewhere in the request.
  return Object.fromEntries(endpoint.params.map((name) => {
    const schema = inputs.params[name];
    return [name, known.params[`${endpoint.path}:${name}`] ?? (schema && isNumeric(schema) ? '987654' : 'abcdefgh1234')];
  }));
}

const brokenJson = ['{', '{"a":', '[1,', '{"a" 1}', "{'a':1}", 'undefined', '{"a":1}}', '\u0000', '{"a":1,}', '\ufeff{"a":1'];
const deepJson = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const oversizedJson = `{"a":"${'x'.repeat(bodyLimitBytes)}"}`;

function fixedCases(endpoint: Endpoint, inputs: EndpointInputs, known: Known): MalformedRequest[] {
  const cases: MalformedRequest[] = [];
  const params = validParams(endpoint, inputs, known);
  const url = buildUrl(endpoint, params, '');
  const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(endpoint.method);

  // Path parameters the route refuses, one at a time.
  for (const name of endpoint.params) {
    const schema = inputs.params[name];
    const texts = schema ? wrongTexts(schema, true) : unknownPathTexts;
    for (const text of [...texts, 'x'.repeat(600)]) {
      cases.push({ what: `path ${name}=${text.slice(0, 30)}`, malformed: true, url: buildUrl(endpoint, { ...params, [name]: text }, '') });
    }
  }

  // Query values of the wrong kind, one at a time, and a value given twice (an array).
  for (const [name, schema] of Object.entries(inputs.query)) {
    for (const text of wrongTexts(schema, false)) {
      cases.push({ what: `query ${name}=${text.slice(0, 30)}`, malformed: true, url: buildUrl(endpoint, params, new URLSearchParams({ [name]: text }).toString()) });
    }
    const twice = String(plausibleValue(schema));
    cases.push({ what: `query ${name} twice`, malformed: true, url: buildUrl(endpoint, params, `${name}=${encodeURIComponent(twice)}&${name}=${encodeURIComponent(twice)}`) });
  }
  if (endpoint.method === 'GET') {
    // Junk no route reads: harmless, whatever the route answers.
    cases.push({ what: 'junk query', malformed: false, url: buildUrl(endpoint, params, "x=1&x=2&%5B%5D=%00&q'=%27;DROP%20TABLE%20users;--") });
  }

  if (takesBody) {
    const json = (what: string, payload: string) => cases.push({ what, malformed: true, url, payload, contentType: 'application/json' });
    for (const text of brokenJson) json(`broken JSON ${text.slice(0, 20)}`, text);
    json('deeply nested JSON', deepJson);
    json('body over the limit', oversizedJson);
    // A media type this API does not read.
    cases.push({ what: 'XML body', malformed: true, url, payload: '<order><id>1</id></order>', contentType: 'application/xml' });
    cases.push({ what: 'body without a content type', malformed: true, url, payload: 'product_id=1' });
  }

  const body = inputs.body;
  if (body) {
    const json = (what: string, value: unknown) => cases.push({ what, malformed: true, url, payload: JSON.stringify(value), contentType: 'application/json' });
    json('no fields at all', {});
    cases.push({ what: 'empty JSON body', malformed: true, url, payload: '', contentType: 'application/json' });
    // Prototype keys instead of the fields.
    for (const payload of ['{"__proto__":{"role":"admin"}}', '{"constructor":{"prototype":{"role":"admin"}}}']) {
      cases.push({ what: payload, malformed: true, url, payload, contentType: 'application/json' });
    }
    for (const value of [[], 'text', 42, null, true]) json(`body ${JSON.stringify(value)}`, value);
    cases.push({ what: 'JSON as text/plain', malformed: true, url, payload: '{"a":1}', contentType: 'text/plain' });
    cases.push({ what: 'JSON as a form', malformed: true, url, payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' });
    cases.push({ what: 'JSON as multipart', malformed: true, url, payload: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n', contentType: 'multipart/form-data; boundary=b' });

    // Every field broken in turn, the others present and of the right type.
    const properties = Object.entries(body.properties ?? {});
    const base = Object.fromEntries(properties.filter(([name]) => body.required?.includes(name)).map(([name, schema]) => [name, plausibleValue(schema)]));
    for (const [field, schema] of properties) {
      for (const value of [...wrongTypeValues(schema), ...outOfRuleValues(schema)]) {
        json(`${field}=${JSON.stringify(value)?.slice(0, 30)}`, { ...base, [field]: value });
      }
      if (body.required?.includes(field)) {
        const { [field]: _missing, ...rest } = base;
        json(`${field} missing`, rest);
      }
      if (isNumeric(schema)) {
        // 1e400 is valid JSON that parses to Infinity.
        cases.push({ what: `${field}=1e400`, malformed: true, url, payload: JSON.stringify({ ...base, [field]: 0 }).replace(`"${field}":0`, `"${field}":1e400`), contentType: 'application/json' });
      }
    }
  }
  return cases;
}

/** Broken uploads for the photo analysis (multipart, field `image` or `image_url`). */
function uploadCases(url: string): MalformedRequest[] {
  const boundary = 'nyansa-boundary';
  const part = (headers: string, content: string | Buffer) => Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
  const file = (name: string, content: string | Buffer, type = 'image/jpeg') => part(`Content-Disposition: form-data; name="${name}"; filename="face.jpg"\r\nContent-Type: ${type}`, content);
  const field = (name: string, value: string) => part(`Content-Disposition: form-data; name="${name}"`, value);
  const end = Buffer.from(`--${boundary}--\r\n`);
  const form = (...parts: Buffer[]) => Buffer.concat([...parts, end]);
  const multipart = `multipart/form-data; boundary=${boundary}`;
  const pngHeader = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const upload = (what: string, payload: Buffer | string, contentType = multipart): MalformedRequest => ({ what, malformed: true, url, payload, contentType, who: 'ai' });
  return [
    upload('multipart without a boundary', form(file('image', 'x')), 'multipart/form-data'),
    upload('multipart with another boundary', form(file('image', 'x')), 'multipart/form-data; boundary=other'),
    upload('multipart cut off', Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n`), pngHeader])),
    upload('multipart with no parts', end),
    upload('multipart with garbage', 'this is not a form at all'),
    upload('no image field', form(field('note', 'hello'))),
    upload('image in another field', form(file('photo', pngHeader))),
    upload('image that is text', form(file('image', 'hello, I am not a photo'))),
    upload('empty image', form(file('image', ''))),
    upload('image that is a PNG header only', form(file('image', pngHeader, 'image/png'))),
    upload('image that is a script', form(file('image', '<svg onload="alert(1)"></svg>', 'image/svg+xml'))),
    upload('image over 10 MB', form(file('image', Buffer.concat([pngHeader, Buffer.alloc(10 * 1024 * 1024 + 1)]), 'image/png'))),
    upload('two files', form(file('image', 'x'), file('image', 'y'), file('image', 'z'))),
    upload('too many fields', form(...Array.from({ length: 10 }, (_, i) => field(`f${i}`, 'v')))),
    upload('image_url of another host', form(field('image_url', 'http://169.254.169.254/latest/meta-data'))),
    upload('image_url of this host that names no photo', form(field('image_url', 'http://shop.test/uploads/nope.jpg'))),
    upload('image_url over the field limit', form(field('image_url', 'x'.repeat(5000)))),
    upload('image_url as JSON from another host', JSON.stringify({ image_url: 'file:///etc/passwd' }), 'application/json'),
    upload('JSON without an image', '{}', 'application/json'),
  ];
}

// ---------------------------------------------------------------- random variations (fast-check)

const anyText = fc.string({ unit: 'binary', maxLength: 40 });

function randomRequest(endpoint: Endpoint, inputs: EndpointInputs, known: Known, fixed: MalformedRequest[]): fc.Arbitrary<MalformedRequest> {
  const params = validParams(endpoint, inputs, known);
  const ways: Array<fc.Arbitrary<MalformedRequest>> = [fc.constantFrom(...fixed)];
  const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(endpoint.method);
  if (endpoint.params.length > 0 && endpoint.params.every((name) => !inputs.params[name] || wrongTexts(inputs.params[name] ?? {}, true).length > 0)) {
    // A path part that is not a number where one is wanted, or any text where the route names nothing by it.
    const wrong = (name: string) => {
      const schema = inputs.params[name];
      return schema && isNumeric(schema) ? fc.stringMatching(/^[a-z'%;-][a-z0-9' ;=-]{0,15}$/) : schema ? fc.constantFrom(...wrongTexts(schema, true)) : anyText.filter((s) => s !== '' && s !== '.' && s !== '..');
    };
    ways.push(fc.constantFrom(...endpoint.params).chain((name) => wrong(name).map((text) => ({ what: `path ${name}=${text}`, malformed: true, url: buildUrl(endpoint, { ...params, [name]: text }, '') }))));
  }
  if (takesBody) {
    ways.push(anyText.map((text) => ({ what: `broken JSON {${text}`, malformed: true, url: buildUrl(endpoint, params, ''), payload: `{${text}`, contentType: 'application/json' })));
  }
  const body = inputs.body;
  if (body?.properties) {
    const fields = Object.entries(body.properties).filter(([, schema]) => !allowedTypes(schema)?.has('object'));
    const wrongValue = (schema: JsonSchema): fc.Arbitrary<unknown> => {
      const allowed = allowedTypes(schema) ?? new Set();
      const options: Array<fc.Arbitrary<unknown>> = [];
      if (!allowed.has('object')) options.push(fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }));
      if (!allowed.has('array')) options.push(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }));
      if (!allowed.has('boolean')) options.push(fc.boolean());
      if (!allowed.has('string')) options.push(fc.string({ maxLength: 12 }));
      if (!allowed.has('integer')) options.push(fc.integer());
      return options.length > 0 ? fc.oneof(...options) : fc.constant(null);
    };
    if (fields.length > 0) {
      ways.push(
        fc.constantFrom(...fields).chain(([field, schema]) =>
          wrongValue(schema).map((value) => ({ what: `${field}=${JSON.stringify(value)}`, malformed: true, url: buildUrl(endpoint, params, ''), payload: JSON.stringify({ [field]: value }), contentType: 'application/json' })),
        ),
      );
    }
  }
  return fc.tuple(fc.oneof(...ways), fc.constantFrom<Who>('visitor', 'member', 'ai')).map(([req, who]) => ({ ...req, who: req.who ?? who }));
}

// ---------------------------------------------------------------- checks

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

// ---------------------------------------------------------------- the tests

// Built while collecting, so each endpoint the app registers becomes a test of its own.
const app = await createTestApp();
await app.ready();
const endpoints = listEndpoints(app);
const member = await registerVerifiedUser(app);
// The deepest reach: admins on the AI plan get past every role and plan check to the input. Taking
// turns, they stay under the per-account limits (chat 30, analysis 20 a minute).
const aiTokens: string[] = [];
for (let i = 0; i < 3; i += 1) {
  const ai = await registerVerifiedUser(app, { role: 'admin' });
  await app.testing.database.query(
    `INSERT INTO subscriptions (user_id, package_type, billing_cycle, start_date, end_date) VALUES ($1, 'ai_analysis', 'monthly', now(), now() + interval '30 days')`,
    [ai.user.id],
  );
  aiTokens.push(ai.token);
}
let aiTurn = 0;
// A real sandbox payment, so /pay/:reference/:action gets past the lookup to its action.
await app.inject({ method: 'POST', url: '/api/cart/add', headers: bearer(member.token), payload: { product_id: 1, quantity: 1 } });
const checkout = await app.inject({ method: 'POST', url: '/api/cart/checkout', headers: bearer(member.token) });
const reference = new URL(checkout.json<{ payment_url: string }>().payment_url).pathname.split('/').pop() ?? '';
const known: Known = { params: { '/pay/:reference/:action:reference': reference, '/pay/:reference:reference': reference } };
const tokens: Record<Who, () => string | undefined> = {
  visitor: () => undefined,
  member: () => member.token,
  ai: () => aiTokens[(aiTurn += 1) % aiTokens.length],
};

// Each request from its own address, so per-address rate limits never stand in for the check.
let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

let counts = await databaseSnapshot(app, false);

async function send(endpoint: Endpoint, req: MalformedRequest): Promise<void> {
  const token = tokens[req.who ?? 'ai']();
  const headers: Record<string, string> = token ? bearer(token) : {};
  if (req.contentType) headers['content-type'] = req.contentType;
  const res = await app.inject({
    method: endpoint.method as 'GET',
    url: req.url,
    headers,
    remoteAddress: nextAddress(),
    ...(req.payload === undefined ? {} : { payload: req.payload }),
  });
  // Counted before any assertion, and the baseline moves on, so a failure names the request that wrote.
  const after = await databaseSnapshot(app, false);
  const written = Object.keys(after).filter((table) => after[table] !== counts[table]);
  counts = after;
  const what = `${endpoint.method} ${req.url.slice(0, 150)} as ${req.who ?? 'ai'} (${req.what}) -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(written, what).toEqual([]);
  expect(res.statusCode, what).toBeLessThan(500);
  if (req.malformed) {
    expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
    if (String(res.headers['content-type']).startsWith('application/json')) {
      expect(res.json<{ success?: unknown; message?: unknown }>(), what).toMatchObject({ success: false, message: expect.stringMatching(/\S/) });
    } else {
      expect(res.body.trim(), what).not.toBe('');
    }
  }
  expect(res.body, what).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expectSecurityHeaders(res, what);
}

describe('malformed input on every endpoint', () => {
  afterAll(async () => {
    await app.close();
  });

  it('finds the routes from the app itself, every documented one among them', () => {
    const names = endpoints.map((e) => `${e.method} ${e.path}`);
    for (const known of ['GET /api/products/:id', 'POST /api/cart/add', 'PUT /api/cart/:id', 'POST /api/auth/login', 'POST /api/payments/webhook', 'GET /pay/:reference', 'POST /api/ml/analyze']) {
      expect(names).toContain(known);
    }
    const spec = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const method of Object.keys(operations)) {
        if (method !== 'head') expect(names).toContain(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
    expect(reference).toMatch(/\S{8,}/);
  });

  for (const [index, endpoint] of endpoints.entries()) {
    it(`${endpoint.method} ${endpoint.path}: 4xx with a message, never 5xx, writes nothing`, async () => {
      const inputs = endpointInputs(app, endpoint);
      const before = await databaseSnapshot(app);
      counts = await databaseSnapshot(app, false);
      const cases = [...(endpoint.path === '/api/ml/analyze' ? uploadCases(endpoint.path) : []), ...fixedCases(endpoint, inputs, known)];
      expect(cases.length, 'malformed cases').toBeGreaterThan(0);
      for (const req of cases) await send(endpoint, req);
      try {
        await fc.assert(
          fc.asyncProperty(randomRequest(endpoint, inputs, known, cases), (req) => send(endpoint, req)),
          { numRuns: randomRunsPerEndpoint, seed: seed + index },
        );
      } catch (error) {
        throw new Error(`${error instanceof Error ? error.message : String(error)}\nReplay with FC_SEED=${seed} npm test -w @nyansa/api`, { cause: error });
      }
      expect(await databaseSnapshot(app), 'every row as before').toEqual(before);
    });
  }

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
