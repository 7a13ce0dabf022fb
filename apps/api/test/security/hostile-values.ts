import fc from 'fast-check';

/** A raw JSON token placed as-is in the serialised body (`1e999`, `NaN`, deep nesting…). */
export class Raw {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** JSON.stringify that writes `Raw` values verbatim, so bodies can carry what JSON.stringify cannot. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Raw ? `\u0000RAW${raws.push(v.text) - 1}\u0000` : v)) ?? 'null';
  return text.replace(/"\\u0000RAW(\d+)\\u0000"/g, (_m, i: string) => raws[Number(i)] ?? '');
}

/** encodeURIComponent that never throws (lone surrogates become U+FFFD, like a browser would send). */
export function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
  }
}

/** Strings that have broken web apps before: encodings, injections, look-alike values, edge dates. */
export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '   \t\n  ',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\u0007\u001b[31m',
  '\r\nSet-Cookie: x=1',
  '\u202eevil\u202c',
  'مرحبا بالعالم',
  'שלום עולם',
  '😀🔥👩‍💻',
  '🏳️‍🌈',
  'e\u0301\u0301\u0301',
  'ﬁ',
  'İı',
  'ß',
  '\uFEFF',
  '\u200B\u200C\u200D',
  '\uFFFF',
  '\uD800',
  '\uDC00x',
  '\uDBFF\uDFFF',
  'Ǆ',
  '𝕳𝖊𝖑𝖑𝖔',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '\\',
  '\\\\',
  '%',
  '_',
  '%_%',
  '$1',
  '%s%s%n',
  '?',
  '#',
  '&',
  '=',
  '/',
  '..',
  '.',
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  '<%= 7*7 %>',
  '<script>window.__xss=1</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '9'.repeat(40),
  '0x10',
  '1.5',
  '1,5',
  'R$ 1.234,56',
  'true',
  'false',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '2024-13-01',
  '1899-12-31',
  '2101-01-01',
  '+275760-09-13',
  '2024-01-01T00:00:00Z',
  '01/02/2024',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11',
  '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}',
  'a0eebc999c0b4ef8bb6d6bb9bd380a11',
  'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11 ',
  'a@b',
  'a@b.c',
  `${'x'.repeat(64)}@${'y'.repeat(190)}.com`,
  ' DEMO@RUMO.APP ',
  'demo@rumo.app',
  'sp',
  'XX',
  'SP ',
  'https://www.linkedin.com/in/x',
  'http://',
  'mailto:x@y',
  'data:text/html,<script>alert(1)</script>',
];

const HUGE_UNITS = ['a', 'é', '😀', '\u0000', '<', "'", ' ', '\u202e', '9'] as const;

/** 1 KB to ~100 KB of one repeated character (multi-byte and control characters included). */
export const hugeString = fc
  .tuple(fc.constantFrom(...HUGE_UNITS), fc.constantFrom(1_000, 10_000, 50_000, 100_000))
  .map(([unit, size]) => unit.repeat(Math.ceil(size / unit.length)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 6 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

export const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  1.5,
  -1.5,
  0.1 + 0.2,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  5e-324,
  123456789.12345679,
];

/** Number tokens JSON.stringify cannot write: some are invalid JSON (400), some parse to Infinity or lose precision. */
export const RAW_NUMBERS: readonly Raw[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1e999',
  '1e-999',
  '123456789012345678901234567890',
  '-0.0',
  '01',
  '1.',
  '.5',
  '+1',
  '0x1F',
].map((t) => new Raw(t));

/** Nested arrays or objects, up to 100,000 levels (JSON.parse copes; recursive code may not). */
export const deepNesting = fc
  .tuple(fc.constantFrom(50, 1_000, 10_000, 100_000), fc.boolean())
  .map(([depth, arrays]) => new Raw(arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`));

const RAW_STRUCTURES: readonly Raw[] = [
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"$gt":""}',
  '{"$where":"1"}',
  `[${'1,'.repeat(20_000)}1]`,
  `{${Array.from({ length: 2_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`,
  '"\\ud800"',
  '"\\u0000"',
].map((t) => new Raw(t));

/** Any value of the wrong kind, for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 5 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom(...RAW_NUMBERS), weight: 2 },
  { arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, [null], [''], { a: null }), weight: 3 },
  { arbitrary: fc.constantFrom(...RAW_STRUCTURES), weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
);

/** Bodies that are not valid JSON, or valid JSON of a surprising kind. */
export const INVALID_JSON_BODIES: readonly string[] = [
  '{',
  '}',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,2,,]',
  'NaN',
  'undefined',
  '{"a":NaN}',
  '\uFEFF{}',
  '{"a":"\\x"}',
  '{"a":1}{"b":2}',
  '{"a" 1}',
  'null',
  'true',
  '"texto"',
  '123',
  '[]',
  '/* c */{}',
  '{"a":1} lixo',
  '{"a":"\u0000"}',
  '\u0000',
  ' ',
  '{"__proto__":{"x":1}}',
  '{"a":1,"a":2}',
  `{"a":"${'\\'.repeat(3)}"}`,
  '[{}]',
  '{"":""}',
];

/** Content types a client should not send to a JSON API (and a few spellings of the right one). */
export const CONTENT_TYPES: readonly string[] = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=iso-8859-1',
  'application/json;charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'text/html',
  'application/vnd.api+json',
  'application/json-patch+json',
  '*/*',
  'garbage',
  'application/',
  ';',
];

/** The values most likely to break code past validation, tried in every field by the deterministic sweep. */
export const KILLER_VALUES: readonly [string, unknown][] = [
  ['deep object', new Raw(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`)],
  ['deep array', new Raw(`${'['.repeat(20_000)}${']'.repeat(20_000)}`)],
  ['100 KB string', 'é'.repeat(100_000)],
  ['NUL', 'a\u0000b'],
  ['lone surrogate', '\uD800'],
  ['1e999', new Raw('1e999')],
  ['huge integer', new Raw('123456789012345678901234567890')],
  ['20,000 items', new Raw(`[${'1,'.repeat(19_999)}1]`)],
  ['__proto__ object', new Raw('{"__proto__":{"polluted":true}}')],
];
