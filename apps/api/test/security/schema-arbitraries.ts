import fc from 'fast-check';
import { deepNesting, hostileString, hostileValue, HOSTILE_NUMBERS } from './hostile-values.ts';
import type { JsonSchema } from './openapi-operations.ts';

/** Real ids the app handed out (so that valid-looking requests reach the services, not just validation). */
export type IdPools = { uuids: string[]; integers: number[] };

const UFS = ['SP', 'RJ', 'MG', 'PE', 'RS', 'BA', 'PR', 'DF'];

const types = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Plausible text for a field, chosen by its name, so business rules past the schema get exercised. */
function textByName(name: string, pools: IdPools): fc.Arbitrary<string> | undefined {
  const n = name.toLowerCase();
  if (/date/.test(n)) return fc.date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (/email|username/.test(n)) return fc.emailAddress();
  if (/^state$|^uf$/.test(n)) return fc.constantFrom(...UFS);
  if (/linkedin|url/.test(n)) return fc.webUrl();
  if (/^tel|phone/.test(n)) return fc.stringMatching(/^\d{10,11}$/);
  if (/uuid|_id$|^id$/.test(n) && pools.uuids.length) return fc.constantFrom(...pools.uuids);
  if (/password/.test(n)) return fc.string({ minLength: 8, maxLength: 40 });
  return undefined;
}

function boundedString(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 60, min + 60);
  return fc.string({ unit: 'grapheme-composite', minLength: Math.max(min, 1), maxLength: Math.max(max, 1) }).filter((v) => v.trim().length >= min);
}

/** A value the schema accepts (as far as JSON Schema can say). */
export function validValue(s: JsonSchema, pools: IdPools, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => validValue(a, pools, name, depth)));
  const t = types(s);
  if (s.nullable && t.length === 0) return fc.constant(null);
  const type = t.find((x) => x !== 'null') ?? (s.properties ? 'object' : undefined);
  switch (type) {
    case 'string': {
      if (s.format === 'uuid') return pools.uuids.length ? fc.oneof(fc.constantFrom(...pools.uuids), fc.uuid()) : fc.uuid();
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? Infinity));
      const byName = textByName(name, pools);
      return byName ? fc.oneof(byName, boundedString(s)).filter((v) => v.length <= (s.maxLength ?? Infinity) && v.length >= (s.minLength ?? 0)) : boundedString(s);
    }
    case 'integer': {
      const min = Math.max(s.minimum ?? -1000, -(2 ** 31)) + (s.exclusiveMinimum === true ? 1 : 0);
      const max = Math.min(s.maximum ?? 100_000, 2 ** 31 - 1);
      const real = pools.integers.filter((i) => i >= min && i <= max);
      return /id$/i.test(name) && real.length ? fc.constantFrom(...real) : fc.integer({ min, max });
    }
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const min = s.minItems ?? 0;
      return fc.array(s.items ? validValue(s.items, pools, name, depth + 1) : fc.jsonValue({ maxDepth: 2 }), { minLength: min, maxLength: Math.min(s.maxItems ?? 3, min + 3) });
    }
    case 'object':
      return validObject(s, pools, depth);
    default:
      return fc.jsonValue({ maxDepth: 3 });
  }
}

function validObject(s: JsonSchema, pools: IdPools, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(props)) shape[key] = validValue(child, pools, key, depth + 1);
  if (Object.keys(props).length === 0 && s.additionalProperties !== false) return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
  return fc.record(shape, { requiredKeys: [...required].filter((k) => k in shape) });
}

/** Values at and just past the schema's limits: max, max+1, min-1, wrong numeric kinds, too many items. */
export function boundaryValue(s: JsonSchema, pools: IdPools, name = ''): fc.Arbitrary<unknown> {
  const t = types(s);
  const type = t.find((x) => x !== 'null') ?? (s.enum ? 'enum' : s.properties ? 'object' : undefined);
  switch (type) {
    case 'string': {
      const max = s.maxLength;
      const lengths = [0, 1, ...(max !== undefined ? [max, max + 1, max * 2] : [10_000]), ...(s.minLength ? [s.minLength - 1, s.minLength] : [])].filter((n) => n >= 0);
      return fc.tuple(fc.constantFrom(...lengths), fc.constantFrom('a', 'é', '😀', ' ', '\u0000', 'ç')).map(([n, unit]) => unit.repeat(unit.length === 2 ? Math.ceil(n / 2) : n));
    }
    case 'integer':
    case 'number': {
      const edges = [s.minimum, s.maximum].filter((x): x is number => typeof x === 'number');
      return fc.constantFrom(...edges.flatMap((e) => [e, e - 1, e + 1, e - 0.5, e + 0.01]), ...HOSTILE_NUMBERS);
    }
    case 'array': {
      const item = s.items ? validValue(s.items, pools, name) : fc.constant(1);
      const counts = [0, s.maxItems ?? 100, (s.maxItems ?? 100) + 1, ...(s.minItems ? [s.minItems - 1] : [])];
      return fc.constantFrom(...counts).chain((n) => fc.array(item, { minLength: n, maxLength: n }));
    }
    case 'enum':
      return fc.constantFrom(...(s.enum ?? []).flatMap((v) => (typeof v === 'string' ? [v.toUpperCase(), ` ${v}`, `${v}x`] : [v])), '');
    default:
      return hostileValue;
  }
}

/** Mostly valid, sometimes at the edge, sometimes hostile: the mix that finds unguarded paths. */
export function anyValue(s: JsonSchema, pools: IdPools, name = ''): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validValue(s, pools, name), weight: 5 }, { arbitrary: boundaryValue(s, pools, name), weight: 2 }, { arbitrary: hostileValue, weight: 2 });
}

const EXTRA_KEYS = ['__proto__', 'constructor', 'id', 'uuid', 'user_id', 'userId', 'plan_id', 'is_admin', 'role', 'password_hash', 'created_at', 'email'];

/**
 * A body for an object schema: all valid; valid with one field broken; several fields broken;
 * required fields missing; unknown fields added.
 */
export function objectBody(s: JsonSchema, pools: IdPools): fc.Arbitrary<unknown> {
  const props = Object.entries(s.properties ?? {});
  const valid = validValue(s, pools);
  if (props.length === 0) return fc.oneof(valid, hostileValue);
  const oneBroken = fc.tuple(valid, fc.nat(props.length - 1), fc.boolean()).chain(([obj, i, edge]) => {
    const [key, child] = props[i]!;
    return (edge ? boundaryValue(child, pools, key) : hostileValue).map((v) => ({ ...(obj as object), [key]: v }));
  });
  // Deep nesting inside an otherwise valid body reaches code that walks values recursively.
  const deepField = fc
    .tuple(
      valid,
      fc.nat(props.length - 1),
      deepNesting.filter((d) => d.text.length > 20_000),
    )
    .map(([obj, i, deep]) => ({ ...(obj as object), [props[i]![0]]: deep }));
  const manyBroken = fc.record(Object.fromEntries(props.map(([k, c]) => [k, anyValue(c, pools, k)])), { requiredKeys: [] });
  // A body whose keys are all optional (a PATCH, e.g. a ticket's status or assignee) has none to leave out.
  const missing = s.required?.length
    ? fc.tuple(valid, fc.subarray(s.required, { minLength: 1 })).map(([obj, drop]) => {
        const copy = { ...(obj as Record<string, unknown>) };
        for (const k of drop) delete copy[k];
        return copy;
      })
    : valid;
  const extra = fc
    .tuple(valid, fc.dictionary(fc.oneof(fc.constantFrom(...EXTRA_KEYS), hostileString), hostileValue, { minKeys: 1, maxKeys: 4 }))
    .map(([obj, more]) => ({ ...more, ...(obj as object) }));
  return fc.oneof(
    { arbitrary: valid, weight: 4 },
    { arbitrary: oneBroken, weight: 5 },
    { arbitrary: deepField, weight: 2 },
    { arbitrary: manyBroken, weight: 2 },
    { arbitrary: missing, weight: 2 },
    { arbitrary: extra, weight: 2 },
    { arbitrary: hostileValue, weight: 1 },
  );
}
