/** An identifier found in a JSON answer, with where it was found (`data.formations[].uuid`). */
export type FoundId = { value: string; jsonPath: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Integer ids travel under keys like `id`, `plan_id`, `jobPositionId`. */
const ID_KEY = /^(id|.*_id|.*Id)$/;

/**
 * Every identifier in a JSON value: any uuid-shaped string, and integers under id-like keys.
 * Array indexes are dropped from the path so paths read as shapes (`data[].uuid`).
 */
export function harvestIds(value: unknown, path = ''): FoundId[] {
  const found: FoundId[] = [];
  const walk = (v: unknown, p: string, key: string) => {
    if (typeof v === 'string' && UUID.test(v)) found.push({ value: v.toLowerCase(), jsonPath: p });
    else if (typeof v === 'number' && Number.isInteger(v) && v > 0 && ID_KEY.test(key)) found.push({ value: String(v), jsonPath: p });
    else if (Array.isArray(v)) for (const item of v) walk(item, `${p}[]`, key);
    else if (v && typeof v === 'object') for (const [k, child] of Object.entries(v)) walk(child, p ? `${p}.${k}` : k, k);
  };
  walk(value, path, '');
  return found;
}

/** Every string anywhere in a JSON value (used to look for another user's private text). */
export function allStrings(value: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (typeof v === 'number') out.push(String(v));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return out;
}

/** Parses a body as JSON, or undefined when it is not JSON. */
export function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
