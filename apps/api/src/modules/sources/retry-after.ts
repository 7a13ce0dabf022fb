/**
 * `Retry-After` as milliseconds from `now`: delta seconds ('120') or an HTTP date
 * ('Wed, 25 Nov 2026 16:00:00 GMT'); a date in the past is 0; anything unreadable is null.
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  if (!/[a-z]/i.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
