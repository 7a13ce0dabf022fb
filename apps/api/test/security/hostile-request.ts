import fc from 'fast-check';
import { CONTENT_TYPES, deepNesting, hostileString, hostileValue, INVALID_JSON_BODIES, safeEncode, toJsonText } from './hostile-values.ts';
import { fillPath, type Operation, type Parameter } from './openapi-operations.ts';
import type { Combo } from './route-crawler.ts';
import { anyValue, boundaryValue, objectBody, validValue, type IdPools } from './schema-arbitraries.ts';

export type Auth = 'owner' | 'free' | 'none' | 'garbage';
export type HostileRequest = {
  method: string;
  url: string;
  auth: Auth;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The operation's own method (a few requests use another one). */
  opMethod: string;
  /** What was done to the request, for failure messages. */
  variant: string;
};

const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const MALFORMED_IDS = [
  '',
  ' ',
  'null',
  'undefined',
  '0',
  '-1',
  '1.5',
  '99999999999999999999',
  'NaN',
  'true',
  '00000000-0000-0000-0000-000000000000',
  'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1',
  'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a111',
  'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11',
  'g0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
  "1' OR '1'='1",
  '1;DROP TABLE jobs',
  '%',
  '..',
  '.',
  '😀',
  '\u0000',
  'x'.repeat(101),
  'x'.repeat(5000),
];
/** Written into the path without encoding: traversal, encoded separators and NULs, bad escapes. */
const RAW_PATH_VALUES = ['..', '%2e%2e', '%2F', '%00', '%', '%ZZ', '%E0%A4%A', '%C0%AE', 'a%20b', '%F0%9F%98%80', '%u0041', '..%2F..%2F'];

function pathParamsArb(op: Operation, combos: Combo[], pools: IdPools): fc.Arbitrary<{ path: string; variant: string }> {
  const real = combos.length ? fc.constantFrom(...combos).map((c) => ({ path: fillPath(op.path, c.values), variant: 'real ids' })) : undefined;
  const perParam = fc
    .tuple(
      ...op.pathParams.map((p) =>
        fc.oneof(
          { arbitrary: fc.uuid().map((v) => [v, false] as const), weight: 2 },
          { arbitrary: fc.constantFrom(...MALFORMED_IDS).map((v) => [v, false] as const), weight: 3 },
          { arbitrary: hostileString.map((v) => [v, false] as const), weight: 2 },
          { arbitrary: fc.constantFrom(...RAW_PATH_VALUES).map((v) => [v, true] as const), weight: 1 },
          { arbitrary: (p.schema ? validValue(p.schema, pools, p.name) : fc.uuid()).map((v) => [String(v), false] as const), weight: 2 },
        ),
      ),
    )
    .map((values) => {
      const filled: Record<string, string> = {};
      let path = op.path;
      op.pathParams.forEach((p, i) => {
        const [value, raw] = values[i]!;
        filled[p.name] = value;
        path = path.replace(`{${p.name}}`, raw ? value : safeEncode(value));
      });
      return { path, variant: 'hostile path ids' };
    });
  return real ? fc.oneof({ arbitrary: real, weight: 3 }, { arbitrary: perParam, weight: 4 }) : perParam;
}

type Pair = [string, string | undefined];

function queryParamArb(p: Parameter, pools: IdPools): fc.Arbitrary<Pair[]> {
  const schema = p.schema ?? {};
  const one = (v: unknown): Pair[] => [[p.name, typeof v === 'string' ? v : toJsonText(v)]];
  return fc.oneof(
    { arbitrary: fc.constant<Pair[]>([]), weight: 4 },
    { arbitrary: validValue(schema, pools, p.name).map(one), weight: 4 },
    { arbitrary: boundaryValue(schema, pools, p.name).map(one), weight: 2 },
    { arbitrary: hostileString.map(one), weight: 2 },
    { arbitrary: fc.tuple(validValue(schema, pools, p.name), hostileString).map(([a, b]): Pair[] => [...one(a), [p.name, b]]), weight: 1 },
    {
      arbitrary: validValue(schema, pools, p.name).map((v): Pair[] => [
        [`${p.name}[]`, String(v)],
        [`${p.name}[0]`, 'x'],
      ]),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom<Pair[]>(
        [[p.name, '']],
        [[p.name, undefined]],
        [
          [p.name, ''],
          [p.name, ''],
        ],
      ),
      weight: 1,
    },
  );
}

const RAW_QUERIES = ['&&&', '=', '==&=', '%', 'a=%ZZ', 'a=%E0%A4%A', '%00=%00', `${'a=1&'.repeat(2_000)}b=2`, '__proto__[x]=1', 'constructor[prototype][x]=1', 'page=1#frag', '?'];

function queryArb(op: Operation, pools: IdPools): fc.Arbitrary<string> {
  const params = fc.tuple(...op.queryParams.map((p) => queryParamArb(p, pools)), fc.array(fc.tuple(hostileString, hostileString), { maxLength: 2 }));
  const built = params.map((parts) => {
    const pairs = parts.flat() as Pair[];
    return pairs.map(([k, v]) => (v === undefined ? safeEncode(k) : `${safeEncode(k)}=${safeEncode(v)}`)).join('&');
  });
  return fc.oneof({ arbitrary: built, weight: 15 }, { arbitrary: fc.constantFrom(...RAW_QUERIES), weight: 1 });
}

type Body = { payload?: string | Buffer; contentType?: string; variant: string };

function bodyArb(op: Operation, pools: IdPools): fc.Arbitrary<Body> {
  const value = op.body ? (op.body.properties ? objectBody(op.body, pools) : anyValue(op.body, pools)) : hostileValue;
  const json = value.map((v) => toJsonText(v));
  const variants: fc.WeightedArbitrary<Body>[] = [
    { arbitrary: json.map((payload) => ({ payload, contentType: 'application/json', variant: 'json' })), weight: op.body ? 12 : 1 },
    { arbitrary: fc.tuple(json, fc.constantFrom(...CONTENT_TYPES)).map(([payload, contentType]) => ({ payload, contentType, variant: `content-type ${contentType}` })), weight: 2 },
    { arbitrary: fc.constantFrom(...INVALID_JSON_BODIES).map((payload) => ({ payload, contentType: 'application/json', variant: 'invalid json' })), weight: 2 },
    { arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((b) => ({ payload: Buffer.from(b), contentType: 'application/json', variant: 'binary body' })), weight: 1 },
    { arbitrary: deepNesting.map((d) => ({ payload: d.text, contentType: 'application/json', variant: 'deep nesting' })), weight: 1 },
    { arbitrary: fc.constant({ contentType: 'application/json', variant: 'empty body' }), weight: 1 },
    { arbitrary: json.map((payload) => ({ payload, variant: 'no content-type' })), weight: 1 },
  ];
  if (!op.body) variants.push({ arbitrary: fc.constant({ variant: 'no body' }), weight: 14 });
  return fc.oneof(...variants);
}

/** One hostile request for an operation: bad ids, bad query, bad body, wrong types, sometimes the wrong method. */
export function hostileRequestArb(op: Operation, combos: Combo[], pools: IdPools): fc.Arbitrary<HostileRequest> {
  const path = op.pathParams.length ? pathParamsArb(op, combos, pools) : fc.constant({ path: op.path, variant: '' });
  const auth = fc.constantFrom<Auth[]>('owner', 'owner', 'owner', 'owner', 'owner', 'free', 'none', 'none', 'none', 'garbage');
  const method = fc.oneof({ arbitrary: fc.constant(op.method), weight: 30 }, { arbitrary: fc.constantFrom(...OTHER_METHODS.filter((m) => m !== op.method)), weight: 1 });
  return fc.tuple(path, queryArb(op, pools), bodyArb(op, pools), auth, method).map(([p, query, body, who, m]) => {
    const headers: Record<string, string> = {};
    if (body.contentType) headers['content-type'] = body.contentType;
    const sendsBody = body.payload !== undefined && m !== 'GET';
    return {
      method: m,
      opMethod: op.method,
      url: query ? `${p.path}?${query}` : p.path,
      auth: who,
      headers,
      ...(sendsBody ? { payload: body.payload } : {}),
      variant: [p.variant, body.variant, who, m !== op.method ? `method ${m}` : ''].filter(Boolean).join(', '),
    };
  });
}
