/** Query parameters whose values are secrets: reset and unsubscribe links' `token`, and the like. */
const SECRET_PARAM = /token|password|passwd|secret|signature|api[_-]?key|access[_-]?key|auth|session/i;

export const REDACTED_VALUE = '[redacted]';

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The URL as it may be logged: the value of every secret-looking query parameter replaced
 * (`/reset-password?token=[redacted]`), the rest untouched (docs/decisions/0707). Names are
 * compared decoded, so `%74oken=` is caught too.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return SECRET_PARAM.test(decodedName(name)) ? `${name}=${REDACTED_VALUE}` : pair;
    });
  return `${url.slice(0, q)}?${pairs.join('&')}`;
}
