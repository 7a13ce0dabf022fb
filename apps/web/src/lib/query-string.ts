/**
 * Strings, numbers, booleans, or lists of them, by key. `unknown` because the contract's query
 * types are zod *inputs* (`z.coerce` makes `page` unknown there).
 */
export type QueryValues = Readonly<Record<string, unknown>>;

/**
 * The one way this app builds a query string, for API calls and for the URL of a list screen.
 * Keys keep the object's order; a value that says nothing — undefined, null, '' or false (a filter
 * that is off) — is left out, so a plain link stays plain; an array repeats its key
 * (`type=video&type=podcast`, as the API reads it).
 */
export function searchParams(values: QueryValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item !== undefined && item !== null && item !== '' && item !== false) params.append(key, String(item));
    }
  }
  return params;
}

/** `?a=1&b=2`, or '' when nothing is left. */
export function queryString(values: QueryValues | URLSearchParams): string {
  const text = (values instanceof URLSearchParams ? values : searchParams(values)).toString();
  return text ? `?${text}` : '';
}
